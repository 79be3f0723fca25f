/** '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' -> '0xf39F…2266' */
export function truncateAddress(address: string, start = 4, end = 4): string {
  const prefix = address.startsWith('0x') ? 2 : 0
  if (address.length <= prefix + start + end + 1) return address
  return `${address.slice(0, prefix + start)}…${address.slice(-end)}`
}

/**
 * A base-unit integer as a decimal string truncated (never rounded) to `places` decimals, with
 * trailing zeros dropped: formatUnitsTruncated(9999989999999999999999n, 18) -> '9999.989'.
 */
export function formatUnitsTruncated(value: bigint, decimals: number, places = 3): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, places).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

export const toHexChainId = (id: number) => `0x${id.toString(16)}`

/** Bytes as lowercase hex, two digits each, without a prefix. */
export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** A text as personal_sign's hex (UTF-8). */
export const textToHex = (text: string) => `0x${bytesToHex(new TextEncoder().encode(text))}` as const
