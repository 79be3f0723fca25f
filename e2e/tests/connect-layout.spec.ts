import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { viewTitles } from '../../modal-app/src/components/viewTitles.ts'
import { accounts, expect, injectWallet, modal, modalFrame, test, urls, waitReady } from '../fixtures/test.ts'

// Connect is the first thing a visitor sees: its layout on a laptop and on a phone, both themes.
const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots')
const screens = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
}

async function openConnect(page: Page, theme: 'light' | 'dark') {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.evaluate(
    (mode) =>
      (window as unknown as { airlock: { setThemeMode(m: string): void } }).airlock.setThemeMode(mode),
    theme,
  )
  await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(4)
  await expect(modal(page).locator('[data-testid="social-x"]')).toBeVisible()
}

/** The element's box in the modal frame (the frame covers the page, so these are page coordinates too). */
const box = (page: Page, selector: string) =>
  modalFrame(page)
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }
    })

for (const [screen, use] of Object.entries(screens)) {
  test.describe(`on a ${screen}`, () => {
    test.use(use)

    for (const theme of ['light', 'dark'] as const) {
      test(`Connect in ${theme}: "Continue with Google" is whole, as tall as the other social buttons`, async ({
        page,
      }) => {
        await openConnect(page, theme)
        // "Continue with Google" is as tall as the icon buttons under it, its icon and label inside it.
        const google = await box(page, '[data-testid="social-google"]')
        expect(google.height).toBe(48)
        expect((await box(page, '[data-testid="social-x"]')).height).toBe(48)
        const contents = await modalFrame(page)
          .locator('[data-testid="social-google"]')
          .evaluate((el) => {
            const range = document.createRange()
            range.selectNodeContents(el)
            const r = range.getBoundingClientRect()
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
          })
        expect(contents.top).toBeGreaterThanOrEqual(google.top)
        expect(contents.bottom).toBeLessThanOrEqual(google.bottom)
        expect(contents.left).toBeGreaterThanOrEqual(google.left)
        expect(contents.right).toBeLessThanOrEqual(google.right)
      })

      test(`Connect in ${theme}: the card fits the screen, its list scrolls under a header that stays`, async ({
        page,
      }) => {
        await openConnect(page, theme)
        const { height } = use.viewport
        const card = await box(page, '[data-testid="airlock-modal"]')
        expect(card.top).toBeGreaterThanOrEqual(0)
        expect(card.bottom).toBeLessThanOrEqual(height)
        // Not as tall as the screen (it was 714-768 px of 800): the ways in scroll inside a capped list.
        expect(card.height).toBeLessThan(height - 200)

        // The list is capped as AppKit's is, and scrolls.
        const list = modalFrame(page).locator('[data-testid="connect-list"]')
        await expect(modal(page).locator('[data-testid="connect-list"]')).toHaveCount(1)
        const sizes = await list.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }))
        expect(sizes.client).toBeLessThanOrEqual(440)
        expect(sizes.scroll).toBeGreaterThan(sizes.client)
        const header = await box(page, 'header')
        await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
        await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
        expect(await box(page, 'header')).toEqual(header)
        // The last way in is reachable, inside the list's box.
        const listBox = await box(page, '[data-testid="connect-list"]')
        const last = await box(page, '[data-testid="social-x"]')
        expect(last.top).toBeGreaterThanOrEqual(listBox.top)
        expect(last.bottom).toBeLessThanOrEqual(listBox.bottom)

        mkdirSync(dir, { recursive: true })
        await page.screenshot({ path: join(dir, `connect-layout-${screen}-${theme}.png`) })
      })
    }

    test("every view's title fits the header whole: on two lines at most, nothing cut", async ({ page }) => {
      await openConnect(page, 'light')
      // The titles of every view, and wallet names (ConnectingExternal's title) as long as the directory's.
      const titles = [
        ...new Set(Object.values(viewTitles)),
        'Crypto.com | DeFi Wallet',
        'Binance Smart Wallet',
      ]
      const fits = await modalFrame(page)
        .locator('header')
        .evaluate((header, list) => {
          // A copy of the real header beside it, with each title in turn: the same classes, the same width.
          const copy = header.cloneNode(true) as HTMLElement
          header.after(copy)
          const heading = copy.querySelector('h1') as HTMLElement
          const results = list.map((title) => {
            heading.textContent = title
            const lines = Math.round(
              heading.getBoundingClientRect().height /
                Number.parseFloat(getComputedStyle(heading).lineHeight),
            )
            return {
              title,
              whole:
                heading.scrollWidth <= heading.clientWidth && heading.scrollHeight <= heading.clientHeight,
              lines,
            }
          })
          copy.remove()
          return results
        }, titles)
      for (const { title, whole, lines } of fits) {
        expect.soft(whole, `"${title}" is cut`).toBe(true)
        expect.soft(lines, `"${title}" takes ${lines} lines`).toBeLessThanOrEqual(2)
      }
      // The spec's own titles stay on one line.
      const oneLine = fits.filter(
        (f) => f.title === 'Confirm Current Email' || f.title === 'Sign in with Farcaster',
      )
      expect(oneLine.map((f) => f.lines)).toEqual([1, 1])
    })
  })
}
