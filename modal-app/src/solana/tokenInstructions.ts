import { PublicKey, TransactionInstruction } from '@solana/web3.js'
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from './tokenLayout.js'

/**
 * The two SPL instructions a token send needs, by hand: @solana/spl-token would add its whole
 * program client to the send chunk for these few bytes.
 */

// web3.js types instruction data as Buffer but only reads its bytes when compiling a message; the
// modal has no Buffer global, so plain Uint8Arrays are given.
const bytes = (data: Uint8Array) => data as Buffer

const tokenProgram = new PublicKey(TOKEN_PROGRAM)
const associatedTokenProgram = new PublicKey(ASSOCIATED_TOKEN_PROGRAM)

/** The associated token account of `owner` for `mint` (seeds: owner, token program, mint). */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    associatedTokenProgram,
  )[0]
}

/** Associated Token Account program's CreateIdempotent (instruction 1): no error when it exists already. */
export function createAssociatedTokenAccountIdempotent(
  payer: PublicKey,
  account: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: associatedTokenProgram,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: new PublicKey(SYSTEM_PROGRAM), isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: bytes(new Uint8Array([1])),
  })
}

/** SPL Token's TransferChecked (instruction 12): the mint and its decimals are checked by the program. */
export function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
): TransactionInstruction {
  if (amount < 0n || amount >= 2n ** 64n) throw new Error('Amount out of range')
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: bytes(data),
  })
}
