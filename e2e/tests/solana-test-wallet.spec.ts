/**
 * The Solana test wallets themselves, without Airlock: the Wallet Standard wallet in a bare page on
 * app.localhost (so its sends also prove the local node answers that origin's CORS), and the
 * WalletConnect wallet driven by a WalletConnect SignClient in this process. The flow specs rely on
 * both signing and sending for real.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  type Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import nacl from 'tweetnacl'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { fromBase58, toBase58 } from '../../dev-cloud/src/solana/base58.ts'
import { appsCache } from '../fixtures/apps/bundleApp.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  fundedSolanaKeypair,
  injectSolanaWallet,
  solanaConnection,
  solanaKeypairs,
  solBalance,
  usdcBalance,
} from '../fixtures/solana.ts'
import { accounts, expect, test, urls } from '../fixtures/test.ts'
import {
  createWalletConnectWallet,
  SOLANA_METHODS,
  type TestWcWallet,
  WALLET_PROJECT,
} from '../wallets/walletConnectWallet.ts'

const LOCALNET = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const CENT = 10_000_000 // 0.01 SOL in lamports
const FEE = 5_000 // a signature's fee on the local node
const bareUrl = `http://app.localhost:${sparePort(60)}`

// A page with nothing in it but what the test injects. Served from loopback, not by page.route: a
// page Chromium cannot place in an address space may not fetch the node on 127.0.0.1 (Local
// Network Access), which a real dApp page on app.localhost may.
let server: Awaited<ReturnType<typeof serveApp>>
test.beforeAll(async () => {
  const bare = join(appsCache, 'solana-bare.html')
  mkdirSync(appsCache, { recursive: true })
  writeFileSync(bare, '<!doctype html><title>bare</title><h1>bare</h1>')
  server = await serveApp(sparePort(60), { '/': { path: bare } })
})
test.afterAll(() => server?.close())
const openBarePage = (page: Page) => page.goto(`${bareUrl}/`)

interface Found {
  name: string
  icon: string
  chains: string[]
  features: string[]
  accounts: string[]
}

/** Does what `@wallet-standard/app` does (announce the app, take the registrations) and keeps the wallet on `window`. */
const findWallet = (page: Page): Promise<Found[]> =>
  page.evaluate(() => {
    type W = {
      name: string
      icon: string
      chains: string[]
      features: object
      accounts: { address: string }[]
    }
    const found: W[] = []
    const register = (...wallets: W[]) => {
      found.push(...wallets)
      return () => undefined
    }
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
    const w = window as unknown as { __wallet?: W; __changes: string[][] }
    w.__wallet = found[0]
    w.__changes = []
    // Every 'change' the wallet emits, as the account addresses it carried.
    ;(found[0]?.features as { 'standard:events'?: { on(e: string, l: (p: object) => void): void } })?.[
      'standard:events'
    ]?.on('change', (properties) =>
      w.__changes.push(((properties as W).accounts ?? []).map((account) => account.address)),
    )
    return found.map(({ name, icon, chains, features, accounts }) => ({
      name,
      icon,
      chains: [...chains],
      features: Object.keys(features),
      accounts: accounts.map((a) => a.address),
    }))
  })

type Result = { ok: unknown } | { error: { code?: number; message: string } }

/**
 * Calls a feature of the found wallet (`solana:signMessage` calls `signMessage`). Number arrays in
 * `input` cross as bytes; `solana:` features get the wallet's connected account unless `account`
 * names another address. Bytes come back as number arrays.
 */
const call = (page: Page, feature: string, input?: Record<string, unknown>): Promise<Result> =>
  page.evaluate(
    async ({ feature, input }) => {
      type Account = { address: string }
      const wallet = (window as unknown as { __wallet: { accounts: Account[]; features: object } }).__wallet
      const method = (
        wallet.features as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>
      )[feature]?.[feature.split(':')[1] as string]
      if (!method) return { error: { message: `no ${feature}` } }
      const args: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(input ?? {}))
        args[key] = Array.isArray(value) && typeof value[0] === 'number' ? Uint8Array.from(value) : value
      if (feature.startsWith('solana:'))
        args.account =
          typeof args.account === 'string'
            ? { ...wallet.accounts[0], address: args.account }
            : (wallet.accounts[0] ?? { address: 'not-connected' })
      const plain = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return [...value]
        if (Array.isArray(value)) return value.map(plain)
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        return value
      }
      try {
        return { ok: plain(await method(...(input === undefined ? [] : [args]))) }
      } catch (error) {
        const e = error as { code?: number; message: string }
        return { error: { code: e.code, message: e.message } }
      }
    },
    { feature, input },
  )

