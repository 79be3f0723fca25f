const tail = (text: string) => (text.length >= 12 ? `••••${text.slice(-4)}` : '••••')

/**
 * A secret as the start-up listing shows it: its last four characters at most (none when short), so
 * an operator can tell which key is loaded without the log holding it. URLs keep their origin (an
 * RPC provider's key sits in the path or query).
 */
export function maskSecret(value: unknown): string {
  if (value === undefined) return '(unset)'
  if (typeof value === 'string') {
    if (/^https?:\/\//.test(value)) {
      const url = new URL(value)
      const rest = value.slice(url.origin.length)
      return rest && rest !== '/' ? `${url.origin}/${tail(rest)}` : url.origin
    }
    return tail(value)
  }
  if (Array.isArray(value)) return `[${value.map(maskSecret).join(', ')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${key}: ${maskSecret(inner)}`)
      .join(', ')}}`
  }
  return '••••'
}
