/**
 * Inside a third-party iframe the browser may deny `localStorage` outright (Chromium with
 * third-party cookies blocked throws on the property read). Libraries we load (the WalletConnect
 * SDK) read it for small preferences; give them an in-memory stand-in instead of an exception.
 * Everything that must survive a reload is persisted through the host (see persistence.ts).
 */
export function installStorageShim(target: Window = window) {
  try {
    void target.localStorage.length
    return false
  } catch {
    const data = new Map<string, string>()
    const memory: Storage = {
      get length() {
        return data.size
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(String(key)) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(String(key)),
      setItem: (key, value) => void data.set(String(key), String(value)),
    }
    Object.defineProperty(target, 'localStorage', { configurable: true, get: () => memory })
    return true
  }
}
