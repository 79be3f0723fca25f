import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

test('a visitor without a wallet: "What is a wallet?" explains, "Get a wallet" lists wallets that open their own page', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const view = modal(page).locator('[data-testid="airlock-modal"]')
  await modal(page).locator('[data-testid="what-is-a-wallet-link"]').click()
  await expect(view).toHaveAttribute('data-view', 'WhatIsAWallet')
  await expect(modal(page).locator('#airlock-title')).toHaveText('What is a Wallet?')
  await expect(modal(page).locator('[data-testid="what-is-a-wallet"] h2')).toHaveCount(3)

  await modal(page).locator('[data-testid="get-a-wallet"]').click()
  await expect(view).toHaveAttribute('data-view', 'GetWallet')
  await expect(modal(page).locator('#airlock-title')).toHaveText('Get a Wallet')
  const rows = modal(page).locator('[data-testid="get-wallet-row"]')
  await expect(rows.first()).toBeVisible()
  // No internet: the wallet's page answers locally.
  await page.context().route(/^https:\/\/(?!.*localhost)/, (route) => route.fulfill({ body: 'wallet page' }))
  const name = (await rows.first().getAttribute('data-name')) as string
  const opened = page.waitForEvent('popup')
  await rows.first().click()
  expect((await opened).url()).toMatch(/^https:\/\//)
  expect(name.length).toBeGreaterThan(0)

  // Back twice returns to Connect.
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(view).toHaveAttribute('data-view', 'WhatIsAWallet')
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(view).toHaveAttribute('data-view', 'Connect')
})

test('the help views can be opened by the app, like AppKit', async ({ page }) => {
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await page.evaluate("window.airlock.open({ view: 'WhatIsAWallet' })")
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute(
    'data-view',
    'WhatIsAWallet',
  )
})
