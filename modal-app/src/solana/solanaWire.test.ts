import { encodeBase58, encodeBase64 } from '@airlock/shared-protocol'
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { signatureOf, withSignature } from './solanaWire.js'

const payer = Keypair.generate()
const other = Keypair.generate()
const blockhash = encodeBase58(new Uint8Array(32).fill(7))
const transfer = SystemProgram.transfer({
  fromPubkey: payer.publicKey,
  toPubkey: other.publicKey,
  lamports: 5,
})

function legacy() {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(transfer)
  return tx
}

function versioned() {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [transfer],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

describe('solanaWire', () => {
  test('reads the signer signature of a signed legacy and v0 transaction', () => {
    const a = legacy()
    a.sign(payer)
    expect(signatureOf(encodeBase64(a.serialize()), payer.publicKey.toBase58())).toBe(
      encodeBase58(a.signature as Uint8Array),
    )
    const b = versioned()
    b.sign([payer])
    expect(signatureOf(encodeBase64(b.serialize()), payer.publicKey.toBase58())).toBe(
      encodeBase58(b.signatures[0] as Uint8Array),
    )
  })

  test('puts a signature in its slot, and the result verifies', () => {
    const signed = versioned()
    signed.sign([payer])
    const unsigned = encodeBase64(versioned().serialize())
    const filled = withSignature(
      unsigned,
      payer.publicKey.toBase58(),
      encodeBase58(signed.signatures[0] as Uint8Array),
    )
    expect(filled).toBe(encodeBase64(signed.serialize()))
    const l = legacy()
    const unsignedLegacy = encodeBase64(l.serialize({ requireAllSignatures: false, verifySignatures: false }))
    l.sign(payer)
    const filledLegacy = withSignature(
      unsignedLegacy,
      payer.publicKey.toBase58(),
      encodeBase58(l.signature as Uint8Array),
    )
    expect(Transaction.from(Buffer.from(filledLegacy, 'base64')).verifySignatures()).toBe(true)
  })

  test('refuses an account that does not sign, and bytes that are not a transaction', () => {
    const tx = encodeBase64(versioned().serialize())
    expect(() => signatureOf(tx, other.publicKey.toBase58())).toThrow('not signed by this account')
    expect(() => signatureOf(encodeBase64(new Uint8Array([5, 1, 2])), payer.publicKey.toBase58())).toThrow(
      'Invalid transaction',
    )
    expect(() => withSignature(tx, payer.publicKey.toBase58(), '1111')).toThrow('Invalid signature')
  })
})
