import type { Page, Route } from '@playwright/test'
import { expect, modal, recreateAppKit, test, urls, waitReady } from '../fixtures/test.ts'

const openModal = (page: Page) =>
  page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())

const search = async (page: Page, text: string) => {
  await modal(page).locator('[data-testid="wallet-search"]').fill(text)
  const tile = modal(page).locator('[data-testid="directory-wallet"]').first()
  await expect(tile).toHaveAttribute('data-name', new RegExp(text, 'i'))
  return tile
}

test('wallet icons: a placeholder while loading, every shipped icon drawn, initials for a wallet without one or with a broken one', async ({
  page,
}) => {
  // Hold the wallet images until the placeholder has been seen.
  const held: Route[] = []
  let hold = true
  await page
    .context()
    .route(`${urls.cloud}/getWalletImage/**`, (route) => (hold ? held.push(route) : route.continue()))
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await openModal(page)
  await modal(page).locator('[data-testid="all-wallets"]').click()
  const grid = modal(page).locator('[data-testid="wallet-grid"]')
  await expect(grid.locator('[data-testid="wallet-image-skeleton"]').first()).toBeVisible()
  hold = false
  for (const route of held.splice(0)) await route.continue()
  await expect(grid.locator('[data-testid="wallet-image-skeleton"]')).toHaveCount(0)

  // 1inch's SVG is drawn (it was served 200 yet broken), not replaced.
  const oneInch = await search(page, '1inch')
  const image = oneInch.locator('img')
  await expect(image).toHaveAttribute('data-state', 'loaded')
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // Argent has no image in the directory: its initials on a colour of its own.
  const argent = await search(page, 'Argent')
  await expect(argent.locator('[data-testid="wallet-monogram"]')).toHaveText('A')

  // A custom wallet whose image does not load gets its initials too.
  await recreateAppKit(page, {
    projectId: 'airlock-demo',
    customWallets: [
      {
        id: 'broken-icon',
        name: 'Broken Icon Wallet',
        image_url: `${urls.cloud}/getWalletImage/does-not-exist`,
        webapp_link: 'https://wallet.example/app',
      },
    ],
  })
  await openModal(page)
  const custom = modal(page).locator('[data-testid="custom-wallet"][data-name="Broken Icon Wallet"]')
  await expect(custom.locator('[data-testid="wallet-monogram"]')).toHaveText('BI')
  await expect(custom.locator('img')).toHaveCount(0)
})
