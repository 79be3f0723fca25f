import { fromBase58 } from './base58.js'
import { signWith, TREASURY_SIGNER } from './devKeypairs.js'
import { SYSTEM_PROGRAM } from './programIds.js'

/** The system program's Transfer instruction index. */
const SYSTEM_TRANSFER = 2

/**
 * A legacy transaction in which the treasury sends `lamports` to `to`, signed by the treasury: an
 * airdrop is an ordinary transfer, so it has a signature, a block and a place in both histories.
 */
export function airdropTransaction(to: string, lamports: bigint, recentBlockhash: string): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, SYSTEM_TRANSFER, true)
  view.setBigUint64(4, lamports, true)
  const message = new Uint8Array([
    // header: one signer (writable), no read-only signer, one read-only account (the program)
    1,
    0,
    1,
    3,
    ...fromBase58(TREASURY_SIGNER.address),
    ...fromBase58(to),
    ...fromBase58(SYSTEM_PROGRAM),
    ...fromBase58(recentBlockhash),
    // one instruction: program index 2, accounts [0, 1], 12 bytes of data
    1,
    2,
    2,
    0,
    1,
    data.length,
    ...data,
  ])
  return new Uint8Array([1, ...signWith(TREASURY_SIGNER, message), ...message])
}
