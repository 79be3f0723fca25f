/** A posted Safe Apps request, as the fake parent saw it. */
export interface SeenRequest {
  id: string
  method: string
  params: unknown
  env: { sdkVersion: string }
  targetOrigin: string
}

export type SafeHandler = (params: unknown) => unknown

/**
 * A parent window playing Safe{Wallet} for unit tests: it records each request the Safe App posts
 * and answers it, from its own origin, with `{ id, success, data | error, version }` as Safe{Wallet}
 * does. `deliver` lets a test post anything, from anyone, to the app's window.
 */
export function fakeSafeParent(handlers: Record<string, SafeHandler>, origin = 'https://safe.example') {
  const app = new EventTarget()
  const seen: SeenRequest[] = []
  const deliver = (data: unknown, from: { source: unknown; origin: string }) =>
    app.dispatchEvent(Object.assign(new Event('message'), { data, ...from }))
  const parent = {
    postMessage(message: Omit<SeenRequest, 'targetOrigin'>, targetOrigin: string) {
      seen.push({ ...message, targetOrigin })
      const handler = handlers[message.method]
      queueMicrotask(() => {
        if (!handler) return
        try {
          const data = handler(message.params)
          deliver({ id: message.id, success: true, data, version: '1.30.0' }, { source: parent, origin })
        } catch (error) {
          const text = (error as Error).message
          deliver(
            { id: message.id, success: false, error: text, version: '1.30.0' },
            { source: parent, origin },
          )
        }
      })
    },
  }
  return {
    seen,
    deliver,
    windows: { parent: parent as unknown as Window, self: app as unknown as Window },
    parent,
  }
}
