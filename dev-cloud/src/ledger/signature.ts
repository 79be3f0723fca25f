import type { Hex } from 'viem'
import { hexToBytes } from 'viem'

/** The 65-byte signature layout of the Ethereum app's responses: v (1), r (32), s (32). */
export function signatureResponse(v: number, r: Hex, s: Hex): Uint8Array {
  const out = new Uint8Array(65)
  out[0] = v & 0xff
  out.set(hexToBytes(r, { size: 32 }), 1)
  out.set(hexToBytes(s, { size: 32 }), 33)
  return out
}
