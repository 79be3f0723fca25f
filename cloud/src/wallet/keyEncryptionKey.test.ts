import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningMailSink, startMailSink } from '@airlock/dev-cloud'
import Database from 'better-sqlite3'
import { type Hex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  configuredKeyEncryptionKey,
  KeyMismatchError,
  KeyServiceUnavailableError,
  vaultTransitKeyEncryptionKey,
} from './keyEncryptionKey.js'
import { openWithKek, sealPrivateKey, sealWithKek } from './keyVault.js'
import { startVaultTransitStandIn } from './vaultTransitStandIn.js'
import { walletMessages } from './walletMessages.js'
import { loginCodeFor, newEmail, signIn, startWalletKit } from './walletTestKit.js'

const token = 'vault-test-token'
let vault: Awaited<ReturnType<typeof startVaultTransitStandIn>>
let sink: RunningMailSink
let dir: string
beforeAll(async () => {
  vault = await startVaultTransitStandIn({ token })
  sink = await startMailSink({ port: 0, httpPort: 0 })
  dir = await mkdtemp(join(tmpdir(), 'airlock-kek-'))
})
afterAll(async () => {
  await vault.close()
  await sink.close()
  await rm(dir, { recursive: true, force: true })
})

const vaultKey = (key: string, given = token) =>
  vaultTransitKeyEncryptionKey({ url: vault.url, token: given, key })
const privateKey = generatePrivateKey()
const address = privateKeyToAddress(privateKey)

describe('key-encryption keys', () => {
  it('wraps through Vault Transit: the data key leaves only wrapped, and opens again', async () => {
    const kek = vaultKey('wallet-a')
    const sealed = await sealWithKek(kek, address, privateKey)
    expect(sealed.wrappedDataKey.toString()).toMatch(/^vault:v1:/)
    expect(await openWithKek(kek, address, sealed)).toBe(privateKey)
    expect(vault.calls.slice(-2)).toEqual([
      { operation: 'encrypt', key: 'wallet-a' },
      { operation: 'decrypt', key: 'wallet-a' },
    ])
  })

  it('refuses a key wrapped by another key-encryption key with a clear error, never a wrong key', async () => {
    const configured = configuredKeyEncryptionKey(randomBytes(32))
    const byVault = await sealWithKek(vaultKey('wallet-a'), address, privateKey)
    const byConfig = await sealWithKek(configured, address, privateKey)
    const cases = [
      [vaultKey('wallet-b'), byVault],
      [configured, byVault],
      [vaultKey('wallet-a'), byConfig],
      [configuredKeyEncryptionKey(randomBytes(32)), byConfig],
    ] as const
    for (const [kek, sealed] of cases) {
      const opening = openWithKek(kek, address, sealed)
      await expect(opening).rejects.toBeInstanceOf(KeyMismatchError)
      await expect(opening).rejects.toThrow(`was not wrapped by the ${kek.name}`)
    }
    // Copied onto another user's row, it does not open there either.
    const other = privateKeyToAddress(generatePrivateKey())
    await expect(openWithKek(vaultKey('wallet-a'), other, byVault)).rejects.toBeInstanceOf(KeyMismatchError)
  })

  it('says when Vault refuses the token, apart from a key mismatch', async () => {
    const sealed = await sealWithKek(vaultKey('wallet-a'), address, privateKey)
    const opening = openWithKek(vaultKey('wallet-a', 'wrong-token'), address, sealed)
    await expect(opening).rejects.toThrow(
      'Vault (vault transit key wallet-a) refused to decrypt: permission denied',
    )
    await expect(opening).rejects.not.toBeInstanceOf(KeyMismatchError)
  })

  it('tells a Vault that does not answer, is too slow or is sealed apart from a refusal', async () => {
    const sealed = await sealWithKek(vaultKey('wallet-a'), address, privateKey)
    // A Vault that accepts and never answers, and one that answers as a sealed Vault does.
    const stalled = createServer(() => undefined)
    const vaultSealed = createServer((_, response) =>
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":["Vault is sealed"]}'),
    )
    const urls: string[] = []
    for (const server of [stalled, vaultSealed]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      urls.push(`http://127.0.0.1:${(server.address() as { port: number }).port}`)
    }
    try {
      const cases = [
        [{ url: 'http://127.0.0.1:9' }, /did not answer/],
        [{ url: urls[0] as string, timeoutMs: 200 }, /did not answer/],
        [{ url: urls[1] as string }, /could not decrypt: Vault is sealed/],
      ] as const
      for (const [where, said] of cases) {
        const kek = vaultTransitKeyEncryptionKey({ token, key: 'wallet-a', ...where })
        const opening = openWithKek(kek, address, sealed)
        await expect(opening).rejects.toBeInstanceOf(KeyServiceUnavailableError)
        await expect(opening).rejects.toThrow(said)
        await expect(sealWithKek(kek, address, privateKey)).rejects.toBeInstanceOf(KeyServiceUnavailableError)
      }
    } finally {
      stalled.closeAllConnections()
      for (const server of [stalled, vaultSealed]) await new Promise((resolve) => server.close(resolve))
    }
  })

  it('opens the keys the configured master key sealed before the interface (same format)', async () => {
    const masterKey = randomBytes(32)
    const old = sealPrivateKey(masterKey, address, privateKey)
    expect(await openWithKek(configuredKeyEncryptionKey(masterKey), address, old)).toBe(privateKey)
  })
})

