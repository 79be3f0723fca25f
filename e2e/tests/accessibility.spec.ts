import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { fillSend, holder, receiver, view } from '../fixtures/account.ts'
import { freshEmail } from '../fixtures/embedded.ts'
import { installLedgerHid } from '../fixtures/ledgerHid.ts'
import { codeIn, lastMailId, linkIn, waitForMail } from '../fixtures/mailbox.ts'
import { multiWallet } from '../fixtures/multiWallet.ts'
import { injectPendingWallet } from '../fixtures/pendingWallet.ts'
import {
  accounts,
  connect,
  expect,
  injectWallet,
  modal,
  modalFrame,
  pairingUri,
  recreateAppKit,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { setTheme, type Theme } from '../fixtures/theme.ts'

// Every view of the modal, run through axe-core (all its default rules, best practices included)
// inside the modal's frame, in light and dark. A violation is fixed in the modal, never by turning
// a rule off here.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
interface Row {
  view: string
  violations: number
  details: string[]
}

/** Finite animations (the open transition, a shake) finished, so colours are read as they stay. */
async function settle(frame: Frame) {
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Runs axe in the modal frame, scoped to `include` when given (a transient element). */
async function axe(page: Page, include?: string): Promise<AxeResults> {
  const frame = modalFrame(page)
  // The view itself, not the placeholder shown while its code arrives: axe checks what a visitor reads.
  await expect(frame.locator('[data-testid="view-loading"]')).toHaveCount(0)
  await settle(frame)
  // Evaluated, not added as a <script>: no page CSP can refuse it, and the modal's DOM stays its own.
  if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axeSource)
  return frame.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        selector ? { include: [selector] } : document,
        { resultTypes: ['violations'] },
      ),
    include,
  ) as Promise<AxeResults>
}

function row(name: string, results: AxeResults): Row {
  return {
    view: name,
    violations: results.violations.reduce((sum, v) => sum + v.nodes.length, 0),
    details: results.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`)
          .join(' | ')}`,
    ),
  }
}

/** The per-view table in the test output, then one assertion over all of it. */
function report(theme: Theme, rows: Row[]) {
  const width = Math.max(...rows.map((r) => r.view.length))
  const lines = rows.map((r) => `  ${r.view.padEnd(width)}  ${String(r.violations).padStart(3)}`)
  console.log(`axe violations per view (${theme}):\n  ${'view'.padEnd(width)}  nodes\n${lines.join('\n')}`)
  for (const r of rows) for (const d of r.details) console.log(`  ${r.view}: ${d}`)
  expect(
    rows.filter((r) => r.violations > 0),
    'views with axe violations',
  ).toEqual([])
}

