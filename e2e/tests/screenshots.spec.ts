import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { accounts, connect, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots')

// For people to look at: the Connect and Account views in light and dark.
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of Connect and Account in ${theme}`, async ({ page }) => {
    mkdirSync(dir, { recursive: true })
    await page.setViewportSize({ width: 900, height: 640 })
    await injectWallet(page, accounts[0].privateKey)
    await page.goto(`${urls.demo}/`)
    await waitReady(page)
    await page.evaluate(
      (mode) =>
        (window as unknown as { airlock: { setThemeMode(m: string): void } }).airlock.setThemeMode(mode),
      theme,
    )
    await page.locator('#open').click()
    const dialog = modal(page).locator('[data-testid="airlock-modal"]')
    await expect(dialog).toHaveAttribute('data-view', 'Connect')
    await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(4)
    await expect(modal(page).locator('[data-testid="recommended-wallet"] img').first()).toHaveJSProperty(
      'complete',
      true,
    )
    await page.screenshot({ path: join(dir, `connect-${theme}.png`) })
    await page.keyboard.press('Escape')
    await connect(page)
    await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(/ETH$/)
    await page.screenshot({ path: join(dir, `account-${theme}.png`) })
    expect(existsSync(join(dir, `connect-${theme}.png`))).toBe(true)
    expect(existsSync(join(dir, `account-${theme}.png`))).toBe(true)
  })
}
