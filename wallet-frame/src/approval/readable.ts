/** Longest text shown for one field; the rest is elided (the service still signs all of it). */
export const MAX_SHOWN = 4000

export const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)

/**
 * A personal_sign message as the visitor should read it: hex is the bytes to sign, shown as UTF-8
 * text when it decodes to printable text, else as the hex; any other string is the text itself.
 */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return clip(JSON.stringify(message) ?? '')
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) return clip(message)
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Printable: no control characters but line breaks and tabs, no bidi overrides that reorder what is read.
    if (/^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u.test(text.replace(/[\n\r\t]/g, ''))) return clip(text)
  } catch {
    // Not UTF-8: the hex is what there is to read.
  }
  return clip(message)
}

const WEI_PER_ETH = 10n ** 18n

/** A wei amount (hex or decimal quantity) in ETH, every significant digit kept: `0x2386f26fc10000` -> `0.01`. */
export function formatEther(value: unknown): string {
  let wei: bigint
  try {
    wei = value === undefined || value === null ? 0n : BigInt(value as string | number | bigint)
  } catch {
    return clip(String(value))
  }
  const sign = wei < 0n ? '-' : ''
  const abs = wei < 0n ? -wei : wei
  const fraction = (abs % WEI_PER_ETH).toString().padStart(18, '0').replace(/0+$/, '')
  return `${sign}${abs / WEI_PER_ETH}${fraction ? `.${fraction}` : ''}`
}

/** How many bytes a hex data field carries: `0xa9059cbb` -> 4. */
export function dataLength(data: unknown): number {
  return typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data) ? Math.floor((data.length - 2) / 2) : 0
}
