import type { Page } from '@playwright/test'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { treasuryAddressOf } from '../../cloud/src/onramp/index.ts'
import { DEVNET_TREASURY_KEY } from '../../dev-cloud/src/onramp/sandbox/devnetTreasuryKey.ts'
import type { ClusterNode } from '../../scripts/cluster.ts'
import { type ClusterStack, startClusterStack } from '../fixtures/clusterStack.ts'
import { openDevWallet } from '../fixtures/devWallet.ts'
import { accounts, expect, formatBalance, injectWallet, modal, test, waitReady } from '../fixtures/test.ts'

// The product in Chromium over the cloud as a cluster: 2 API and 2 relay nodes, each its own process,
// behind HAProxy, on PostgreSQL and Redis, started for this file on ports of its own (the shared
// stack the other specs use is left alone). Not serial: a failed test's worker is replaced, and the
// next test gets a cluster of its own rather than being skipped.

let c: ClusterStack
test.beforeAll(async () => {
  test.setTimeout(300_000)
  c = await startClusterStack()
})
test.afterAll(async () => {
  test.setTimeout(120_000)
  await c?.stop()
})

/** anvil's account #4, the dev wallet's fifth: the account the WalletConnect session signs with. */
const HOLDER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const MESSAGE = 'Hello from Airlock'
const DEMO_PROJECT = 'airlock-demo'
const WALLET_PROJECT = 'airlock-dev-wallet'

const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')
const request = (wallet: Page, method: string) =>
  wallet.locator(`[data-testid="request"][data-method="${method}"]`)

/** Which relay node holds each side's socket now: project -> node name (a side on two nodes fails the test). */
async function placement(): Promise<Record<string, string>> {
  const where: Record<string, string> = {}
  for (const relay of c.cluster.nodes.filter((n) => n.role === 'relay' && n.pid() !== undefined))
    for (const [project, count] of Object.entries(await c.sockets(relay)))
      where[project] = where[project] ? `${where[project]}+${relay.name}` : `${relay.name}x${count}`
  return where
}

/** The demo asks for a signature, the wallet shows it once and approves: a signature of HOLDER's the demo shows. */
async function signThrough(page: Page, wallet: Page) {
  await page.locator('#signature').evaluate((element) => {
    element.textContent = ''
  })
  await page.locator('#sign').click()
  await approveOnce(wallet, 'personal_sign')
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: HOLDER, message: MESSAGE, signature })).toBe(true)
}

/** The request shows in the wallet exactly once; approved, it leaves the list and joins the history once. */
async function approveOnce(wallet: Page, method: string) {
  const approved = wallet.locator('[data-testid="history"][data-outcome="approved"]')
  const before = await approved.count()
  await expect(request(wallet, method)).toHaveCount(1)
  await request(wallet, method).locator('[data-testid="request-approve"]').click()
  await expect(request(wallet, method)).toHaveCount(0)
  await expect(approved).toHaveCount(before + 1)
}

