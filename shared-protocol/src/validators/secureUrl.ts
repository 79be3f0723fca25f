/** A host name that resolves to this machine (Chromium maps every `*.localhost` to loopback). */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/

/**
 * `value` as a URL when it is https, or plain http on a loopback host (a local stand-in); otherwise
 * undefined. For pages that carry a session's keys or secrets (Coinbase's keys popup).
 *
 * @example
 * import { secureUrl } from '@airlock/shared-protocol'
 * secureUrl('https://keys.coinbase.com/connect')?.href // 'https://keys.coinbase.com/connect'
 * secureUrl('http://keys.localhost:5180/connect')?.origin // 'http://keys.localhost:5180'
 * secureUrl('http://keys.example.com/connect') // undefined
 */
export function secureUrl(value: string): URL | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))
  return secure ? url : undefined
}