const okOf = <T>(result: Result): T => {
  if ('error' in result) throw new Error(`wallet failed: ${result.error.message}`)
  return result.ok as T
}
const changes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __changes: string[][] }).__changes)
const walletHook = (page: Page) =>
  page.evaluate(() => {
    const hook = (window as unknown as { __solanaTestWallet: { address: string; requests: unknown[] } })
      .__solanaTestWallet
    return { address: hook.address, requests: hook.requests }
  })

/** A 0.01 SOL transfer `from` pays, unsigned, in the legacy wire form (web3.js's `Transaction`). */
async function transfer(from: PublicKey, to: PublicKey, feePayer = from) {
  const { blockhash, lastValidBlockHeight } = await solanaConnection.getLatestBlockhash()
  return new Transaction({ feePayer, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: CENT }),
  )
}
const unsignedBytes = (transaction: Transaction) => [
  ...transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
]

/** The same transfer as a v0 transaction. */
async function transferV0(from: PublicKey, to: PublicKey) {
  const { blockhash } = await solanaConnection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: CENT })],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

/** Whether the signature in `slot` of a signed wire transaction is `key`'s over its message. */
function signedBy(wire: Uint8Array, key: PublicKey, slot = 0) {
  const transaction = VersionedTransaction.deserialize(wire)
  const signature = transaction.signatures[slot] as Uint8Array
  return nacl.sign.detached.verify(transaction.message.serialize(), signature, key.toBytes())
}

async function landed(signature: string) {
  const transaction = await solanaConnection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  return transaction?.meta?.err === null
}

