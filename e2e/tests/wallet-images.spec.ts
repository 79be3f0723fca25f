import type { Locator, Page, Route } from '@playwright/test'
import { injectPendingWallet } from '../fixtures/pendingWallet.ts'
import { expect, modal, recreateAppKit, test, urls, waitReady } from '../fixtures/test.ts'
import { setThemeMode } from '../fixtures/theme.ts'

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
  await expectIconsAtTheirSize(grid, 48)

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
  await expectIconsAtTheirSize(modal(page).locator('[data-testid="airlock-modal"]'), 40)
  const custom = modal(page).locator('[data-testid="custom-wallet"][data-name="Broken Icon Wallet"]')
  await expect(custom.locator('[data-testid="wallet-monogram"]')).toHaveText('BI')
  await expect(custom.locator('img')).toHaveCount(0)
})

/** Every wallet icon (image or initials) in `within` is drawn at `size` px square, the size it was given. */
async function expectIconsAtTheirSize(within: Locator, size: number) {
  const icons = within.locator('img[data-name], [data-testid="wallet-monogram"]')
  await expect(icons.first()).toBeVisible()
  // Rows may still arrive (the host's Coinbase script lists its row after the first open): every
  // icon drawn then is at its size, whichever came last.
  await expect
    .poll(async () => {
      const drawn = await icons.evaluateAll((elements) =>
        elements.map((element) => {
          const { width, height } = element.getBoundingClientRect()
          return `${Math.round(width)}x${Math.round(height)}`
        }),
      )
      return [...new Set(drawn)]
    })
    .toEqual([`${size}x${size}`])
}

/** Where an element is drawn, in the host page's pixels. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}
type Box = Awaited<ReturnType<typeof boxOf>>
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

/**
 * The "Continue in" icon: 72 px, and its waiting ring drawn inside the icon's own box (which sits
 * inside the card) in every frame of its animation, not swept out of it.
 */
async function expectWaitingIcon(page: Page, name: string) {
  // For people to look at (kept with the test's results).
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) })
  const m = modal(page)
  const card = await boxOf(m.locator('[data-testid="airlock-modal"]'))
  const waiting = m.locator('[data-testid="waiting-wallet-image"]')
  const icon = waiting.locator('img, [data-testid="wallet-monogram"]').first()
  const size = await boxOf(icon)
  expect([Math.round(size.width), Math.round(size.height)]).toEqual([72, 72])
  const box = await boxOf(waiting)
  expect(inside(box, card)).toBe(true)
  expect(inside(size, box)).toBe(true)
  // The ring's extent over a second of animation frames, in the frame's own coordinates.
  const extent = await waiting.evaluate(async (element) => {
    const ring = element.querySelector('[data-testid="waiting-ring"]') as Element
    const frame = element.getBoundingClientRect()
    let [left, top, right, bottom] = [frame.left, frame.top, frame.right, frame.bottom]
    for (let i = 0; i < 60; i++) {
      await new Promise(requestAnimationFrame)
      const r = ring.getBoundingClientRect()
      ;[left, top, right, bottom] = [
        Math.min(left, r.left),
        Math.min(top, r.top),
        Math.max(right, r.right),
        Math.max(bottom, r.bottom),
      ]
    }
    return {
      left: left - frame.left,
      top: top - frame.top,
      right: right - frame.right,
      bottom: bottom - frame.bottom,
    }
  })
  expect(extent).toEqual({ left: 0, top: 0, right: 0, bottom: 0 })
}

/** ConnectingExternal for a browser wallet that has not answered yet. */
async function continueInBrowserWallet(page: Page, theme: 'light' | 'dark') {
  await injectPendingWallet(page)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await setThemeMode(page, theme)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Pending Wallet"]').click()
  await expect(modal(page).locator('[data-testid="connecting-status"]')).toContainText(
    'Continue in Pending Wallet',
  )
  await expectWaitingIcon(page, `connecting-external-${theme}`)
}

/** ConnectingWalletConnect's app-link panel: the README's first run, with the Airlock Dev Wallet. */
async function continueInDevWallet(page: Page, theme: 'light' | 'dark') {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await setThemeMode(page, theme)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  await (await search(page, 'Airlock Dev')).click()
  await expect(modal(page).locator('[data-testid="connecting-status"]')).toContainText(
    'Continue in Airlock Dev Wallet',
  )
  await expect(modal(page).locator('[data-testid="waiting-wallet-image"] img')).toHaveAttribute(
    'data-state',
    'loaded',
  )
  await expectWaitingIcon(page, `wc-open-app-${theme}`)
}

for (const theme of ['light', 'dark'] as const) {
  test(`"Continue in <wallet>" on a computer in ${theme}: a 72 px icon, its ring inside its box and the card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await continueInBrowserWallet(page, theme)
    await continueInDevWallet(page, theme)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  for (const theme of ['light', 'dark'] as const) {
    test(`"Continue in <wallet>" on a phone in ${theme}: a 72 px icon, its ring inside its box and the card`, async ({
      page,
    }) => {
      await continueInBrowserWallet(page, theme)
      await continueInDevWallet(page, theme)
    })
  }
})
