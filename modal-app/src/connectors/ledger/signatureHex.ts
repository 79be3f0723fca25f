import type { Hex } from 'viem'

/** hw-app-eth's `{ v, r, s }` (v a number, or hex without 0x) as a 65-byte signature. */
export function signatureHex({ v, r, s }: { v: number | string; r: string; s: string }): Hex {
  const vNumber = typeof v === 'number' ? v : Number.parseInt(v, 16)
  return `0x${r.padStart(64, '0')}${s.padStart(64, '0')}${vNumber.toString(16).padStart(2, '0')}`
}