test.describe('the Wallet Standard test wallet', () => {
  let owner: Keypair
  test.beforeEach(async () => {
    // A fresh account, so its balance moves only by what this test does.
    owner = await fundedSolanaKeypair({ lamports: 1_000_000_000, usdc: 2_500_000n })
  })

  test('registers, connects with its authorization kept across a reload, and signs a message for real', async ({
    page,
  }) => {
    expect(await usdcBalance(owner.publicKey.toBase58())).toBe(2_500_000n)
    const address = await injectSolanaWallet(
      page,
      { secretKey: owner.secretKey },
      { name: 'Airlock Test Wallet' },
    )
    expect(address).toBe(owner.publicKey.toBase58())
    await openBarePage(page)
    const [found, ...others] = await findWallet(page)
    expect(others).toEqual([])
    expect(found).toMatchObject({ name: 'Airlock Test Wallet', chains: ['solana:localnet'], accounts: [] })
    expect(found?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(found?.features.sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])

    // Not authorized yet: an app restoring its session silently gets nothing, and cannot sign.
    expect(okOf(await call(page, 'standard:connect', { silent: true }))).toEqual({ accounts: [] })
    const message = [...new TextEncoder().encode('Hello from the Solana test wallet')]
    expect(await call(page, 'solana:signMessage', { message })).toEqual({
      error: { code: 4100, message: 'The wallet is not connected to this site' },
    })
    const { accounts: connected } = okOf<{ accounts: { address: string; chains: string[] }[] }>(
      await call(page, 'standard:connect'),
    )
    expect(connected.map((a) => [a.address, a.chains])).toEqual([[address, ['solana:localnet']]])
    expect(await changes(page)).toEqual([[address]])

    const [signed] = okOf<{ signature: number[]; signedMessage: number[]; signatureType: string }[]>(
      await call(page, 'solana:signMessage', { message }),
    )
    expect(signed?.signedMessage).toEqual(message)
    expect(signed?.signatureType).toBe('ed25519')
    expect(
      nacl.sign.detached.verify(
        Uint8Array.from(message),
        Uint8Array.from(signed?.signature ?? []),
        owner.publicKey.toBytes(),
      ),
    ).toBe(true)

    // The visitor declines once: a user rejection (4001); the next request goes through.
    await page.evaluate(() =>
      (
        window as unknown as { __solanaTestWallet: { rejectNext(f: string): void } }
      ).__solanaTestWallet.rejectNext('solana:signMessage'),
    )
    expect(await call(page, 'solana:signMessage', { message })).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect('ok' in (await call(page, 'solana:signMessage', { message }))).toBe(true)
    // Another account than the wallet's is refused.
    const stranger = solanaKeypairs[0]?.address as string
    expect(await call(page, 'solana:signMessage', { message, account: stranger })).toEqual({
      error: { code: 4100, message: `Unknown account ${stranger}` },
    })
    const hook = await walletHook(page)
    expect(hook.address).toBe(address)
    expect(hook.requests).toEqual(
      ['connect', 'signMessage', 'connect', 'signMessage', 'signMessage', 'signMessage', 'signMessage'].map(
        (name) => ({ feature: `${name === 'connect' ? 'standard' : 'solana'}:${name}`, origin: bareUrl }),
      ),
    )

    // After a reload the wallet remembers the site: a silent connect gets the account back.
    await page.reload()
    expect((await findWallet(page))[0]?.accounts).toEqual([])
    expect(
      okOf<{ accounts: { address: string }[] }>(
        await call(page, 'standard:connect', { silent: true }),
      ).accounts.map((a) => a.address),
    ).toEqual([address])
    // Disconnecting forgets it: the app hears the account go, and nothing is restored after a reload.
    okOf(await call(page, 'standard:disconnect'))
    expect(await changes(page)).toEqual([[address], []])
    expect(await call(page, 'solana:signMessage', { message, account: address })).toMatchObject({
      error: { code: 4100 },
    })
    await page.reload()
    await findWallet(page)
    expect(okOf(await call(page, 'standard:connect', { silent: true }))).toEqual({ accounts: [] })
  })

  test('sends 0.01 SOL seen on the node, signs legacy and v0 transactions in its own signer slot, refuses others', async ({
    page,
  }) => {
    const address = await injectSolanaWallet(page, { secretKey: owner.secretKey })
    await openBarePage(page)
    expect((await findWallet(page))[0]?.name).toBe('Solana Test Wallet')
    okOf(await call(page, 'standard:connect'))
    const recipient = PublicKey.unique()
    const before = await solBalance(address)

    // signAndSend from a page on app.localhost: the node answers that origin (CORS) and confirms.
    const send = await transfer(owner.publicKey, recipient)
    const [sent] = okOf<{ signature: number[] }[]>(
      await call(page, 'solana:signAndSendTransaction', {
        transaction: unsignedBytes(send),
        chain: 'solana:localnet',
        options: { commitment: 'confirmed' },
      }),
    )
    const signature = toBase58(Uint8Array.from(sent?.signature ?? []))
    expect(await landed(signature)).toBe(true)
    expect(await solBalance(recipient.toBase58())).toBe(CENT)
    expect(await solBalance(address)).toBe(before - CENT - FEE)

    // A v0 transaction: signed in the page, checked and sent from here.
    const v0 = await transferV0(owner.publicKey, recipient)
    const [signedV0] = okOf<{ signedTransaction: number[] }[]>(
      await call(page, 'solana:signTransaction', {
        transaction: [...v0.serialize()],
        chain: 'solana:localnet',
      }),
    )
    const v0Wire = Uint8Array.from(signedV0?.signedTransaction ?? [])
    expect(VersionedTransaction.deserialize(v0Wire).version).toBe(0)
    expect(signedBy(v0Wire, owner.publicKey)).toBe(true)
    expect(await landed(await solanaConnection.sendRawTransaction(v0Wire))).toBe(true)
    expect(await solBalance(recipient.toBase58())).toBe(2 * CENT)

    // Another key pays the fee and signed first: the wallet fills its own slot (the second) and keeps the first.
    const payer = await fundedSolanaKeypair({ lamports: 100_000_000 })
    const shared = await transfer(owner.publicKey, recipient, payer.publicKey)
    shared.partialSign(payer)
    const [cosigned] = okOf<{ signedTransaction: number[] }[]>(
      await call(page, 'solana:signTransaction', { transaction: unsignedBytes(shared) }),
    )
    const cosignedWire = Uint8Array.from(cosigned?.signedTransaction ?? [])
    expect(signedBy(cosignedWire, payer.publicKey, 0)).toBe(true)
    expect(signedBy(cosignedWire, owner.publicKey, 1)).toBe(true)
    expect(await landed(await solanaConnection.sendRawTransaction(cosignedWire))).toBe(true)
    expect(await solBalance(recipient.toBase58())).toBe(3 * CENT)

    // Refused: a transaction the account does not sign, a chain the wallet does not have, bytes that
    // are no transaction, and a send the node's preflight rejects (more than the balance): nothing moves.
    const notMine = unsignedBytes(await transfer(payer.publicKey, recipient))
    expect(await call(page, 'solana:signTransaction', { transaction: notMine })).toEqual({
      error: { message: 'This account is not a signer of the transaction' },
    })
    expect(
      await call(page, 'solana:signAndSendTransaction', {
        transaction: unsignedBytes(send),
        chain: 'solana:mainnet',
      }),
    ).toEqual({ error: { code: 4900, message: 'Unsupported chain solana:mainnet' } })
    expect(await call(page, 'solana:signTransaction', { transaction: [1, 2, 3] })).toMatchObject({
      error: { message: expect.stringMatching(/^Malformed transaction/) },
    })
    const left = await solBalance(address)
    const tooMuch = await transfer(owner.publicKey, recipient)
    ;(tooMuch.instructions[0] as { data: Buffer }).data.writeBigUInt64LE(BigInt(left) * 2n, 4)
    expect(
      await call(page, 'solana:signAndSendTransaction', {
        transaction: unsignedBytes(tooMuch),
        chain: 'solana:localnet',
      }),
    ).toMatchObject({
      error: { code: -32002, message: expect.stringContaining('Transaction simulation failed') },
    })
    expect(await solBalance(address)).toBe(left)
    expect(await solBalance(recipient.toBase58())).toBe(3 * CENT)
  })

  test('revoking the site in the wallet drops the account; a bad configuration installs no wallet', async ({
    page,
  }) => {
    const address = await injectSolanaWallet(page, { secretKey: owner.secretKey })
    await openBarePage(page)
    await findWallet(page)
    okOf(await call(page, 'standard:connect'))
    await page.evaluate(() =>
      (window as unknown as { __solanaTestWallet: { revoke(): void } }).__solanaTestWallet.revoke(),
    )
    expect(await changes(page)).toEqual([[address], []])
    expect((await findWallet(page))[0]?.accounts).toEqual([])
    expect(okOf(await call(page, 'standard:connect', { silent: true }))).toEqual({ accounts: [] })

    await expect(injectSolanaWallet(page, 7)).rejects.toThrow('No dev keypair 7: there are 4')
    const mismatched = Uint8Array.from(owner.secretKey)
    mismatched[40] = (mismatched[40] as number) ^ 1
    await expect(injectSolanaWallet(page, { secretKey: mismatched })).rejects.toThrow()

    // The page's own config, bypassing the fixture's check: the wallet refuses it and registers nothing.
    const other = await page.context().newPage()
    const errors: string[] = []
    other.on('pageerror', (error) => errors.push(error.message))
    await injectSolanaWallet(other, { secretKey: owner.secretKey }, { icon: 'https://example.com/icon.png' })
    await openBarePage(other)
    expect(await findWallet(other)).toEqual([])
    await expect.poll(() => errors).toEqual(['__SOLANA_TEST_WALLET__.icon must be a base64 image data URI'])
  })
})

