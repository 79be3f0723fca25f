import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

test('AllWallets lists the directory in pages and searches it (trimmed, debounced)', async ({ page }) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  const tiles = modal(page).locator('[data-testid="directory-wallet"]')
  await expect(tiles.first()).toBeVisible()
  await expect(tiles).toHaveCount(40)
  // Scrolling to the end loads the next page.
  await tiles.nth(39).scrollIntoViewIfNeeded()
  await expect.poll(() => tiles.count()).toBeGreaterThan(40)

  await modal(page).locator('[data-testid="wallet-search"]').fill('  rainbow ')
  await expect(tiles).toHaveCount(1)
  await expect(tiles.first()).toHaveAttribute('data-name', 'Rainbow')
  await modal(page).locator('[data-testid="wallet-search"]').fill('no such wallet at all')
  await expect(modal(page).getByText('No wallet found')).toBeVisible()
})