test('WalletConnect across relay nodes: pair, sign, send; a relay node killed under each side; the session survives a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  const relay1 = c.node('relay1')
  const relay2 = c.node('relay2')
  // The script-include demo: it writes each answer into the page as it comes (a signature of the same
  // message is the same every time, so the React demo would not render a second one).
  await page.goto(`${c.urls.demo}/script.html`)
  await waitReady(page)
  let wallet = await openDevWallet(page, context)
  expect(new URL(wallet.url()).origin).toBe(c.urls.devWallet)
  await wallet.locator('#account-select').selectOption('4')
  await expect(wallet.locator('[data-testid="address"]')).toHaveText(HOLDER)
  const proposal = wallet.locator('[data-testid="proposal"]')
  await expect(proposal).toContainText('eip155:31337')
  await proposal.locator('[data-testid="proposal-approve"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(HOLDER)
  await page.keyboard.press('Escape')

  // Where each side's socket is, by the relay nodes' own counts: the balancer gives each new socket the
  // node with the fewest, so the modal's (first) and the wallet's (second) sit on different nodes.
  await expect.poll(placement).toEqual({
    [DEMO_PROJECT]: expect.stringMatching(/^relay[12]x1$/),
    [WALLET_PROJECT]: expect.stringMatching(/^relay[12]x1$/),
  })
  const placed = await placement()
  const [dappNode, walletNode] = [placed[DEMO_PROJECT], placed[WALLET_PROJECT]].map((p) =>
    p?.startsWith('relay1') ? relay1 : relay2,
  ) as [ClusterNode, ClusterNode]
  expect(dappNode.name).not.toBe(walletNode.name)

  // Signed and sent across the two nodes: the signature checks out, the transfer is on anvil.
  await signThrough(page, wallet)
  const receiver = accounts[3].address
  const before = await c.publicClient.getBalance({ address: receiver })
  await page.locator('#recipient').fill(receiver)
  await page.locator('#send').click()
  await approveOnce(wallet, 'eth_sendTransaction')
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await c.publicClient.waitForTransactionReceipt({
    hash: (await page.locator('#tx-hash').textContent()) as Hex,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(HOLDER.toLowerCase())
  expect(await c.publicClient.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))

  // The wallet is away (its tab closed) and its relay node dies. The dApp asks for a signature
  // meanwhile: the request waits in the cluster's mailbox (Redis), not on a node.
  await wallet.close()
  await walletNode.kill()
  await expect.poll(placement).toEqual({ [DEMO_PROJECT]: `${dappNode.name}x1` })
  await page.locator('#signature').evaluate((element) => {
    element.textContent = ''
  })
  await page.locator('#sign').click()
  // The wallet comes back (its session kept in its storage) through the balancer to the node left,
  // gets the request once, and its answer reaches the dApp.
  wallet = await context.newPage()
  await wallet.goto(c.urls.devWallet)
  await expect(wallet.locator('[data-testid="session"]')).toHaveCount(1)
  await approveOnce(wallet, 'personal_sign')
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address: HOLDER,
      message: MESSAGE,
      signature: (await page.locator('#signature').textContent()) as Hex,
    }),
  ).toBe(true)
  await expect.poll(placement).toEqual({
    [DEMO_PROJECT]: `${dappNode.name}x1`,
    [WALLET_PROJECT]: `${dappNode.name}x1`,
  })

  // The dead node is back; now the node holding both sides dies: both reconnect to the other, the
  // session goes on.
  await walletNode.start()
  await dappNode.kill()
  await expect.poll(placement, { timeout: 60_000 }).toEqual({
    [DEMO_PROJECT]: `${walletNode.name}x1`,
    [WALLET_PROJECT]: `${walletNode.name}x1`,
  })
  await signThrough(page, wallet)
  await dappNode.start()

  // The session survives the host page's reload, and still signs.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(HOLDER)
  await signThrough(page, wallet)
  await expect(wallet.locator('[data-testid="session"]')).toHaveCount(1)
})

