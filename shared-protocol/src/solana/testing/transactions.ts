import {
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'

const blockhash = () => Keypair.generate().publicKey.toBase58()
const transfer = (from: PublicKey, to: PublicKey) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_000 })

/** A legacy SOL transfer `payer` pays for; `coSigner` (another key) must sign too when given. */
export function legacyTransfer(payer: PublicKey, coSigner?: PublicKey): Transaction {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash() })
  transaction.add(transfer(payer, Keypair.generate().publicKey))
  if (coSigner) transaction.add(transfer(coSigner, payer))
  return transaction
}

/** The same as a v0 transaction. */
export function versionedTransfer(payer: PublicKey, coSigner?: PublicKey): VersionedTransaction {
  const instructions = [transfer(payer, Keypair.generate().publicKey)]
  if (coSigner) instructions.push(transfer(coSigner, payer))
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash(), instructions })
  return new VersionedTransaction(message.compileToV0Message())
}
