/**
 * The modal deployment's Coinbase keys popup, from `AIRLOCK_COINBASE_KEYS_URL` of the server that hosts
 * the modal: the page the Coinbase Wallet SDK opens (https; plain http only on a loopback host, the dev
 * stand-in). Unset: Coinbase's own (the modal's default). Refused with a message naming the setting.
 */
export function coinbaseKeysToken(env: Record<string, string | undefined>) {
  const value = env.AIRLOCK_COINBASE_KEYS_URL?.trim() ?? ''
  if (value) {
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {
      url = undefined
    }
    const loopback = url && /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/.test(url.hostname)
    if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)))
      throw new Error(`Invalid AIRLOCK_COINBASE_KEYS_URL: an https URL is needed, not ${value}`)
  }
  return { __AIRLOCK_COINBASE_KEYS_URL__: value }
}
