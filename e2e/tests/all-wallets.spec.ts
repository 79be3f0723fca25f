import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

test('AllWallets pages through a long directory in a virtualized grid and searches it (trimmed, debounced)', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  const grid = modal(page).locator('[data-testid="wallet-grid"]')
  const tiles = modal(page).locator('[data-testid="directory-wallet"]')
  await expect(grid).toHaveAttribute('data-loaded', '40')
  await expect(tiles.first()).toHaveAttribute('data-name', 'MetaMask')
  // The e2e stack adds 1,000 synthetic wallets after the real ones.
  expect(Number(await grid.getAttribute('data-count'))).toBeGreaterThan(1000)

  // Scrolling to the end keeps loading pages of 40; the DOM holds only the rows in view.
  await expect
    .poll(
      async () => {
        await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
        return Number(await grid.getAttribute('data-loaded'))
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(600)
  expect(await tiles.count()).toBeLessThan(60)
  await expect(tiles.last()).toHaveAttribute('data-name', /^Synthetic Wallet \d{4}$/)

  await modal(page).locator('[data-testid="wallet-search"]').fill('  rainbow ')
  await expect(tiles).toHaveCount(1)
  await expect(tiles.first()).toHaveAttribute('data-name', 'Rainbow')
  await modal(page).locator('[data-testid="wallet-search"]').fill('Synthetic Wallet 09')
  await expect(grid).toHaveAttribute('data-loaded', '100')
  await modal(page).locator('[data-testid="wallet-search"]').fill('no such wallet at all')
  await expect(modal(page).getByText('No wallet found')).toBeVisible()
})

test('long wallet names wrap onto two lines in the grid instead of being cut', async ({ page }) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  const tile = modal(page).locator('[data-testid="directory-wallet"][data-name="Coinbase Wallet"]')
  const name = tile.locator('[data-testid="directory-wallet-name"]')
  await expect(name).toHaveText('Coinbase Wallet')
  // Nothing of it is clipped: the box holds all of its text, on more than one line.
  const box = await name.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
  }))
  expect(box).toEqual({ clipped: false, lines: 2 })
})