/** The demo page in `theme`, the test wallet connected, its tokens listed in Account. */
async function connectInTheme(page: Page, theme: Theme) {
  await injectWallet(page, holder.privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await setTheme(page, theme)
  await connect(page)
  await expect(modal(page).locator('[data-testid="token-row"]').first()).toBeVisible()
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: every view before connecting is clean in ${theme}`, async ({ page }) => {
    test.setTimeout(180_000)
    const rows: Row[] = []
    const m = modal(page)
    const check = async (name: string) => rows.push(row(name, await axe(page)))
    await injectWallet(page, accounts[0].privateKey)
    await injectPendingWallet(page)
    // The script-include page: it exposes `Airlock`, to make the WalletConnect-only and project-less instances.
    await page.goto(`${urls.demo}/script.html`)
    await waitReady(page)
    await setTheme(page, theme)

    await page.locator('#open').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Connect')
    await expect(m.locator('[data-testid="wallet-row"][data-name="Pending Wallet"]')).toBeVisible()
    await check('Connect')

    await m.locator('[data-testid="all-wallets"]').click()
    await expect(m.locator('[data-testid="directory-wallet"]').first()).toBeVisible()
    await check('AllWallets')
    await m.locator('[data-testid="wallet-search"]').fill('no such wallet at all')
    await expect(m.getByText('No wallet found')).toBeVisible()
    await check('AllWallets (no result)')

    await m.locator('[data-testid="header-back"]').click()
    await m.locator('[data-testid="walletconnect"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')
    await pairingUri(page)
    await check('ConnectingWalletConnect')
    await page.keyboard.press('Escape')
    await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

    await page.locator('#open').click()
    await m.locator('[data-testid="wallet-row"][data-name="Pending Wallet"]').click()
    await expect(m.locator('[data-testid="connecting-status"]')).toHaveAttribute('data-state', 'pending')
    await check('ConnectingExternal (pending)')
    await page.keyboard.press('Escape')
    await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

    await page.evaluate("window.__testWallet.rejectNext('eth_requestAccounts')")
    await page.locator('#open').click()
    await m.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
    await expect(m.locator('[data-testid="connecting-status"]')).toHaveAttribute('data-state', 'error')
    await check('ConnectingExternal (declined)')
    await page.keyboard.press('Escape')
    await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

    // Help for a visitor without a wallet.
    await page.locator('#open').click()
    await m.locator('[data-testid="what-is-a-wallet-link"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'WhatIsAWallet')
    await check('WhatIsAWallet')
    await m.locator('[data-testid="get-a-wallet"]').click()
    await expect(m.locator('[data-testid="get-wallet-row"]').first()).toBeVisible()
    await check('GetWallet')
    await page.keyboard.press('Escape')
    await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

    // A chosen wallet with a phone, a desktop and a web app: the platform tabs, the QR, then the web app's panel.
    await recreateAppKit(page, {
      projectId: 'airlock-demo',
      themeMode: theme,
      customWallets: [multiWallet],
    })
    await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
    await m.locator('[data-testid="custom-wallet"][data-name="Multi Wallet"]').click()
    await pairingUri(page)
    await check('ConnectingWalletConnect (wallet tabs)')
    await m.locator('[data-testid="wc-platforms"] [data-platform="web"]').click()
    await expect(m.locator('[data-testid="wc-open-wallet"]')).toBeEnabled()
    await check('ConnectingWalletConnect (web app)')
    await page.keyboard.press('Escape')

    // WalletConnect only (no adapters): the basic QR view.
    await recreateAppKit(page, { projectId: 'airlock-demo', adapters: [], themeMode: theme })
    await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
    await expect(view(page)).toHaveAttribute('data-view', 'ConnectingWalletConnectBasic')
    await pairingUri(page)
    await check('ConnectingWalletConnectBasic')

    // No projectId: the alert above the Connect view.
    await recreateAppKit(page, { themeMode: theme })
    await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
    await expect(m.locator('[data-testid="alert"]')).toContainText('Project ID Not Configured')
    await check('Connect + alert')

    report(theme, rows)
  })

  test(`axe: the account views, send, receive, networks and the snackbar are clean in ${theme}`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const rows: Row[] = []
    const m = modal(page)
    const check = async (name: string) => rows.push(row(name, await axe(page)))
    await connectInTheme(page, theme)

    await expect(m.locator('[data-testid="token-row"]').first()).toBeVisible()
    await check('Account: Tokens')
    await m.locator('[data-testid="account-tab-nfts"]').click()
    await expect(m.locator('[data-testid="nft-item"]').first()).toBeVisible()
    await check('Account: NFTs')
    await m.locator('[data-testid="account-tab-activity"]').click()
    await expect(m.locator('[data-testid="activity-row"]').first()).toBeVisible()
    await check('Account: Activity')
    await m.locator('[data-testid="account-tab-tokens"]').click()

    // The snackbar lives about two seconds: checked on its own, again if it left during the run.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.modal })
    await expect(async () => {
      await m.locator('[data-testid="account-address"]').click()
      await expect(m.locator('[data-testid="snackbar"]')).toHaveText('Address copied')
      const results = await axe(page, '[data-testid="snackbar"]')
      expect(await m.locator('[data-testid="snackbar"]').count()).toBe(1)
      rows.push(row('Snackbar', results))
    }).toPass()

    await m.locator('[data-testid="account-network"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Networks')
    await expect(m.locator('[data-testid="network-row"]').first()).toBeVisible()
    await check('Networks')
    await m.locator('[data-testid="header-back"]').click()

    await m.locator('[data-testid="account-send"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'WalletSend')
    await check('WalletSend')
    await m.locator('[data-testid="send-select-token"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'WalletSendSelectToken')
    await expect(m.locator('[data-testid="send-token-option"]').first()).toBeVisible()
    await check('WalletSendSelectToken')
    await m.locator('[data-testid="header-back"]').click()
    await m.locator('[data-testid="header-back"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Account')
    await fillSend(page, 'USDC', '1.5', receiver.address)
    await m.locator('[data-testid="send-preview"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'WalletSendPreview')
    await expect(m.locator('[data-testid="send-preview-amount"]')).toHaveText('1.5 USDC')
    await check('WalletSendPreview')
    await m.locator('[data-testid="header-back"]').click()
    await m.locator('[data-testid="header-back"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Account')

    await m.locator('[data-testid="account-receive"]').click()
    await expect(m.locator('[data-testid="receive-qr"] svg')).toBeVisible()
    await check('WalletReceive')

    report(theme, rows)
  })

  test(`axe: Swap (empty, quoted, token list, preview) and Buy (form, pickers, checkout waiting) are clean in ${theme}`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const rows: Row[] = []
    const m = modal(page)
    const check = async (name: string) => rows.push(row(name, await axe(page)))
    const back = async (to: string) => {
      await m.locator('[data-testid="header-back"]').click()
      await expect(view(page)).toHaveAttribute('data-view', to)
    }
    await connectInTheme(page, theme)
    await expect(m.locator('[data-testid="token-row"]').first()).toBeVisible()

    await m.locator('[data-testid="account-swaps"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Swap')
    await check('Swap: empty')
    await m.locator('[data-testid="swap-to-token"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'SwapSelectToken')
    await expect(m.locator('[data-testid="swap-token-option"]').first()).toBeVisible()
    await check('SwapSelectToken')
    await m.locator('[data-testid="swap-token-option"][data-symbol="USDC"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Swap')
    await m.locator('[data-testid="swap-from-amount"]').fill('0.01')
    await expect(m.locator('[data-testid="swap-review"]')).toHaveText('Review swap')
    await check('Swap: quoted')
    await m.locator('[data-testid="swap-review"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'SwapPreview')
    await check('SwapPreview')
    await back('Swap')
    await back('Account')

    await m.locator('[data-testid="account-onramp"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'OnRamp')
    await m.locator('[data-testid="onramp-preset"]', { hasText: '$50' }).click()
    await expect(m.locator('[data-testid="onramp-receive"]')).toHaveAttribute('data-amount', /^\d+\.\d+$/)
    await check('OnRamp: quoted')
    await m.locator('[data-testid="onramp-amount"]').fill('5')
    await expect(m.locator('[data-testid="onramp-buy"]')).toBeDisabled()
    await check('OnRamp: below the limits')
    await m.locator('[data-testid="onramp-preset"]', { hasText: '$50' }).click()
    for (const [open, name] of [
      ['onramp-provider', 'OnRampProviders'],
      ['onramp-token', 'OnRampTokenSelect'],
      ['onramp-fiat', 'OnRampFiatSelect'],
    ] as const) {
      await m.locator(`[data-testid="${open}"]`).click()
      await expect(view(page)).toHaveAttribute('data-view', name)
      await check(name)
      await back('OnRamp')
    }
    const popup = page.context().waitForEvent('page')
    await m.locator('[data-testid="onramp-buy"]').click()
    await (await popup).close()
    await expect(view(page)).toHaveAttribute('data-view', 'BuyInProgress')
    await expect(m.locator('[data-testid="onramp-pending"]')).toHaveAttribute('data-window', 'closed')
    await check('BuyInProgress')

    report(theme, rows)
  })

  test(`axe: UnsupportedChain is clean in ${theme}`, async ({ page }) => {
    await injectWallet(page, accounts[0].privateKey, { chainId: 1 })
    await page.goto(`${urls.demo}/`)
    await waitReady(page)
    await setTheme(page, theme)
    await page.locator('#open').click()
    await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'UnsupportedChain')
    await expect(modal(page).locator('[data-testid="network-row"]').first()).toBeVisible()
    report(theme, [row('UnsupportedChain', await axe(page))])
  })

  test(`axe: the Ledger views (instructions, a device error, accounts, Confirm on your Ledger, address check, Recent) are clean in ${theme}`, async ({
    context,
    page,
  }) => {
    const ledger = await installLedgerHid(context, { origins: [urls.modal], locked: true })
    await page.goto(`${urls.demo}/`)
    await waitReady(page)
    await setTheme(page, theme)
    await page.locator('#open').click()
    const m = modal(page)
    await m.locator('[data-testid="ledger-row"]').click()
    await expect(m.locator('[data-testid="ledger-connect"]')).toHaveText('Connect')
    const rows = [row('ConnectingLedger', await axe(page))]
    await m.locator('[data-testid="ledger-connect"]').click()
    await expect(m.locator('[data-testid="connecting-status"]')).toHaveText(/Unlock your Ledger/)
    rows.push(row('ConnectingLedger (locked)', await axe(page)))
    ledger.device.set({ locked: false })
    await m.locator('[data-testid="ledger-connect"]').click()
    await expect(m.locator('[data-testid="ledger-balance"]').first()).toContainText('ETH')
    rows.push(row('ConnectingLedger (accounts)', await axe(page)))
    await m.locator('[data-testid="ledger-account"]').first().click()
    await expect(view(page)).toHaveAttribute('data-view', 'Account')
    await m.locator('[data-testid="header-close"]').click()
    let approve: (yes: boolean) => void = () => undefined
    ledger.device.set({ decide: () => new Promise<boolean>((resolve) => (approve = resolve)) })
    await page.locator('#sign').click()
    await expect(m.locator('[data-testid="ledger-confirm"]')).toBeVisible()
    rows.push(row('ApproveTransaction (Ledger)', await axe(page)))
    approve(true)
    await expect(page.locator('#signature')).toHaveText(/^0x/)
    // The Account view's address check, while the device shows the address.
    await page.locator('#open').click()
    await expect(view(page)).toHaveAttribute('data-view', 'Account')
    ledger.device.set({ decide: () => new Promise<boolean>((resolve) => (approve = resolve)) })
    await m.locator('[data-testid="ledger-verify"]').click()
    await expect(m.locator('[data-testid="ledger-verify-pending"]')).toBeVisible()
    rows.push(row('Account (Ledger, verifying the address)', await axe(page)))
    await expect.poll(() => ledger.device.shown.at(-1)?.kind).toBe('address')
    approve(true)
    await expect(m.locator('[data-testid="ledger-verify"]')).toBeVisible()
    rows.push(row('Account (Ledger)', await axe(page)))
    // Connect after a disconnect: the Ledger in Recent.
    await m.locator('[data-testid="account-disconnect"]').click()
    await expect(m.locator('[data-testid="ledger-row"][data-recent="true"]')).toBeVisible()
    rows.push(row('Connect (Ledger recent)', await axe(page)))
    report(theme, rows)
  })

  test(`axe: the embedded wallet's views (email, social, Farcaster, email change) are clean in ${theme}`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const rows: Row[] = []
    const m = modal(page)
    const check = async (name: string) => rows.push(row(name, await axe(page)))
    await page.goto(`${urls.demo}/`)
    await waitReady(page)
    await setTheme(page, theme)
    await page.locator('#open').click()
    await m.locator('[data-testid="social-more"]').click()
    await expect(m.locator('[data-testid="social-facebook"]')).toBeVisible()
    await check('Connect (email, socials expanded)')

    await m.locator('[data-testid="social-farcaster"]').click()
    await expect(m.locator('[data-testid="farcaster-qr-code"] svg')).toBeVisible()
    await check('ConnectingFarcaster')
    await m.locator('[data-testid="header-back"]').click()

    const popup = page.waitForEvent('popup')
    await m.locator('[data-testid="social-google"]').click()
    await (await popup).close()
    await expect(m.locator('[data-testid="social-open"]')).toBeVisible()
    await check('ConnectingSocial (window closed)')
    await m.locator('[data-testid="header-back"]').click()

    const email = freshEmail()
    const since = await lastMailId()
    await m.locator('[data-testid="email-input"]').fill(email)
    await m.locator('[data-testid="email-submit"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
    await check('EmailVerifyDevice')
    const link = await page.context().newPage()
    await link.goto(linkIn(await waitForMail(email, /Approve this device/, since)))
    await link.close()
    await expect(view(page)).toHaveAttribute('data-view', 'EmailVerifyOtp')
    await check('EmailVerifyOtp')
    await m
      .locator('[data-testid="otp-input"]')
      .fill(codeIn(await waitForMail(email, /Your Airlock code/, since)))
    await expect(m.locator('[data-testid="account-email"]')).toBeVisible()
    await check('Account (email)')
    await m.locator('[data-testid="account-email"]').click()
    await check('UpdateEmailWallet')
    await m.locator('[data-testid="update-email-input"]').fill(freshEmail())
    await m.locator('[data-testid="update-email-submit"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'UpdateEmailPrimaryOtp')
    await check('UpdateEmailPrimaryOtp')

    report(theme, rows)
  })
}