test.describe('the WalletConnect test wallet on the solana namespace', () => {
  const relayUrl = urls.cloud.replace('http', 'ws')
  const cleanups: (() => Promise<unknown>)[] = []
  test.afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** A dApp as a WalletConnect SignClient in this process (outside a browser the relay wants a key). */
  async function dapp(name: string) {
    const relay = new URL(relayUrl)
    relay.searchParams.set('key', WALLET_PROJECT.secretKey)
    const client = await SignClient.init({
      projectId: WALLET_PROJECT.id,
      relayUrl: relay.href,
      telemetryEnabled: false,
      logger: 'silent',
      customStoragePrefix: `${name}-${Date.now()}`,
      storageOptions: { database: ':memory:' },
      metadata: { name, description: 'e2e', url: bareUrl, icons: [] },
    })
    cleanups.push(() => client.core.relayer.transportClose().catch(() => undefined))
    return client
  }
  async function wallet(solana?: { secretKey: Uint8Array }): Promise<TestWcWallet> {
    const created = await createWalletConnectWallet(
      relayUrl,
      urls.anvil,
      accounts[1].privateKey,
      solana && { ...solana, rpcUrl: urls.solana },
    )
    cleanups.push(() => created.close())
    return created
  }

  test('approves solana beside eip155 and answers its four methods with the shared shapes', async () => {
    const owner = await fundedSolanaKeypair({ lamports: 1_000_000_000 })
    const address = owner.publicKey.toBase58()
    const wc = await wallet({ secretKey: owner.secretKey })
    expect(wc.solanaAddress).toBe(address)
    const client = await dapp('solana-dapp')
    const { uri, approval } = await client.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] },
        solana: { chains: [LOCALNET], methods: SOLANA_METHODS, events: [] },
      },
    })
    await wc.pair(uri as string)
    const session = await approval()
    expect(session.namespaces.solana?.accounts).toEqual([`${LOCALNET}:${address}`])
    expect(session.namespaces.solana?.methods).toEqual(SOLANA_METHODS)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${accounts[1].address}`])
    const request = (method: string, params: unknown) =>
      client.request<Record<string, unknown>>({
        topic: session.topic,
        chainId: LOCALNET,
        request: { method, params },
      })

    const message = new TextEncoder().encode('Hello over WalletConnect')
    const signedMessage = await request('solana_signMessage', { message: toBase58(message), pubkey: address })
    expect(
      nacl.sign.detached.verify(
        message,
        fromBase58(signedMessage.signature as string),
        owner.publicKey.toBytes(),
      ),
    ).toBe(true)

    const recipient = PublicKey.unique()
    const base64 = (transaction: Transaction) => Buffer.from(unsignedBytes(transaction)).toString('base64')
    const one = await transfer(owner.publicKey, recipient)
    const signedOne = await request('solana_signTransaction', { transaction: base64(one), pubkey: address })
    const wire = Buffer.from(signedOne.transaction as string, 'base64')
    expect(signedBy(wire, owner.publicKey)).toBe(true)
    expect(signedOne.signature).toBe(
      toBase58(VersionedTransaction.deserialize(wire).signatures[0] as Uint8Array),
    )

    const all = await request('solana_signAllTransactions', {
      transactions: [
        base64(one),
        Buffer.from((await transferV0(owner.publicKey, recipient)).serialize()).toString('base64'),
      ],
      pubkey: address,
    })
    const signedAll = (all.transactions as string[]).map((t) => Buffer.from(t, 'base64'))
    expect(
      signedAll.map((t) => [VersionedTransaction.deserialize(t).version, signedBy(t, owner.publicKey)]),
    ).toEqual([
      ['legacy', true],
      [0, true],
    ])

    const before = await solBalance(address)
    const sent = await request('solana_signAndSendTransaction', {
      transaction: base64(await transfer(owner.publicKey, recipient)),
      pubkey: address,
      sendOptions: { preflightCommitment: 'confirmed' },
    })
    expect(Object.keys(sent)).toEqual(['signature'])
    expect(await landed(sent.signature as string)).toBe(true)
    expect(await solBalance(recipient.toBase58())).toBe(CENT)
    expect(await solBalance(address)).toBe(before - CENT - FEE)

    // Errors come back as JSON-RPC errors: another account, bytes that are not base64, a message that is not base58.
    await expect(
      request('solana_signMessage', { message: '1', pubkey: solanaKeypairs[0]?.address }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    // (WalletConnect gives a reserved code its standard message, whatever the wallet said.)
    await expect(
      request('solana_signTransaction', { transaction: 'not base64!', pubkey: address }),
    ).rejects.toMatchObject({ code: -32602, message: 'Invalid params' })
    await expect(request('solana_signMessage', { message: '0OIl', pubkey: address })).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid params',
    })
    expect(wc.requestChains.every((chain) => chain === LOCALNET)).toBe(true)
    expect(wc.requests).toEqual([
      ...SOLANA_METHODS,
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signMessage',
    ])
  })

  test('without a Solana key it approves EVM alone when solana is asked for, and signs there as before', async () => {
    const wc = await wallet()
    expect(wc.solanaAddress).toBeUndefined()
    const client = await dapp('evm-only')
    const { uri, approval } = await client.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        solana: { chains: [LOCALNET], methods: SOLANA_METHODS, events: [] },
      },
    })
    await wc.pair(uri as string)
    const session = await approval()
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    const signature = await client.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex('gm'), accounts[1].address] },
    })
    expect(await verifyMessage({ address: accounts[1].address, message: 'gm', signature })).toBe(true)
  })
})