/** A wallet service whose Vault the test may stop or seal without touching the other tests' one. */
async function startWithOwnVault(file: string) {
  const ownVault = await startVaultTransitStandIn({ token })
  const kit = await startWalletKit({
    sink,
    databaseUrl: join(dir, file),
    keyEncryptionKey: vaultTransitKeyEncryptionKey({ url: ownVault.url, token, key: 'custody' }),
  })
  return { ownVault, kit }
}

describe('the wallet service with Vault Transit as its key-encryption key', () => {
  it('signs with keys Vault wraps, keeps them across a restart, and refuses another Vault key at start', async () => {
    const databaseUrl = join(dir, 'vault-wallet.db')
    const first = await startWalletKit({ sink, databaseUrl, keyEncryptionKey: vaultKey('custody') })
    const browser = first.browser()
    const email = newEmail('vault')
    const { address: user } = await signIn(first, browser, email)
    await first.close()
    // The file holds a Vault ciphertext, not a data key the service could open alone.
    const raw = new Database(databaseUrl, { readonly: true })
    const row = raw.prepare('SELECT wrapped_data_key FROM users WHERE address = ?').get(user) as {
      wrapped_data_key: Buffer
    }
    raw.close()
    expect(row.wrapped_data_key.toString()).toMatch(/^vault:v1:/)

    const second = await startWalletKit({ sink, databaseUrl, keyEncryptionKey: vaultKey('custody') })
    const again = second.browser()
    for (const [name, value] of browser.cookies) again.cookies.set(name, value)
    const signed = await again.post('/api/rpc', { method: 'personal_sign', params: ['kms', user] })
    expect(signed.status).toBe(200)
    const signature = ((await signed.json()) as { result: Hex }).result
    expect(await verifyMessage({ address: user, message: 'kms', signature })).toBe(true)
    await second.close()

    await expect(
      startWalletKit({ sink, databaseUrl, keyEncryptionKey: vaultKey('another') }),
    ).rejects.toThrow(
      'The wallet master key does not open this database: it was created with another key (vault transit key another given)',
    )
    await expect(startWalletKit({ sink, databaseUrl, masterKey: randomBytes(32) })).rejects.toThrow(
      'it was created with another key (configured master key given)',
    )
  })

  it('a first sign-in refused while Vault is sealed keeps its code: the same code signs in once it is unsealed', async () => {
    const { ownVault, kit } = await startWithOwnVault('vault-sealed.db')
    try {
      const newcomer = kit.browser()
      const email = newEmail('vault-sealed')
      const otp = await loginCodeFor(kit, newcomer, email)
      ownVault.seal(true)
      const refused = await newcomer.post('/api/email/otp', { email, otp })
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({ message: walletMessages.KEY_SERVICE_DOWN })
      ownVault.seal(false)
      const signedIn = await newcomer.post('/api/email/otp', { email, otp })
      expect(signedIn.status).toBe(200)
      const { address } = (await signedIn.json()) as { address: Hex }
      const signed = await newcomer.post('/api/rpc', {
        method: 'personal_sign',
        params: ['unsealed', address],
      })
      const signature = ((await signed.json()) as { result: Hex }).result
      expect(await verifyMessage({ address, message: 'unsealed', signature })).toBe(true)
      // Spent now: once, as before.
      expect((await kit.browser().post('/api/email/otp', { email, otp })).status).toBe(403)
      expect((await newcomer.post('/api/email/otp', { email, otp })).status).toBe(400)
    } finally {
      await kit.close()
      await ownVault.close()
    }
  })

  it('answers 503 to signing and to a first sign-in while Vault is down, and signs nothing', async () => {
    const { ownVault, kit } = await startWithOwnVault('vault-down.db')
    try {
      const signedIn = kit.browser()
      const { address: user } = await signIn(kit, signedIn, newEmail('vault-down'))
      // A new user gets as far as the code while Vault is up; the code is checked after it stops.
      const newcomer = kit.browser()
      const email = newEmail('vault-newcomer')
      const otp = await loginCodeFor(kit, newcomer, email)
      await ownVault.close()

      for (const [method, params] of [
        ['personal_sign', ['while down', user]],
        ['eth_signTypedData_v4', [user, { types: {}, primaryType: 'EIP712Domain', message: {} }]],
        ['eth_sendTransaction', [{ from: user, to: user, value: '0x1' }]],
      ] as const) {
        const refused = await signedIn.post('/api/rpc', { method, params })
        expect(refused.status).toBe(503)
        expect(await refused.json()).toEqual({
          error: { code: -32603, message: 'The key service did not answer, please try again' },
        })
      }
      const firstLogin = await newcomer.post('/api/email/otp', { email, otp })
      expect(firstLogin.status).toBe(503)
      expect(firstLogin.headers.get('retry-after')).toBe('5')
      expect(await firstLogin.json()).toEqual({ message: walletMessages.KEY_SERVICE_DOWN })
      // No user was made without a key: none is signed in.
      expect((await newcomer.get('/api/user')).status).toBe(401)
      // What needs no key still answers.
      expect((await signedIn.get('/api/user')).status).toBe(200)
    } finally {
      await kit.close()
    }
  })
})
