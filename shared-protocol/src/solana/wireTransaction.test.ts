import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { legacyTransfer, versionedTransfer } from './testing/transactions.js'
import { parseWireTransaction } from './wireTransaction.js'

describe('parseWireTransaction', () => {
  it('reads the signature slots and their signers of legacy and v0 transactions', () => {
    const payer = Keypair.generate()
    const coSigner = Keypair.generate()
    const legacy = legacyTransfer(payer.publicKey, coSigner.publicKey)
    legacy.partialSign(coSigner)
    const parsed = parseWireTransaction(legacy.serialize({ requireAllSignatures: false }))
    expect(parsed.signers.map((key) => Buffer.from(key).toString('hex'))).toEqual(
      [payer.publicKey, coSigner.publicKey].map((key) => key.toBuffer().toString('hex')),
    )
    expect(parsed.signatures[0]?.every((byte) => byte === 0)).toBe(true)
    expect(Uint8Array.from(parsed.signatures[1] ?? [])).toEqual(
      Uint8Array.from(legacy.signatures[1]?.signature as Uint8Array),
    )
    expect(Uint8Array.from(parsed.message)).toEqual(Uint8Array.from(legacy.serializeMessage()))

    const versioned = versionedTransfer(payer.publicKey)
    const v0 = parseWireTransaction(versioned.serialize())
    expect(v0.signers).toEqual([payer.publicKey.toBytes()])
    expect(v0.message).toEqual(versioned.message.serialize())
  })

  it('throws on bytes that are not a transaction', () => {
    const good = versionedTransfer(Keypair.generate().publicKey).serialize()
    for (const bytes of [
      new Uint8Array(),
      Uint8Array.of(0xff, 0xff, 0xff),
      good.subarray(0, 80),
      Uint8Array.of(2, ...good.subarray(1)),
    ])
      expect(() => parseWireTransaction(bytes)).toThrow('Invalid transaction bytes')
  })
})
