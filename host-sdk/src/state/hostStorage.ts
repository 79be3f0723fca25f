const KEY = /^@airlock\/[-_a-z0-9/:.@]{1,120}$/i
const MAX_VALUE = 100_000
const MAX_KEYS = 64

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The modal keeps its session in the host page's storage: third-party iframes get blocked or
 * partitioned storage, the host page's own is first-party. Only `@airlock/` keys are touched.
 */
export function readModalStorage(): Record<string, string> {
  const store = storage()
  const entries: Record<string, string> = {}
  if (!store) return entries
  for (let i = 0; i < store.length && Object.keys(entries).length < MAX_KEYS; i++) {
    const key = store.key(i)
    // KEY holds the prefix: one test says what is ours.
    if (key === null || !KEY.test(key)) continue
    const value = store.getItem(key)
    if (value !== null && value.length <= MAX_VALUE) entries[key] = value
  }
  return entries
}

export function writeModalStorage(changes: unknown): void {
  const store = storage()
  if (!store || typeof changes !== 'object' || changes === null) return
  const list = Object.entries(changes as Record<string, unknown>).slice(0, MAX_KEYS)
  for (const [key, value] of list) {
    if (!KEY.test(key)) continue
    try {
      if (value === null) store.removeItem(key)
      else if (typeof value === 'string' && value.length <= MAX_VALUE) store.setItem(key, value)
    } catch {
      // quota: the session then lasts until reload
    }
  }
}
