import {
  accounts,
  connect,
  expect,
  fault,
  injectWallet,
  modal,
  openConnected,
  test,
  urls,
  waitReady,
  walletRequests,
} from '../fixtures/test.ts'

// Each fault is undone whatever the test's outcome, so later specs meet a healthy stack.
test.afterEach(async () => {
  await fault('resume-anvil')
  await fault('start-cloud')
  await fault('cloud-delay', '?ms=0')
})

const account = (page: import('@playwright/test').Page) =>
  modal(page).locator('[data-testid="airlock-modal"]')

test('a frozen chain node: the balance is marked out of date with a retry, the session survives a reload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openConnected(page, accounts[0].privateKey)
  const balance = modal(page).locator('[data-testid="account-balance"]')
  await expect(balance).toHaveText(/ETH$/)
  await expect(balance).toHaveAttribute('data-stale', 'false')
  // The portfolio is read through the cloud, after the balance: the node is frozen only once it is
  // on screen, or there would be no old tokens to mark (a loaded machine took that long once).
  const usdc = modal(page).locator('[data-testid="token-row"][data-symbol="USDC"]')
  await expect(usdc).toBeVisible()
  await expect(modal(page).locator('[data-testid="tokens-stale"]')).toHaveCount(0)

  await fault('pause-anvil')
  // Once the balance is older than its cache time it is read again; that read hangs, and the
  // view says so instead of showing the old figure as current.
  const stale = modal(page).locator('[data-testid="balance-stale"]')
  await expect(stale).toBeVisible({ timeout: 60_000 })
  await expect(balance).toHaveAttribute('data-stale', 'true')
  await expect(balance).toHaveText(/ETH$/)
  // The portfolio too: its tokens stay listed, marked as possibly out of date.
  await expect(modal(page).locator('[data-testid="tokens-stale"]')).toBeVisible({ timeout: 30_000 })
  await expect(usdc).toBeVisible()

  // A reload meanwhile keeps the session; the balance that cannot be read says so, with a retry.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#open').click()
  await expect(account(page)).toHaveAttribute('data-view', 'Account')
  // Said once, in the Tokens tab; the balance line shows there is none, with its own retry.
  await expect(balance).toHaveAttribute('data-state', 'unavailable', { timeout: 90_000 })
  await expect(balance).not.toContainText('Token Balance Unavailable')

  await fault('resume-anvil')
  await modal(page).locator('[data-testid="balance-retry"]').click()
  await expect(balance).toHaveText(/^[\d.]+ ETH$/)
  await expect(balance).toHaveAttribute('data-stale', 'false')
  await expect(modal(page).locator('[data-testid="balance-stale"]')).toHaveCount(0)
})

test('the cloud down and up again: the session is kept through a reload, and the account recovers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openConnected(page, accounts[0].privateKey)
  await page.keyboard.press('Escape')

  await fault('stop-cloud')
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(accounts[0].address)
  await page.locator('#open').click()
  await expect(account(page)).toHaveAttribute('data-view', 'Account')
  // The chain is read directly when the cloud's RPC endpoint is gone; the cloud's portfolio says it failed.
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(/ETH$/, { timeout: 45_000 })
  await expect(modal(page).locator('[data-testid="tokens-error"]')).toContainText(
    'Token Balance Unavailable',
    {
      timeout: 45_000,
    },
  )

  await fault('start-cloud')
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="USDC"]')).toBeVisible()
})

test('a slow network in front of the cloud: the modal still opens at once, connects and restores', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await fault('cloud-delay', '?ms=1500')
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  // Opening and the browser wallet do not wait for the cloud.
  await waitReady(page)
  await connect(page)
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(/ETH$/, { timeout: 30_000 })
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="USDC"]')).toBeVisible({
    timeout: 30_000,
  })
})

test('the connection code fails to load: a wallet click says so and asks nothing; a stored session is not left reconnecting', async ({
  page,
}) => {
  // The connection controller is a chunk of its own, fetched on a click or to restore (modal-app boot.ts).
  const connectionChunk = /\/assets\/connection-[^/]+\.js$/
  const block = () => page.route(connectionChunk, (route) => route.abort())
  await injectWallet(page, accounts[0].privateKey)
  await block()
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText(
    'Could not load this step - check your connection and try again',
  )
  await expect(account(page)).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('#status')).toHaveText('disconnected')
  expect((await walletRequests(page)).map((r) => r.method)).not.toContain('eth_requestAccounts')

  // With the code back, a reload connects; then a load that cannot fetch it ends disconnected
  // (not reconnecting for ever) and keeps the session, which the next load restores.
  await page.unroute(connectionChunk)
  await page.reload()
  await waitReady(page)
  await connect(page)
  await block()
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('disconnected')
  await page.unroute(connectionChunk)
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(accounts[0].address)
})

test("the cloud unreachable: Connect says the wallet list failed in the spec's words, and the browser wallet still connects", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await injectWallet(page, accounts[0].privateKey)
  // Loaded once first: the modal's server learns the project's origins from the cloud (it frames the
  // modal nowhere when it cannot), and keeps them through the outage.
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await fault('stop-cloud')
  await page.reload()
  await waitReady(page)
  await page.locator('#open').click()
  const notice = modal(page).locator('[data-testid="directory-error"]')
  await expect(notice).toContainText('Wallet list unavailable')
  await expect(modal(page).locator('[data-testid="directory-error-reason"]')).toHaveText(
    'Something went wrong',
  )
  await expect(modal(page).locator('[data-testid="directory-retry"]')).toBeEnabled()
  await expect(modal(page).getByText('Failed to fetch')).toHaveCount(0)
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(accounts[0].address)
})

test('the wallet list that failed to load comes back with Try again', async ({ page }) => {
  // Only the directory is out of reach: the rest of the cloud answers, so the retry is all that changes.
  const directory = `${urls.cloud}/getWallets**`
  await page.route(directory, (route) => route.abort('connectionrefused'))
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="directory-error-reason"]')).toHaveText(
    'Something went wrong',
  )
  await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(0)
  await page.unroute(directory)
  await modal(page).locator('[data-testid="directory-retry"]').click()
  await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(4)
  await expect(modal(page).locator('[data-testid="directory-error"]')).toHaveCount(0)
})
