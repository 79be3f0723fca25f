import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PublicRelayStandIn, plannedDevnet, startPublicRelayStandIn } from '../../dev-cloud/src/index.ts'
import { chromiumArgs } from '../bench/chromium.ts'
import { dialog, farcasterQr } from '../fixtures/embedded.ts'
import { devFids, signInWithFarcaster } from '../fixtures/farcasterClient.ts'
import { withModalMeta } from '../fixtures/modalDocument.ts'
import { sparePort } from '../fixtures/ports.ts'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

/**
 * A deployment's wallet service (`npm run serve -- wallet`, configured as production would be but on
 * loopback) whose Sign In With Farcaster goes through a Farcaster relay that is not ours: a stand-in
 * speaking relay.farcaster.xyz's protocol, which takes signatures only from the Farcaster app's key.
 * The shared stack's modal is pointed at that wallet service, as its server would be by configuration.
 */
const walletPort = sparePort(90)

// The modal's document is fulfilled by the test (below), which Chromium treats as a public page:
// its own local-network checks would then block the loopback cloud that every other spec reaches.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
})
const wallet2 = `http://wallet2.localhost:${walletPort}`
const [alice] = devFids as [(typeof devFids)[number]]
let relay: PublicRelayStandIn | undefined
let service: ChildProcess | undefined

test.beforeAll(async () => {
  relay = await startPublicRelayStandIn()
  const repo = join(import.meta.dirname, '..', '..')
  service = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'wallet'], {
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      AIRLOCK_DATA_DIR: mkdtempSync(join(tmpdir(), 'airlock-wallet2-')),
      AIRLOCK_WALLET_PORT: String(walletPort),
      AIRLOCK_WALLET_PUBLIC_URL: wallet2,
      AIRLOCK_MODAL_PUBLIC_URL: urls.modal,
      AIRLOCK_CLOUD_PUBLIC_URL: urls.cloud,
      AIRLOCK_ANVIL: 'false',
      AIRLOCK_SOLANA_LOCALNET: 'false',
      AIRLOCK_RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': [urls.anvil] }),
      AIRLOCK_FARCASTER_RELAY_URL: relay.url,
      AIRLOCK_FARCASTER_ID_REGISTRY: `eip155:31337:${plannedDevnet().farcasterRegistry}`,
      AIRLOCK_SMTP_PORT: String(sparePort(91)),
      AIRLOCK_MAILBOX_PORT: String(sparePort(92)),
    },
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    service?.stdout?.on('data', (chunk) => {
      output += chunk
      if (/^Airlock is serving/m.test(output)) resolve()
    })
    service?.stderr?.on('data', (chunk) => {
      output += chunk
    })
    service?.once('exit', (code) => reject(new Error(`serve exited ${code}: ${output}`)))
  })
})
test.afterAll(async () => {
  service?.kill('SIGTERM')
  await relay?.close()
})

/** What the modal's server writes from AIRLOCK_WALLET_PUBLIC_URL, pointed at the service above. */
const withWallet2 = withModalMeta('airlock-wallet-url', wallet2)

test("Farcaster through Farcaster's relay protocol: the app signs on that relay, the deployed wallet service signs the visitor in", async ({
  page,
  context,
}) => {
  await context.route((url) => url.origin === urls.modal, withWallet2)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const url = await farcasterQr(page)
  // The QR is the relay's own deep link, for the Farcaster app; the channel lives on that relay.
  expect(relay?.calls).toContain('POST /v1/channel')

  // Only the Farcaster app, holding its key, may hand a signature to Farcaster's relay.
  const withoutKey = await signInWithFarcaster({
    url,
    fid: alice.fid,
    privateKey: alice.privateKey,
    relayUrl: relay?.url ?? '',
  })
  expect(withoutKey.status).toBe(401)
  const signed = await signInWithFarcaster({
    url,
    fid: alice.fid,
    privateKey: alice.privateKey,
    relayUrl: relay?.url ?? '',
    authKey: relay?.authKey ?? '',
    username: 'alice',
  })
  expect(signed.status).toBe(201)

  // The wallet service read the signature from the relay's status and checked custody on the registry.
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(modal(page).locator('[data-testid="account-social"]')).toContainText('@alice')
  expect(relay?.calls).toContain('GET /v1/channel/status')
  expect(relay?.calls.filter((call) => call.startsWith('POST /v1/channel/authenticate'))).toHaveLength(2)
})