test('an on-ramp delivery in flight when the API node holding the treasury lease dies: delivered once', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const buyer = accounts[2]
  const treasury = treasuryAddressOf(DEVNET_TREASURY_KEY)
  await injectWallet(page, buyer.privateKey, { rpcUrl: c.urls.anvil })
  await page.goto(`${c.urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const m = modal(page)
  await m.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')

  // 50 USD of ETH quoted by the cluster, paid by test card in the sandbox checkout.
  await m.locator('[data-testid="account-onramp"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'OnRamp')
  await m.locator('[data-testid="onramp-preset"]', { hasText: '$50' }).click()
  const receive = m.locator('[data-testid="onramp-receive"]')
  await expect(receive).toHaveAttribute('data-amount', /^\d+\.\d+$/)
  await expect(m.locator('[data-testid="onramp-quote"]')).not.toHaveAttribute('data-estimate', /.*/)
  const quoted = (await receive.getAttribute('data-amount')) as string
  const popup = page.context().waitForEvent('page')
  await m.locator('[data-testid="onramp-buy"]').click()
  const checkout = await popup
  await checkout.waitForLoadState()
  await expect(view(page)).toHaveAttribute('data-view', 'BuyInProgress')

  // The API node delivering: the one whose process holds the treasury's lease.
  let holder: ClusterNode | undefined
  await expect
    .poll(async () => {
      holder = await c.leaseHolder('onramp-treasury')
      return holder?.name
    })
    .toMatch(/^api[12]$/)
  const lease = holder as ClusterNode
  const before = await c.publicClient.getBalance({ address: buyer.address })
  const nonce = await c.publicClient.getTransactionCount({ address: treasury })
  // anvil stops mining: the delivery, once signed and broadcast, stays in flight (in the mempool).
  await c.testClient.setAutomine(false)
  try {
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
    await checkout.getByLabel('Expiry').fill('12/40')
    await checkout.getByLabel('CVC').fill('123')
    // The holder answers the payment only once the transfer is mined: do not wait for the page.
    await checkout.getByRole('button', { name: 'Pay' }).click({ noWaitAfter: true })
    await expect
      .poll(() => c.publicClient.getTransactionCount({ address: treasury, blockTag: 'pending' }), {
        timeout: 60_000,
      })
      .toBe(nonce + 1)

    // The holder dies with the transfer broadcast and unmined; the other API node takes the lease over.
    await lease.kill()
    await expect
      .poll(async () => (await c.leaseHolder('onramp-treasury'))?.name, { timeout: 60_000 })
      .toMatch(/^api[12]$/)
    expect((await c.leaseHolder('onramp-treasury'))?.name).not.toBe(lease.name)
  } finally {
    await c.testClient.setAutomine(true)
  }
  await c.testClient.mine({ blocks: 1 })

  // Delivered once: the quoted ETH exactly, one treasury transaction, and the modal says so.
  await expect(m.locator('[data-testid="onramp-success"]')).toBeVisible({ timeout: 60_000 })
  await expect(m.locator('[data-testid="onramp-bought"]')).toHaveAttribute('data-amount', quoted)
  expect(await c.publicClient.getBalance({ address: buyer.address })).toBe(before + parseEther(quoted))
  expect(await c.publicClient.getTransactionCount({ address: treasury })).toBe(nonce + 1)
  expect(await c.publicClient.getTransactionCount({ address: treasury, blockTag: 'pending' })).toBe(nonce + 1)
  await lease.start()
})

test('API nodes killed and restarted under load while the modal is in use: every view answers from the other', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const user = accounts[1]
  const m = modal(page)
  // Every request the page makes to the cloud, while nodes die: none may fail.
  const failures: string[] = []
  let answered = 0
  page.on('response', (response) => {
    if (!response.url().startsWith(c.urls.cloud)) return
    answered++
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText
    // Aborted: cancelled by the page itself (the reloads below), not refused or dropped by the cloud.
    if (request.url().startsWith(c.urls.cloud) && error !== 'net::ERR_ABORTED')
      failures.push(`${error} ${request.url()}`)
  })
  // Load beside the page, paced under the one loopback address's request budget it shares with the page.
  const statuses: number[] = []
  let loading = true
  const load = (async () => {
    while (loading) {
      const response = await fetch(`${c.urls.cloud}/getWallets?projectId=airlock-e2e&entries=1`, {
        headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
      })
      statuses.push(response.status)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })()
  const upInBalancer = (name: string) =>
    expect
      .poll(async () => (await c.cluster.balancer.servers()).find((s) => s.server === name)?.status, {
        timeout: 60_000,
      })
      .toBe('UP')
  try {
    await injectWallet(page, user.privateKey, { rpcUrl: c.urls.anvil })
    await page.goto(`${c.urls.demo}/`)
    await waitReady(page)
    await page.locator('#open').click()
    await m.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Account')
    for (const name of ['api1', 'api2']) {
      const node = c.node(name)
      await upInBalancer(name === 'api1' ? 'api2' : 'api1')
      await node.kill()
      // A fresh modal (every view's data fetched again) while the node is dead: the session comes back,
      // the balance, a quote.
      const before = answered
      await page.reload()
      await waitReady(page)
      await expect(page.locator('#status')).toHaveText('connected')
      await page.locator('#open').click()
      await expect(view(page)).toHaveAttribute('data-view', 'Account')
      const balance = await c.publicClient.getBalance({ address: user.address })
      await expect(m.locator('[data-testid="account-balance"]')).toHaveText(formatBalance(balance))
      await m.locator('[data-testid="account-onramp"]').click()
      await m.locator('[data-testid="onramp-preset"]').first().click()
      await expect(m.locator('[data-testid="onramp-receive"]')).toHaveAttribute('data-amount', /^\d+\.\d+$/)
      await expect(m.locator('[data-testid="onramp-quote"]')).not.toHaveAttribute('data-estimate', /.*/)
      expect(answered).toBeGreaterThan(before)
      await node.start()
      await upInBalancer(name)
    }
  } finally {
    loading = false
    await load
  }
  expect(failures).toEqual([])
  expect(statuses.length).toBeGreaterThan(0)
  expect(statuses.filter((status) => status !== 200)).toEqual([])
})
