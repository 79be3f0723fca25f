import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { accounts, connect, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots')

/** The demo page with the test wallet on `key`, in `theme`, in a viewport `height` tall. */
async function demoInTheme(page: Page, theme: 'light' | 'dark', key: Hex, height: number) {
  mkdirSync(dir, { recursive: true })
  await page.setViewportSize({ width: 900, height })
  await injectWallet(page, key)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.evaluate(
    (mode) =>
      (window as unknown as { airlock: { setThemeMode(m: string): void } }).airlock.setThemeMode(mode),
    theme,
  )
}

// For people to look at: the Connect and Account views in light and dark.
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of Connect and Account in ${theme}`, async ({ page }) => {
    await demoInTheme(page, theme, accounts[0].privateKey, 640)
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

// The account's tabs and the send and receive views, light and dark.
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of the Tokens, NFTs and Activity tabs, Send and Receive in ${theme}`, async ({
    page,
  }) => {
    await demoInTheme(page, theme, accounts[1].privateKey, 760)
    await connect(page)
    const m = modal(page)
    const shots: [string, () => Promise<void>][] = [
      [
        'tokens',
        () => expect(m.locator('[data-testid="token-row"] img').first()).toHaveJSProperty('complete', true),
      ],
      [
        'nfts',
        async () => {
          await m.locator('[data-testid="account-tab-nfts"]').click()
          await expect(m.locator('[data-testid="nft-item"] img').first()).toHaveJSProperty(
            'naturalWidth',
            256,
          )
        },
      ],
      [
        'activity',
        async () => {
          await m.locator('[data-testid="account-tab-activity"]').click()
          await expect(m.locator('[data-testid="activity-row"]').first()).toBeVisible()
        },
      ],
      [
        'send',
        async () => {
          await m.locator('[data-testid="account-tab-tokens"]').click()
          await m.locator('[data-testid="account-send"]').click()
          await m.locator('[data-testid="send-select-token"]').click()
          await m.locator('[data-testid="send-token-option"][data-symbol="USDC"]').click()
          await m.locator('[data-testid="send-amount"]').fill('1.5')
          await m.locator('[data-testid="send-receiver"]').fill(accounts[2].address)
          await expect(m.locator('[data-testid="send-preview"]')).toBeEnabled()
        },
      ],
      [
        'receive',
        async () => {
          await m.locator('[data-testid="header-back"]').click()
          await m.locator('[data-testid="account-receive"]').click()
          await expect(m.locator('[data-testid="receive-qr"] svg')).toBeVisible()
        },
      ],
    ]
    for (const [name, ready] of shots) {
      await ready()
      await page.screenshot({ path: join(dir, `${name}-${theme}.png`) })
      expect(existsSync(join(dir, `${name}-${theme}.png`))).toBe(true)
    }
  })
}

// AppKit's theme variables set by the dApp (radius and font size masters, colour mix, accent, QR colour).
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of Connect and the WalletConnect QR with theme variables in ${theme}`, async ({
    page,
  }) => {
    await demoInTheme(page, theme, accounts[0].privateKey, 800)
    await page.evaluate(() =>
      (window as unknown as { airlock: { setThemeVariables(v: unknown): void } }).airlock.setThemeVariables({
        '--w3m-border-radius-master': '1px',
        '--w3m-font-size-master': '11px',
        '--w3m-color-mix': '#00bb99',
        '--w3m-color-mix-strength': 20,
        '--w3m-accent': '#00897b',
        '--w3m-qr-color': '#1a237e',
      }),
    )
    await page.locator('#open').click()
    await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
    await page.screenshot({ path: join(dir, `connect-theme-variables-${theme}.png`) })
    await modal(page).locator('[data-testid="walletconnect"]').click()
    await expect(modal(page).locator('[data-testid="wc-qr-code"] svg')).toBeVisible()
    await page.screenshot({ path: join(dir, `walletconnect-theme-variables-${theme}.png`) })
    expect(existsSync(join(dir, `walletconnect-theme-variables-${theme}.png`))).toBe(true)
  })
}
