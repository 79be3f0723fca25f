import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { asForgedModal, pickTestWallet, type StoredSiwxSession, signedBy } from '../fixtures/siwx.ts'
import { accounts, asModal, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

// Sign In With X beyond the default page: per account and chain, the cloud's sessions, and the two
// kinds of app config (an app's own SIWX config, an old app's SIWE config).
const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')
const frame = (page: Page) => page.locator('iframe[data-airlock-frame]')
const [signer, other] = [accounts[2], accounts[3]]

type Session = StoredSiwxSession
const sessionsOf = (page: Page, chainId: string, address: string) =>
  page.evaluate(
    ([c, a]) =>
      (
        window as unknown as { siwx: { getSessions(c: string, a: string): Promise<unknown[]> } }
      ).siwx.getSessions(c as string, a as string),
    [chainId, address],
  ) as Promise<Session[]>

/** The siwx demo page with its AppKit made again from `script` (page code: it may hold functions). */
async function pageWithApp(page: Page, script: string, chains: number[] = []) {
  await injectWallet(page, signer.privateKey, { chains })
  await page.goto(`${urls.demo}/siwx.html?required=0`)
  await waitReady(page)
  await page.evaluate(`(() => {
    const rpc = { default: { http: ['${urls.anvil}'] } }
    window.nets = [{ ...Airlock.networks.anvil, rpcUrls: rpc }, { ...Airlock.networks.sepolia, rpcUrls: rpc }]
    window.airlock.destroy()
    ${script}
  })()`)
  await waitReady(page)
}

async function connectAndSign(page: Page) {
  await page.evaluate('window.airlock.open()')
  await pickTestWallet(page)
  await signWhenAsked(page)
}

async function signWhenAsked(page: Page) {
  await expect(frame(page)).toHaveCSS('opacity', '1')
  await expect(view(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(frame(page)).toHaveCSS('opacity', '0')
}

/** A session's revoke at the cloud. */
const revokeAtCloud = (id: string, revoke: { pci: string; signature: string }) =>
  asModal(`/v1/sessions/${id}/revoke`, revoke)

test('a network or account switch without a session asks again; each account and chain keeps its own', async ({
  page,
}) => {
  await pageWithApp(
    page,
    `window.siwx = new Airlock.DefaultSIWX({ requestId: 'e2e-request', resources: ['https://app.example/terms'] })
    window.airlock = Airlock.createAppKit({ projectId: 'airlock-demo', networks: window.nets, siwx: window.siwx })`,
    [11155111],
  )
  await connectAndSign(page)
  const [first] = await sessionsOf(page, 'eip155:31337', signer.address)
  // The default message carries the config's EIP-4361 extras.
  expect(first?.message).toContain('Request ID: e2e-request')
  expect(first?.message).toContain('Resources:\n- https://app.example/terms')

  // Another network: the sessions are per chain, so the view opens again and signs for that chain.
  await page.evaluate('window.airlock.switchNetwork(window.nets[1])')
  await signWhenAsked(page)
  const [sepolia] = await sessionsOf(page, 'eip155:11155111', signer.address)
  expect(sepolia?.message).toContain('Chain ID: 11155111')
  expect(await signedBy(signer.address, sepolia)).toBe(true)

  // Back to a chain with a session: nothing is asked, the Account view is what opens.
  await page.evaluate('window.airlock.switchNetwork(window.nets[0])')
  await expect.poll(() => page.evaluate('window.airlock.getCaipNetworkId()')).toBe('eip155:31337')
  await page.evaluate('window.airlock.open()')
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await page.keyboard.press('Escape')
  await expect(frame(page)).toHaveCSS('opacity', '0')

  // Another account in the wallet: asked again, and the new session is that account's signature.
  await page.evaluate(`window.__testWallet.switchAccount('${other.privateKey}')`)
  await signWhenAsked(page)
  const [second] = await sessionsOf(page, 'eip155:31337', other.address)
  expect(await signedBy(other.address, second)).toBe(true)
  expect(await sessionsOf(page, 'eip155:31337', signer.address)).toHaveLength(1)
})

test("sessions: 'cloud': the cloud keeps the verified session; revoked there by the account's signature, the next visit asks again", async ({
  page,
}) => {
  await injectWallet(page, signer.privateKey)
  await page.goto(`${urls.demo}/siwx.html?sessions=cloud`)
  await waitReady(page)
  await page.locator('#open').click()
  await pickTestWallet(page)
  await signWhenAsked(page)
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${signer.address}`)
  await expect(page.locator('#cloud-session')).toHaveText(/^[A-Za-z0-9_-]{43}$/)
  const id = (await page.locator('#cloud-session').textContent()) as string

  // The page holds the session's secret too: with it (only), the cloud answers the session.
  const [local] = await sessionsOf(page, 'eip155:31337', signer.address)
  expect(local?.cloudSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const secret = local?.cloudSecret as string
  const stored = (await (await asForgedModal(`/v1/sessions/${id}`, secret)).json()) as Session
  expect(stored.message).toBe(local?.message)
  expect(await signedBy(signer.address, stored)).toBe(true)

  // Only the account can revoke it: another key's signature is refused and changes nothing.
  const revokeText = `Revoke Airlock session ${id}`
  const forged = await privateKeyToAccount(other.privateKey).signMessage({ message: revokeText })
  const refused = await revokeAtCloud(id, { pci: id, signature: forged })
  expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
    401,
    'Invalid signature',
  ])
  expect((await asForgedModal(`/v1/sessions/${id}`, secret)).status).toBe(200)
  const signature = await privateKeyToAccount(signer.privateKey).signMessage({ message: revokeText })
  const revoked = await revokeAtCloud(id, { pci: id, signature })
  expect(await revoked.json()).toEqual({ revoked: true })

  // The page's copy is checked against the cloud: the next visit signs in again.
  await page.reload()
  await waitReady(page)
  await expect(view(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  expect(await sessionsOf(page, 'eip155:31337', signer.address)).toEqual([])
})

test("an app's own SIWX config (createSIWXConfig): its message, its session store, its sign-out", async ({
  page,
}) => {
  await pageWithApp(
    page,
    `window.appSessions = []
    window.appCalls = []
    const same = (s, c, a) => s.data.chainId === c && s.data.accountAddress.toLowerCase() === a.toLowerCase()
    const config = Airlock.createSIWXConfig({
      async createMessage(input) {
        appCalls.push('createMessage')
        const data = { ...input, nonce: 'app' + crypto.randomUUID().slice(0, 12), issuedAt: new Date().toISOString() }
        const text = data.domain + ' wants you to sign in with your Ethereum account:\\n' + data.accountAddress +
          '\\n\\nThe app wrote this message. Nonce: ' + data.nonce
        return { ...data, toString: () => text }
      },
      async addSession(session) { appCalls.push('addSession'); appSessions.push(session) },
      async revokeSession(c, a) { appCalls.push('revokeSession'); appSessions = appSessions.filter((s) => !same(s, c, a)) },
      async setSessions(list) { appSessions = list },
      async getSessions(c, a) { appCalls.push('getSessions'); return appSessions.filter((s) => same(s, c, a)) },
      getRequired: () => false,
      signOutOnDisconnect: true,
    })
    window.siwx = config
    window.airlock = Airlock.createAppKit({ projectId: 'airlock-demo', networks: window.nets, siwx: config })`,
  )
  await connectAndSign(page)
  const [session] = (await page.evaluate('window.appSessions')) as Session[]
  expect(session?.message).toContain('The app wrote this message.')
  expect(await signedBy(signer.address, session)).toBe(true)
  expect(await page.evaluate('window.appCalls')).toEqual(['getSessions', 'createMessage', 'addSession'])

  await page.evaluate('window.airlock.disconnect()')
  await expect.poll(() => page.evaluate('window.appSessions.length')).toBe(0)
  expect(await page.evaluate('window.appCalls')).toContain('revokeSession')
})

test("an old app's siweConfig (createSIWEConfig): its nonce and message, verified by its server", async ({
  page,
}) => {
  await pageWithApp(
    page,
    `let last
    const config = Airlock.createSIWEConfig({
      getNonce: async () => (await (await fetch('/api/siwx/nonce')).json()).nonce,
      createMessage(args) {
        const address = args.address.split(':')[2]
        last = { accountAddress: address, chainId: 'eip155:' + args.chainId, domain: args.domain, uri: args.uri,
          version: '1', nonce: args.nonce, issuedAt: args.iat, statement: args.statement }
        return args.domain + ' wants you to sign in with your Ethereum account:\\n' + address + '\\n\\n' +
          args.statement + '\\n\\nURI: ' + args.uri + '\\nVersion: 1\\nChain ID: ' + args.chainId +
          '\\nNonce: ' + args.nonce + '\\nIssued At: ' + args.iat
      },
      async verifyMessage({ message, signature }) {
        const answer = await fetch('/api/siwx/verify', { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session: { data: last, message, signature } }) })
        return answer.ok
      },
      async getSession() {
        const me = await fetch('/api/siwx/me')
        if (!me.ok) return null
        const { address, chainId } = await me.json()
        return { address, chainId: Number(chainId.split(':')[1]) }
      },
      signOut: async () => (await fetch('/api/siwx/signout', { method: 'POST' })).ok,
      required: true,
    })
    window.airlock = Airlock.createAppKit({ projectId: 'airlock-demo', networks: window.nets, siweConfig: config })`,
  )
  await page.evaluate('window.airlock.open()')
  await pickTestWallet(page)
  await expect(view(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  // Required by the old config: the dialog cannot be closed before signing.
  await expect(modal(page).locator('[data-testid="header-close"]')).toBeDisabled()
  await signWhenAsked(page)
  const me = await page.evaluate(async () => (await fetch('/api/siwx/me')).json())
  expect(me).toEqual({ address: signer.address, chainId: 'eip155:31337' })
})

test('setting siwx and siweConfig together is refused with the spec text', async ({ page }) => {
  await page.goto(`${urls.demo}/siwx.html`)
  await waitReady(page)
  const error = await page.evaluate(() => {
    const A = (window as unknown as { Airlock: Record<string, (...a: unknown[]) => unknown> }).Airlock
    try {
      A.createAppKit?.({
        projectId: 'airlock-demo',
        networks: [(A as unknown as { networks: { anvil: unknown } }).networks.anvil],
        siwx: new (A.DefaultSIWX as unknown as new () => unknown)(),
        siweConfig: {},
      })
      return 'created'
    } catch (e) {
      return (e as Error).message
    }
  })
  expect(error).toBe('Cannot set both `siweConfig` and `siwx` options')
})
