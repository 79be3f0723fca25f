import type { ModalEvent } from '@airlock/shared-protocol/host'
import type { HostView } from '../state/hostState.js'

/** AppKit's event: what `getEvent()` returns and `subscribeEvents` hands its callback. */
export interface AppKitEvent {
  timestamp: number
  data: {
    type: 'track'
    event: string
    properties?: Record<string, string | number | boolean | null>
  }
}

interface SnapshotSource {
  getView(): HostView
  subscribeSnapshot(callback: (view: HostView) => void): () => void
}

const toAppKitEvent = ({ timestamp, event, properties }: ModalEvent): AppKitEvent => ({
  timestamp,
  data: { type: 'track', event, properties },
})

const newest = (view: HostView) => view.snapshot.events?.[view.snapshot.events.length - 1]

/**
 * `getEvent` and `subscribeEvents`, read from the events the modal lists in its snapshots. Before the
 * first one, AppKit's initial value (MODAL_CREATED, never sent to analytics: spec section 7).
 */
export function eventMethods(source: SnapshotSource) {
  let current: AppKitEvent = { timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } }
  let currentId = 0
  return {
    // The same object until a new event: hooks' stores compare snapshots by identity.
    getEvent(): AppKitEvent {
      const last = newest(source.getView())
      if (last && (last.id !== currentId || last.timestamp !== current.timestamp)) {
        current = toAppKitEvent(last)
        currentId = last.id
      }
      return current
    },
    subscribeEvents(callback: (event: AppKitEvent) => void): () => void {
      let seen = newest(source.getView())?.id ?? 0
      return source.subscribeSnapshot((view) => {
        const events = view.snapshot.events ?? []
        // A reloaded modal frame numbers from 1 again: its events are all new.
        if ((events[events.length - 1]?.id ?? 0) < seen) seen = 0
        for (const event of events) {
          if (event.id <= seen) continue
          seen = event.id
          callback(toAppKitEvent(event))
        }
      })
    },
  }
}
