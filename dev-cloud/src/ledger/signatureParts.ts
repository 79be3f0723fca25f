import { type Hex, parseSignature } from 'viem'
import type { PathKey } from './appContext.js'

/** Signs a 32-byte digest with the key at a path; the y parity and r, s as the app returns them. */
export async function signDigest(key: PathKey, hash: Hex): Promise<{ parity: number; r: Hex; s: Hex }> {
  const { r, s, yParity } = parseSignature(await key.account.sign({ hash }))
  return { parity: yParity ?? 0, r, s }
}
