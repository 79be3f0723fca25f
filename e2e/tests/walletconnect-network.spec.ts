import { verify } from 'node:crypto'
import { decrypt, parseUri } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { chromiumArgs } from '../bench/chromium.ts'
import { connectOverWalletConnect } from '../fixtures/connectVia.ts'
import { withModalMeta } from '../fixtures/modalDocument.ts'
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

const modalPages = (url: URL) => url.origin === urls.modal

/** What the modal's server fills in from AIRLOCK_WALLETCONNECT_PROJECT_ID (the shared stack runs without it). */
const withReownProjectId = withModalMeta('airlock-walletconnect-project-id', REOWN_PROJECT_ID)

test('a Reown project id: the modal pairs on the WalletConnect relay, and the wallet finds it VALID with Verify', async ({
  page,
  context,
}) => {
  await context.route(modalPages, withReownProjectId)
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

test('the relay setting changes under a connected visitor: no stranded session, and Connect pairs on the new relay', async ({
  page,
  context,
}) => {
  // Paired on the cloud's relay, as the shared stack runs.
  const onCloud = await connectOverWalletConnect(page, accounts[3].privateKey)
  try {
    await expect(page.locator('#address')).toHaveText(accounts[3].address)

    // The operator moves the modal to the WalletConnect network: that wallet is not there. The visitor
    // meets Connect, not an account whose every request would wait for a wallet on another relay.
    await context.route(modalPages, withReownProjectId)
    await routeStandInVerify(context)
    // The page starts 'disconnected': what counts is where the restore ends.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { statusesSeen: seen })
      new MutationObserver(() => {
        const text = document.getElementById('status')?.textContent
        if (text && text !== seen.at(-1)) seen.push(text)
      }).observe(document, { childList: true, characterData: true, subtree: true })
    })
    await page.reload()
    await waitReady(page)
    // From the restore on (the first render may say 'disconnected' before it starts).
    const fromRestore = () =>
      page.evaluate(() => {
        const seen = (window as unknown as { statusesSeen: string[] }).statusesSeen
        return seen.slice(seen.indexOf('reconnecting'))
      })
    await expect.poll(fromRestore).toEqual(['reconnecting', 'disconnected'])

    // And Connect pairs afresh on the relay now set.
    await page.locator('#open').click()
    await modal(page).locator('[data-testid="walletconnect"]').click()
    expect(parseUri(await pairingUri(page)).relay).toEqual({ protocol: 'irn' })
  } finally {
    await onCloud.close()
  }
})
