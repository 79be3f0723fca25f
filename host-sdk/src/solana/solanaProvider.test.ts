import { decodeBase58, decodeBase64, encodeBase64 } from '@airlock/shared-protocol/host'
import { legacyTransfer, versionedTransfer } from '@airlock/shared-protocol/testing/solana'
import { Keypair, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaProvider } from './solanaProvider.js'
import { fakeModalContext } from './testing/fakeModalContext.js'

async function setup() {
  const keypair = Keypair.generate()
  const modal = fakeModalContext(keypair)
  const { provider, stop } = createSolanaProvider(modal.context)
  return { keypair, modal, provider, stop }
}

async function connected() {
  const env = await setup()
  await env.provider.connect()
  env.modal.requests.length = 0
  return env
}

const verifies = (message: Uint8Array, signature: Uint8Array | null | undefined, key: PublicKey) =>
  Boolean(signature) && nacl.sign.detached.verify(message, signature as Uint8Array, key.toBytes())

describe('createSolanaProvider', () => {
  it('connects and shows the account as a PublicKey-like object', async () => {
    const { provider, keypair, modal } = await setup()
    expect(provider.publicKey).toBeUndefined()
    expect(await provider.connect()).toBe(keypair.publicKey.toBase58())
    expect(modal.requests).toEqual([{ method: 'solana_requestAccounts' }])
    const key = provider.publicKey
    expect(key).toBe(provider.publicKey)
    expect(key?.toBase58()).toBe(keypair.publicKey.toBase58())
    expect(key?.toBytes()).toEqual(keypair.publicKey.toBytes())
    expect(key?.equals(keypair.publicKey)).toBe(true)
    expect(key?.equals(Keypair.generate().publicKey)).toBe(false)
    expect(new PublicKey(key?.toBytes() as Uint8Array).equals(keypair.publicKey)).toBe(true)
    expect(JSON.stringify({ key })).toBe(`{"key":"${keypair.publicKey.toBase58()}"}`)
    await provider.disconnect()
    expect(provider.publicKey).toBeUndefined()
  })

  it('signs a message: the bytes go as base58 with the account, the signature verifies', async () => {
    const { provider, keypair, modal } = await connected()
    const message = new TextEncoder().encode('hello solana')
    const signature = await provider.signMessage(message)
    expect(modal.requests[0]?.method).toBe('solana_signMessage')
    expect(modal.requests[0]?.params).toMatchObject({ pubkey: keypair.publicKey.toBase58() })
    expect(verifies(message, signature, keypair.publicKey)).toBe(true)
    await expect(provider.signMessage('hello' as unknown as Uint8Array)).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('signs a legacy web3.js Transaction in place, beside a co-signer that signed first', async () => {
    const { provider, keypair, modal } = await connected()
    const coSigner = Keypair.generate()
    const transaction = legacyTransfer(keypair.publicKey, coSigner.publicKey)
    transaction.partialSign(coSigner)
    const returned = await provider.signTransaction(transaction)
    expect(returned).toBe(transaction)
    expect(modal.requests[0]?.method).toBe('solana_signTransaction')
    expect(transaction.verifySignatures(true)).toBe(true)
    const message = transaction.serializeMessage()
    expect(verifies(message, transaction.signatures[0]?.signature, keypair.publicKey)).toBe(true)
    expect(verifies(message, transaction.signatures[1]?.signature, coSigner.publicKey)).toBe(true)
  })

  it('signs a VersionedTransaction in place', async () => {
    const { provider, keypair } = await connected()
    const transaction = versionedTransfer(keypair.publicKey)
    expect(await provider.signTransaction(transaction)).toBe(transaction)
    const message = transaction.message.serialize()
    expect(verifies(message, transaction.signatures[0], keypair.publicKey)).toBe(true)
  })

  it('signs all transactions in one request, legacy and versioned', async () => {
    const { provider, keypair, modal } = await connected()
    const legacy = legacyTransfer(keypair.publicKey)
    const versioned = versionedTransfer(keypair.publicKey)
    const list = [legacy, versioned]
    expect(await provider.signAllTransactions(list)).toBe(list)
    expect(modal.requests.map((r) => r.method)).toEqual(['solana_signAllTransactions'])
    expect(legacy.verifySignatures()).toBe(true)
    expect(verifies(versioned.message.serialize(), versioned.signatures[0], keypair.publicKey)).toBe(true)
  })

  it('changes no transaction when one answer signs another message, or is not a transaction', async () => {
    const { provider, keypair, modal } = await connected()
    const first = legacyTransfer(keypair.publicKey)
    const second = versionedTransfer(keypair.publicKey)
    const swapped = (other: VersionedTransaction) => () => {
      other.sign([keypair])
      const transactions = [
        encodeBase64(first.serialize({ requireAllSignatures: false, verifySignatures: false })),
        encodeBase64(other.serialize()),
      ]
      return { ok: true as const, result: { transactions } }
    }
    modal.answerNext(swapped(versionedTransfer(keypair.publicKey)))
    await expect(provider.signAllTransactions([first, second])).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet signed a different transaction than the one it was given',
    })
    expect(first.signatures[0]?.signature).toBeNull()
    expect(second.signatures[0]?.every((byte) => byte === 0)).toBe(true)
    modal.answerNext(() => ({ ok: true, result: { transaction: 'AAAA' } }))
    await expect(provider.signTransaction(first)).rejects.toMatchObject({ code: -32603 })
    modal.answerNext(() => ({ ok: true, result: { transactions: [] } }))
    await expect(provider.signAllTransactions([first, second])).rejects.toMatchObject({ code: -32603 })
  })

  it('signs and sends: the bytes and send options go to the modal, the signature string comes back', async () => {
    const { provider, keypair, modal } = await connected()
    const transaction = versionedTransfer(keypair.publicKey)
    const signature = await provider.signAndSendTransaction(transaction, { skipPreflight: true })
    const params = modal.requests[0]?.params as { transaction: string; sendOptions: unknown }
    expect(modal.requests[0]?.method).toBe('solana_signAndSendTransaction')
    expect(decodeBase64(params.transaction)).toEqual(transaction.serialize())
    expect(params.sendOptions).toEqual({ skipPreflight: true })
    const signed = VersionedTransaction.deserialize(transaction.serialize())
    signed.sign([keypair])
    expect(decodeBase58(signature)).toEqual(signed.signatures[0])
  })

  it('sends through the dApp connection: pays with the account, fills the blockhash, extra signers sign', async () => {
    const { provider, keypair } = await connected()
    const extra = Keypair.generate()
    const transaction = new Transaction().add(...legacyTransfer(extra.publicKey).instructions)
    const blockhash = Keypair.generate().publicKey.toBase58()
    const sent: { bytes: Uint8Array; options: unknown }[] = []
    const connection = {
      getLatestBlockhash: vi.fn(async () => ({ blockhash, lastValidBlockHeight: 1 })),
      async sendRawTransaction(bytes: Uint8Array, options?: unknown) {
        sent.push({ bytes, options })
        return 'sig'
      },
    }
    const options = { signers: [extra], preflightCommitment: 'confirmed' }
    expect(await provider.sendTransaction(transaction, connection, options)).toBe('sig')
    expect(connection.getLatestBlockhash).toHaveBeenCalledWith({
      commitment: 'confirmed',
      minContextSlot: undefined,
    })
    expect(sent[0]?.options).toEqual({ preflightCommitment: 'confirmed' })
    const wire = Transaction.from(sent[0]?.bytes as Uint8Array)
    expect(wire.recentBlockhash).toBe(blockhash)
    expect(wire.feePayer?.equals(keypair.publicKey)).toBe(true)
    expect(wire.verifySignatures(true)).toBe(true)
    expect(wire.signatures.map((s) => s.publicKey.toBase58()).sort()).toEqual(
      [keypair.publicKey.toBase58(), extra.publicKey.toBase58()].sort(),
    )
    await expect(provider.sendTransaction(transaction, {} as never)).rejects.toMatchObject({ code: -32602 })
    await expect(provider.sendTransaction(new Transaction(), connection)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/fee payer required/),
    })
  })

  it('sends a VersionedTransaction the extra signers signed first', async () => {
    const { provider, keypair } = await connected()
    const extra = Keypair.generate()
    const transaction = versionedTransfer(keypair.publicKey, extra.publicKey)
    const sent: Uint8Array[] = []
    const connection = {
      async sendRawTransaction(bytes: Uint8Array) {
        sent.push(bytes)
        return 'sig'
      },
    }
    await provider.sendTransaction(transaction, connection, { signers: [extra] })
    const wire = VersionedTransaction.deserialize(sent[0] as Uint8Array)
    const message = wire.message.serialize()
    expect(verifies(message, wire.signatures[0], keypair.publicKey)).toBe(true)
    expect(verifies(message, wire.signatures[1], extra.publicKey)).toBe(true)
  })

  it("rejects with the modal's code, and refuses what is not a transaction or without an account", async () => {
    const { provider, modal, keypair } = await setup()
    const transaction = versionedTransfer(keypair.publicKey)
    await expect(provider.signTransaction(transaction)).rejects.toMatchObject({ code: 4100 })
    await provider.connect()
    modal.answerNext(() => ({ ok: false, error: { code: 4001, message: 'User rejected the request.' } }))
    await expect(provider.signTransaction(transaction)).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(provider.signTransaction({ serialize: 1 })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.signTransaction(new Transaction())).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^Cannot serialize the transaction/),
    })
    modal.answerNext(() => ({ ok: true, result: { signature: 'short' } }))
    await expect(provider.signAndSendTransaction(transaction)).rejects.toMatchObject({ code: -32603 })
    modal.answerNext(() => ({ ok: true, result: ['0xnot-solana'] }))
    await expect(provider.connect()).rejects.toMatchObject({ code: -32603 })
  })

  it('passes a raw solana_* request to the modal', async () => {
    const { provider, modal } = await connected()
    modal.answerNext(() => ({ ok: true, result: 'raw' }))
    expect(await provider.request({ method: 'solana_getAccounts', params: {} })).toBe('raw')
    await expect(provider.request({} as never)).rejects.toMatchObject({ code: -32600 })
  })

  it('emits connect, accountChanged (and accountsChanged) and disconnect from the snapshots', async () => {
    const keypair = Keypair.generate()
    const modal = fakeModalContext(keypair)
    // A listener that reads the provider before the provider's own does must not swallow an event.
    let read: (() => unknown) | undefined
    modal.context.subscribe(() => read?.())
    const { provider, stop } = createSolanaProvider(modal.context)
    read = () => provider.publicKey
    const seen: [string, unknown][] = []
    for (const event of ['connect', 'accountChanged', 'accountsChanged', 'disconnect'])
      provider.on(event, (data) => seen.push([event, data && (data as PublicKey).toBase58()]))
    const throwing = () => {
      throw new Error('dApp bug')
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    provider.on('connect', throwing)
    modal.setAddress(keypair.publicKey.toBase58())
    modal.setAddress(keypair.publicKey.toBase58())
    const next = Keypair.generate().publicKey.toBase58()
    modal.setAddress(next)
    provider.off('connect', throwing)
    modal.setAddress(undefined)
    expect(seen).toEqual([
      ['connect', keypair.publicKey.toBase58()],
      ['accountChanged', next],
      ['accountsChanged', next],
      ['disconnect', undefined],
    ])
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
    stop()
    modal.setAddress(next)
    expect(seen).toHaveLength(4)
  })
})
