/** What a test says the observer sees. */
export interface FakeSeen {
  isIntersecting?: boolean
  intersectionRatio?: number
  /** v2 only. */
  isVisible?: boolean
}

export interface FakeSight {
  /** Pass as `env` (watchSight's SightEnvironment). */
  env: {
    IntersectionObserver: typeof IntersectionObserver
    IntersectionObserverEntry: typeof IntersectionObserverEntry
  }
  /** Every live observer reports these entries (the latest last). */
  see(...entries: FakeSeen[]): void
  /** The options each observer was created with, live or not. */
  readonly options: unknown[]
  readonly live: number
}

export interface FakeSightOptions {
  /** Entries carry v2's `isVisible`, as in Chromium (default); else v1's, as in Firefox and Safari. */
  tracking?: boolean
  /** What each observer reports right after `observe`, as browsers do (a microtask later here). */
  initial?: FakeSeen
}

const entriesOf = (seen: FakeSeen[]) =>
  seen.map((e) => ({
    isIntersecting: true,
    intersectionRatio: 1,
    ...e,
  })) as unknown as IntersectionObserverEntry[]

/** An IntersectionObserver for tests (happy-dom's never reports). */
export function fakeSight({ tracking = true, initial }: FakeSightOptions = {}): FakeSight {
  const live = new Set<(entries: IntersectionObserverEntry[]) => void>()
  const options: unknown[] = []
  class Observer {
    constructor(
      private readonly callback: (entries: IntersectionObserverEntry[]) => void,
      init?: unknown,
    ) {
      options.push(init)
    }
    observe() {
      const callback = this.callback
      live.add(callback)
      if (initial)
        queueMicrotask(() => {
          if (live.has(callback)) callback(entriesOf([initial]))
        })
    }
    disconnect() {
      live.delete(this.callback)
    }
  }
  class Entry {}
  if (tracking) Object.defineProperty(Entry.prototype, 'isVisible', { value: false })
  return {
    env: {
      IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
      IntersectionObserverEntry: Entry as unknown as typeof IntersectionObserverEntry,
    },
    see(...entries) {
      for (const callback of [...live]) callback(entriesOf(entries))
    },
    options,
    get live() {
      return live.size
    },
  }
}
