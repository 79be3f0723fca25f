import { verify } from 'node:crypto'
import { decrypt, parseUri } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { chromiumArgs } from '../bench/chromium.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, modal, pairingUri, test, urls, waitReady } from '../fixtures/test.ts'
import {
  routeStandInVerify,
  serveVerifyPublicKey,
  standInRelayArgs,
  startStandInRelay,
  WALLETCONNECT_RELAY_HOST,
} from '../fixtures/walletConnectNetwork.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

/**
 * A deployment with a Reown project id and no self-hosted relay: the modal pairs on the WalletConnect
 * network as the SDK does by default, with Verify on. Offline, the hosted relay and verify server are
 * stand-ins at their own names (walletConnectNetwork.ts); the modal and its SDK are the real ones.
 */
const REOWN_PROJECT_ID = '0123456789abcdef0123456789abcdef'
const relayPort = sparePort(80)

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...standInRelayArgs(relayPort)],
  },
})

let relay: Awaited<ReturnType<typeof startStandInRelay>> | undefined
let wallet: TestWcWallet | undefined
let undoPublicKey: (() => void) | undefined
test.beforeAll(async () => {
  relay = await startStandInRelay(relayPort)
})
test.afterAll(async () => {
  await wallet?.close()
  undoPublicKey?.()
  await relay?.close()
})

test('a Reown project id: the modal pairs on the WalletConnect relay, and the wallet finds it VALID with Verify', async ({
  page,
  context,
}) => {
  // What the modal's server fills in from AIRLOCK_WALLETCONNECT_PROJECT_ID (the shared stack runs without it).
  await context.route(
    (url) => url.origin === urls.modal,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      // Node resolves no *.localhost name: the same server by its address.
      const response = await route.fetch({
        url: route.request().url().replace('//modal.localhost:', '//127.0.0.1:'),
      })
      const body = (await response.text()).replace(
        /(<meta name="airlock-walletconnect-project-id" content=")[^"]*"/,
        `$1${REOWN_PROJECT_ID}"`,
      )
      await route.fulfill({ response, body })
    },
  )
  const verifyServer = await routeStandInVerify(context)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="walletconnect"]').click()
  const uri = await pairingUri(page)
  const { topic, symKey, relay: uriRelay } = parseUri(uri)
  // The URI a public wallet scans: the irn relay protocol, no relay of ours in it.
  expect(uriRelay).toEqual({ protocol: 'irn' })
  expect(uri).not.toContain('127.0.0.1')

  await expect
    .poll(() => relay?.requests().find((r) => r.method === 'wc_proposeSession'), { timeout: 30_000 })
    .toBeTruthy()
  const [connection] = relay?.connections ?? []
  // The modal's worker on the WalletConnect relay, for the deployment's Reown project, from the modal's origin.
  expect(connection?.url.host).toBe(WALLETCONNECT_RELAY_HOST)
  expect(connection?.url.searchParams.get('projectId')).toBe(REOWN_PROJECT_ID)
  expect(connection?.url.searchParams.has('hostOrigin')).toBe(false)
  expect(connection?.origin).toBe(urls.modal)

  const proposal = relay?.requests().find((r) => r.method === 'wc_proposeSession')?.params ?? {}
  expect(proposal.pairingTopic).toBe(topic)
  // Verify on: the attestation the verify server issued for the modal's page rides with the proposal.
  const [issued] = verifyServer.issued
  expect(issued?.query).toMatchObject({ projectId: REOWN_PROJECT_ID, origin: urls.modal })
  expect(issued?.origin).toBe(urls.modal)
  expect(proposal.attestation).toBe(issued?.jwt)
  const [header, payload, signature] = String(proposal.attestation).split('.')
  expect(
    verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: verifyServer.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    ),
  ).toBe(true)

  // What a wallet decrypts from the pairing: the proposer's URL is the attested origin.
  const { params } = JSON.parse(decrypt({ symKey, encoded: String(proposal.sessionProposal) })) as {
    params: { proposer: { metadata: { url: string } } }
  }
  expect(params.proposer.metadata.url).toBe(urls.modal)

  // A wallet (WalletKit, on the same relay) scans the code: its Verify checks the attestation against the
  // verify server's key and finds the proposer's URL attested (VALID); it approves and the modal connects.
  undoPublicKey = serveVerifyPublicKey(verifyServer.publicKey)
  wallet = await createWalletConnectWallet(relay?.walletUrl ?? '', urls.anvil, accounts[2].privateKey)
  await wallet.pair(uri)
  await expect.poll(() => wallet?.verifications).toEqual(['VALID'])
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(accounts[2].address)

  // Each request is attested too: the wallet finds the signing request VALID and signs.
  await page.keyboard.press('Escape')
  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signed = (await page.locator('#signature').textContent()) as Hex
  expect(
    await verifyMessage({ address: accounts[2].address, message: 'Hello from Airlock', signature: signed }),
  ).toBe(true)
  expect(wallet.verifications).toEqual(['VALID', 'VALID'])
  expect(verifyServer.issued).toHaveLength(2)
})
