import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Request } from '@playwright/test'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

// The directory the e2e cloud serves: the wallets it marks WalletConnect certified.
const certified = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'cloud', 'data', 'wallets.json'), 'utf8'),
  ) as {
    wallets: { name: string; badge_type: string }[]
  }
).wallets
  .filter((wallet) => wallet.badge_type === 'certified')
  .map((wallet) => wallet.name)
  .sort()

const directoryAsk = (request: Request) => new URL(request.url()).pathname === '/getWallets'
const paramsOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams)

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

test('the certified filter asks /getWallets for badge_type=certified, alone and with a search, and lets go', async ({
  page,
}) => {
  expect(certified.length).toBeGreaterThanOrEqual(10)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  const grid = modal(page).locator('[data-testid="wallet-grid"]')
  const tiles = modal(page).locator('[data-testid="directory-wallet"]')
  const names = () => tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-name') ?? '').sort())
  await expect(grid).toHaveAttribute('data-loaded', '40')
  // The full list marks the certified wallets, as AppKit's grid does, and only them.
  await expect(tiles.filter({ hasText: 'MetaMask' }).getByTestId('certified-mark')).toBeVisible()
  await expect(tiles.filter({ hasText: 'Rainbow' }).getByTestId('certified-mark')).toHaveCount(0)

  const filter = modal(page).getByRole('button', { name: 'Only WalletConnect certified' })
  await expect(filter).toHaveAttribute('aria-pressed', 'false')
  expect((await filter.boundingBox())?.height).toBeGreaterThanOrEqual(40)

  let asked = page.waitForRequest((r) => directoryAsk(r) && paramsOf(r).badge_type === 'certified')
  await filter.click()
  expect(paramsOf(await asked)).toMatchObject({ page: '1', entries: '100', badge_type: 'certified' })
  await expect(filter).toHaveAttribute('aria-pressed', 'true')
  await expect(grid).toHaveAttribute('data-count', String(certified.length))
  await expect.poll(names).toEqual(certified)
  await expect(tiles.getByTestId('certified-mark')).toHaveCount(certified.length)

  // Search and filter together: certified wallets whose name has "wallet".
  asked = page.waitForRequest((r) => directoryAsk(r) && paramsOf(r).search === 'wallet')
  await modal(page).locator('[data-testid="wallet-search"]').fill(' wallet ')
  expect(paramsOf(await asked)).toMatchObject({ badge_type: 'certified', search: 'wallet' })
  const certifiedWallets = certified.filter((name) => name.toLowerCase().includes('wallet'))
  expect(certifiedWallets.length).toBeGreaterThan(1)
  await expect.poll(names).toEqual(certifiedWallets)

  // Off again, from the keyboard: the same search over every wallet, with no badge_type sent.
  asked = page.waitForRequest((r) => directoryAsk(r) && paramsOf(r).search === 'wallet')
  await filter.focus()
  await page.keyboard.press('Space')
  expect(paramsOf(await asked).badge_type).toBeUndefined()
  await expect(filter).toHaveAttribute('aria-pressed', 'false')
  await expect(tiles.filter({ hasText: 'Coinbase Wallet' })).toHaveCount(1)
  await modal(page).locator('[data-testid="wallet-search"]').fill('')
  await expect(grid).toHaveAttribute('data-loaded', '40')
  expect(Number(await grid.getAttribute('data-count'))).toBeGreaterThan(1000)
})
