import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '@airlock/shared-protocol/host'
import { legacyTransfer, versionedTransfer } from '@airlock/shared-protocol/testing/solana'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { runStandardRequest } from './runStandardRequest.js'
import { fakeStandardWallet } from './testing/fakeStandardWallet.js'

async function connected(options?: Parameters<typeof fakeStandardWallet>[0]) {
  const fake = fakeStandardWallet(options)
  await runStandardRequest(fake.wallet, 'standard:connect', {})
  fake.calls.length = 0
  return fake
}

describe('runStandardRequest', () => {
  it('connects (silently too) and answers the Solana accounts with their Solana chains', async () => {
    const fake = fakeStandardWallet({ chains: ['solana:localnet', 'bitcoin:mainnet'] })
    expect(await runStandardRequest(fake.wallet, 'standard:connect', { silent: true })).toEqual({
      ok: true,
      result: { accounts: [] },
    })
    expect(await runStandardRequest(fake.wallet, 'standard:connect', undefined)).toEqual({
      ok: true,
      result: { accounts: [{ address: fake.account.address, chains: ['solana:localnet'] }] },
    })
    expect(fake.calls.map((c) => c.input)).toEqual([{ silent: true }, { silent: false }])
  })

  it('leaves out accounts whose address is not a Solana one', async () => {
    const fake = fakeStandardWallet()
    const connect = fake.wallet.features['standard:connect'] as { connect: unknown } as {
      connect: () => unknown
    }
    connect.connect = async () => ({ accounts: [{ address: '0xabc', chains: [] }, fake.account, null] })
    const answer = await runStandardRequest(fake.wallet, 'standard:connect', {})
    expect(answer).toEqual({
      ok: true,
      result: { accounts: [{ address: fake.account.address, chains: fake.account.chains }] },
    })
  })

  it('signs a message: base58 in, the wallet gets the bytes, a verifiable base58 signature out', async () => {
    const fake = await connected()
    const message = new TextEncoder().encode('Sign in to the demo')
    const answer = await runStandardRequest(fake.wallet, 'solana:signMessage', {
      account: fake.account.address,
      message: encodeBase58(message),
    })
    expect(fake.calls[0]?.input).toEqual({ account: fake.account, message })
    const signature = decodeBase58((answer as { result: { signature: string } }).result.signature)
    expect(nacl.sign.detached.verify(message, signature, fake.keypair.publicKey.toBytes())).toBe(true)
  })

  it('signs a transaction: the wallet gets the wire bytes and chain, the signed bytes come back base64', async () => {
    const fake = await connected()
    const unsigned = versionedTransfer(fake.keypair.publicKey).serialize()
    const answer = await runStandardRequest(fake.wallet, 'solana:signTransaction', {
      account: fake.account.address,
      chain: 'solana:localnet',
      transaction: encodeBase64(unsigned),
    })
    expect(fake.calls[0]?.input).toEqual({
      account: fake.account,
      chain: 'solana:localnet',
      transaction: unsigned,
    })
    const signed = VersionedTransaction.deserialize(
      decodeBase64((answer as { result: { transaction: string } }).result.transaction),
    )
    const ok = nacl.sign.detached.verify(
      signed.message.serialize(),
      signed.signatures[0] as Uint8Array,
      fake.keypair.publicKey.toBytes(),
    )
    expect(ok).toBe(true)
  })

  it('signs and sends with the known send options only, and answers the base58 signature', async () => {
    const fake = await connected()
    const transaction = legacyTransfer(fake.keypair.publicKey)
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    const answer = await runStandardRequest(fake.wallet, 'solana:signAndSendTransaction', {
      account: fake.account.address,
      chain: 'solana:localnet',
      transaction: encodeBase64(unsigned),
      options: { commitment: 'confirmed', skipPreflight: true, maxRetries: 2, signers: ['x'] },
    })
    expect(fake.calls[0]?.input).toMatchObject({
      chain: 'solana:localnet',
      options: { commitment: 'confirmed', skipPreflight: true, maxRetries: 2 },
    })
    expect(fake.calls[0]?.input).not.toHaveProperty('options.signers')
    const signature = decodeBase58((answer as { result: { signature: string } }).result.signature)
    transaction.partialSign(fake.keypair)
    expect(signature).toEqual(Uint8Array.from(transaction.signature as Uint8Array))
  })

  it('disconnects, also a wallet without the feature', async () => {
    const fake = await connected()
    expect(await runStandardRequest(fake.wallet, 'standard:disconnect', undefined)).toEqual({
      ok: true,
      result: null,
    })
    expect(fake.wallet.accounts).toEqual([])
    const bare = fakeStandardWallet({ features: ['standard:connect', 'solana:signMessage'] })
    expect(await runStandardRequest(bare.wallet, 'standard:disconnect', {})).toEqual({
      ok: true,
      result: null,
    })
  })

  it('refuses bad params with -32602 before the wallet is called', async () => {
    const fake = await connected()
    const account = fake.account.address
    const transaction = encodeBase64(versionedTransfer(fake.keypair.publicKey).serialize())
    const cases: [string, unknown, RegExp][] = [
      ['solana:signMessage', [account], /params must be an object/],
      ['solana:signMessage', { account: 'not-an-address', message: '3yZe7d' }, /account must be/],
      ['solana:signMessage', { account, message: '0OIl' }, /message must be base58/],
      ['solana:signMessage', { account, message: '' }, /message must be base58/],
      [
        'solana:signMessage',
        { account, message: 'z'.repeat(30_000) },
        /message must be base58 of 1 to 16384 bytes/,
      ],
      ['solana:signTransaction', { account, chain: 'eip155:1', transaction }, /chain must be/],
      [
        'solana:signTransaction',
        { account, chain: 'solana:localnet', transaction: '***' },
        /transaction must be/,
      ],
      [
        'solana:signTransaction',
        { account, chain: 'solana:localnet', transaction: encodeBase64(new Uint8Array(1233)) },
        /transaction must be/,
      ],
      [
        'solana:signAndSendTransaction',
        { account, chain: 'solana:localnet', transaction, options: { commitment: 'soon' } },
        /options.commitment is not valid/,
      ],
      [
        'solana:signAndSendTransaction',
        { account, chain: 'solana:localnet', transaction, options: { maxRetries: -1 } },
        /options.maxRetries is not valid/,
      ],
      ['standard:connect', { silent: 'yes' }, /silent must be a boolean/],
    ]
    for (const [method, params, message] of cases) {
      const answer = await runStandardRequest(fake.wallet, method, params)
      expect(answer.ok, method).toBe(false)
      const error = (answer as { error: { code: number; message: string } }).error
      expect(error.code).toBe(-32602)
      expect(error.message).toMatch(/^Invalid wallet request: /)
      expect(error.message).toMatch(message)
    }
    expect(fake.calls).toEqual([])
  })

  it('refuses an unknown method (4200), a feature the wallet lacks (4200) and an account it has not connected (4100)', async () => {
    const fake = await connected({ features: ['standard:connect', 'solana:signMessage'] })
    const unknown = await runStandardRequest(fake.wallet, 'solana:signIn', {})
    expect(unknown).toEqual({ ok: false, error: { code: 4200, message: 'Unsupported method solana:signIn' } })
    const proto = await runStandardRequest(fake.wallet, 'toString', {})
    expect(proto).toMatchObject({ ok: false, error: { code: 4200 } })
    const transaction = encodeBase64(versionedTransfer(fake.keypair.publicKey).serialize())
    const lacking = await runStandardRequest(fake.wallet, 'solana:signTransaction', {
      account: fake.account.address,
      chain: 'solana:localnet',
      transaction,
    })
    expect(lacking).toEqual({
      ok: false,
      error: { code: 4200, message: 'Fake Solana does not support solana:signTransaction' },
    })
    const stranger = Keypair.generate().publicKey.toBase58()
    const notConnected = await runStandardRequest(fake.wallet, 'solana:signMessage', {
      account: stranger,
      message: '2',
    })
    expect(notConnected).toMatchObject({ ok: false, error: { code: 4100 } })
  })

  it("maps the wallet's errors: a code is kept, a rejection text is 4001, anything else -32603", async () => {
    const fake = await connected()
    const params = { account: fake.account.address, message: '2' }
    const cases: [unknown, number, string][] = [
      [Object.assign(new Error('Blocked'), { code: 4900 }), 4900, 'Blocked'],
      [
        new Error('WalletSignMessageError: User rejected the request.'),
        4001,
        'WalletSignMessageError: User rejected the request.',
      ],
      [new Error('Request denied'), 4001, 'Request denied'],
      [new Error('The user cancelled'), 4001, 'The user cancelled'],
      [new Error('Ledger unplugged'), -32603, 'Ledger unplugged'],
      ['plain string', -32603, 'An error occurred'],
      [new Error('x'.repeat(5000)), -32603, 'x'.repeat(4096)],
    ]
    for (const [error, code, message] of cases) {
      fake.failNext(error)
      expect(await runStandardRequest(fake.wallet, 'solana:signMessage', params)).toMatchObject({
        ok: false,
        error: { code, message },
      })
    }
  })

  it('answers -32603 when the wallet returns no usable signature or transaction', async () => {
    const fake = await connected()
    const feature = fake.wallet.features['solana:signMessage'] as { signMessage: unknown }
    feature.signMessage = async () => [{ signature: new Uint8Array(12) }]
    const short = await runStandardRequest(fake.wallet, 'solana:signMessage', {
      account: fake.account.address,
      message: '2',
    })
    expect(short).toEqual({
      ok: false,
      error: { code: -32603, message: 'The wallet returned an invalid answer' },
    })
    feature.signMessage = async () => []
    const none = await runStandardRequest(fake.wallet, 'solana:signMessage', {
      account: fake.account.address,
      message: '2',
    })
    expect(none).toMatchObject({ ok: false, error: { code: -32603 } })
  })
})
