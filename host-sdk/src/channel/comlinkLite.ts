import type { Endpoint, Remote } from 'comlink'

/**
 * The part of comlink the host speaks, wire-compatible with comlink 4 on the modal's side: calls
 * `remote.method(...args)` (APPLY with RAW arguments) and answers them, results RAW, errors through
 * comlink's `throw` handler. The channel's guard (shared-protocol's guardPort) lets nothing else
 * through on either port, so proxies, GET/SET and transfer handlers would be dead weight: the host
 * builds alias `comlink` to this file, about 3.5 KB less in the script include.
 */
interface Wire {
  id?: string
  type?: string
  name?: string
  value?: unknown
  path?: string[]
  argumentList?: Wire[]
}

const fromWire = (wire: Wire) => {
  if (wire.type !== 'HANDLER') return wire.value
  const thrown = wire.value as { isError?: boolean; value?: { message?: string } }
  throw thrown.isError ? Object.assign(new Error(thrown.value?.message), thrown.value) : thrown.value
}

// Without the stack comlink also sends: the host page's script URLs and lines are none of the modal's business.
const thrownWire = (error: unknown): Wire => ({
  type: 'HANDLER',
  name: 'throw',
  value:
    error instanceof Error
      ? { isError: true, value: { message: error.message, name: error.name } }
      : { isError: false, value: error },
})

/** A remote whose methods post APPLY calls and resolve with the peer's answers. Not thenable. */
export function wrap<T>(endpoint: Endpoint): Remote<T> {
  const pending = new Map<string, (wire: Wire) => void>()
  let last = 0
  endpoint.addEventListener('message', (event) => {
    const data = (event as MessageEvent<Wire | null>).data
    const settle = data?.id ? pending.get(data.id) : undefined
    if (!settle || !data?.id) return
    pending.delete(data.id)
    settle(data)
  })
  endpoint.start?.()
  return new Proxy(
    {},
    {
      get: (_, method) =>
        typeof method !== 'string' || method === 'then'
          ? undefined
          : (...args: unknown[]) =>
              new Promise<Wire>((settle) => {
                const id = String(++last)
                pending.set(id, settle)
                endpoint.postMessage(
                  {
                    id,
                    type: 'APPLY',
                    path: [method],
                    argumentList: args.map((value) => ({ type: 'RAW', value })),
                  },
                  [],
                )
              }).then(fromWire),
    },
  ) as Remote<T>
}

/** Answers the peer's APPLY calls on `api` (and comlink's RELEASE, which ends listening). */
export function expose(api: object, endpoint: Endpoint): void {
  const onMessage = (event: Event) => {
    const { id, type, path = [], argumentList = [] } = ((event as MessageEvent).data ?? {}) as Wire
    if (type !== 'APPLY' && type !== 'RELEASE') return
    const result = new Promise((resolve) => {
      if (type === 'RELEASE') return resolve(undefined)
      // One name: the guard lets no deeper path through. A missing method throws, as in comlink.
      const method = (api as Record<string, unknown>)[String(path[0])] as (...args: unknown[]) => unknown
      resolve(method.apply(api, argumentList.map(fromWire)))
    })
    const post = (wire: Wire) => endpoint.postMessage({ ...wire, id }, [])
    void result
      .then((value): Wire => ({ type: 'RAW', value }), thrownWire)
      .then(post)
      // An answer structured clone refuses (a function, a DOM node): the caller gets an error, not silence.
      .catch(() => post(thrownWire(new TypeError('Unserializable return value'))))
    if (type === 'RELEASE') endpoint.removeEventListener('message', onMessage)
  }
  endpoint.addEventListener('message', onMessage)
  endpoint.start?.()
}
