import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fillSend, openAccount, receiver } from '../fixtures/account.ts'
import { bait, baitClicks, clickBaitOver, installBait, serveBaitPage } from '../fixtures/clickjack.ts'
import { dialog, freshEmail, logIn, outcome, startRequest, walletFrame } from '../fixtures/embedded.ts'
import type { ServedPage } from '../fixtures/servePage.ts'
import { type StoredSiwxSession, signedBy } from '../fixtures/siwx.ts'
import {
  accounts,
  expect,
  injectWallet,
  modal,
  publicClient,
  test,
  testClient,
  waitReady,
  walletRequests,
} from '../fixtures/test.ts'
import { setThemeMode, type Theme } from '../fixtures/theme.ts'

const NOTICE_TITLE = 'This page is hiding or covering the wallet window'

let page$: ServedPage & { url: string }
test.beforeAll(async () => {
  page$ = await serveBaitPage()
})
test.afterAll(() => page$.close())

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}` as Hex

test('embedded wallet: a page that hides or covers the modal gets no signature from a click on its bait, and the visitor is told why', async ({
  page,
}) => {
  await page.goto(`${page$.url}/`)
  await waitReady(page)
  await logIn(page, freshEmail())
  const address = (await page.locator('#address').textContent()) as Hex
  await page.keyboard.press('Escape')

  // The attack: the frame at opacity 0.001 before the dApp's request opens it at ApproveTransaction.
  await bait(page, 'hide')
  await startRequest(page, 'personal_sign', [hex('Transfer all my funds'), address])
  await expect(dialog(page)).toHaveAttribute('data-view', 'ApproveTransaction')
  const approval = walletFrame(page).locator('[data-testid="wallet-approval"]')
  const approve = walletFrame(page).locator('[data-testid="wallet-approve"]')
  await expect(approval).toContainText('Transfer all my funds')
  const notice = walletFrame(page).locator('[data-testid="obscured-notice"]')
  await expect(notice).toHaveText(`${NOTICE_TITLE} Approve works once the window is fully visible.`)
  await expect(approve).toHaveAttribute('aria-describedby', 'wallet-obscured')

  // The visitor clicks the bait drawn where Approve sits: the frame takes the click, and nothing signs.
  await clickBaitOver(page, approve)
  expect(await baitClicks(page)).toBe(0)
  await expect(approve).toBeDisabled()
  // An approving click would have turned the button to 'Approving…' at once (renderApproval.ts).
  await expect(approve).toHaveText('Approve')
  expect(await page.evaluate(() => (window as unknown as { outcome?: unknown }).outcome)).toBeUndefined()

  // A page-wide div over the modal (clicks pass through it): likewise.
  await bait(page, 'cover')
  await clickBaitOver(page, approve)
  await expect(approve).toBeDisabled()
  await expect(approve).toHaveText('Approve')
  await expect(notice).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { outcome?: unknown }).outcome)).toBeUndefined()

  // Shown in full, the same request is the visitor's to approve: the notice goes, Approve arms.
  await bait(page, 'reveal')
  await expect(notice).toHaveCount(0)
  await approve.click()
  const signed = await outcome(page)
  expect(
    // The devnet's embedded user signs as its smart account: checked as a dApp checks one (ERC-6492/1271).
    await publicClient.verifyMessage({
      address,
      message: 'Transfer all my funds',
      signature: signed.result as Hex,
    }),
  ).toBe(true)
})

test('external wallet: SIWX Sign in a hidden or covered modal asks the wallet for nothing, shown it signs in', async ({
  page,
}) => {
  const signer = accounts[3]
  await injectWallet(page, signer.privateKey)
  await page.goto(`${page$.url}/siwx`)
  await waitReady(page)
  await page.locator('#open').click()
  // The page hides the modal once it is open: the visitor's click on a wallet row is baited too.
  await bait(page, 'hide')
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  const sign = modal(page).locator('[data-testid="siwx-sign-button"]')
  const notice = modal(page).locator('[data-testid="obscured-notice"]')
  await expect(notice).toHaveText(`${NOTICE_TITLE}Sign works once the window is fully visible.`)
  await expect(sign).toHaveAttribute('aria-describedby', (await notice.getAttribute('id')) as string)

  await clickBaitOver(page, sign)
  expect(await baitClicks(page)).toBe(0)
  await expect(sign).toBeDisabled()
  // A click that signs turns the view to 'signing' at once (siwxFlow.ts) and asks the wallet.
  await expect(modal(page).locator('[data-testid="siwx-sign"]')).not.toHaveAttribute('data-state', 'signing')
  expect((await walletRequests(page)).map((r) => r.method)).not.toContain('personal_sign')

  await bait(page, 'cover')
  await clickBaitOver(page, sign)
  await expect(sign).toBeDisabled()
  await expect(notice).toBeVisible()
  expect((await walletRequests(page)).map((r) => r.method)).not.toContain('personal_sign')

  await bait(page, 'reveal')
  await expect(notice).toHaveCount(0)
  await sign.click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  const [session] = (await page.evaluate(
    "window.siwx.getSessions('eip155:31337', window.airlock.getAccount().address)",
  )) as StoredSiwxSession[]
  expect(await signedBy(signer.address, session)).toBe(true)
})

// For people to look at: the notice in every view that has it, light and dark. The page's cookie
// banner overlaps the modal's frame (not its card), so the modal shows and its buttons wait.
const shots = join(import.meta.dirname, '..', 'test-results', 'screenshots')

async function shoot(page: Page, name: string, theme: Theme) {
  mkdirSync(shots, { recursive: true })
  const path = join(shots, `obscured-${name}-${theme}.png`)
  await page.screenshot({ path })
  expect(existsSync(path)).toBe(true)
}

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot of the notice in the wallet frame's approval in ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 760 })
    await page.goto(`${page$.url}/`)
    await waitReady(page)
    await setThemeMode(page, theme)
    await logIn(page, freshEmail())
    const address = (await page.locator('#address').textContent()) as Hex
    await page.keyboard.press('Escape')
    await bait(page, 'banner')
    await startRequest(page, 'personal_sign', [hex('Sign in to Free NFT drop'), address])
    await expect(walletFrame(page).locator('[data-testid="obscured-notice"]')).toBeVisible()
    await shoot(page, 'approval', theme)
  })

  test(`screenshot of the notice in SIWX in ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 760 })
    await injectWallet(page, accounts[3].privateKey)
    await page.goto(`${page$.url}/siwx`)
    await waitReady(page)
    await setThemeMode(page, theme)
    await page.locator('#open').click()
    await bait(page, 'banner')
    await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
    await expect(modal(page).locator('[data-testid="obscured-notice"]')).toBeVisible()
    await shoot(page, 'siwx', theme)
  })

  test(`screenshots of the notice in Send, Swap and Register in ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 760 })
    // A new account: no name yet, so Account offers to register one.
    const key = generatePrivateKey()
    await testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('1') })
    await openAccount(page, key)
    await setThemeMode(page, theme)
    await installBait(page)
    await bait(page, 'banner')
    const m = modal(page)
    const notice = m.locator('[data-testid="obscured-notice"]')

    await fillSend(page, 'ETH', '0.01', receiver.address)
    await m.locator('[data-testid="send-preview"]').click()
    await expect(dialog(page)).toHaveAttribute('data-view', 'WalletSendPreview')
    await expect(notice).toContainText('Send works once the window is fully visible.')
    await expect(m.locator('[data-testid="send-confirm"]')).toBeDisabled()
    await shoot(page, 'send', theme)

    await m.locator('[data-testid="header-back"]').click()
    await m.locator('[data-testid="header-back"]').click()
    await m.locator('[data-testid="account-swaps"]').click()
    await m.locator('[data-testid="swap-to-token"]').click()
    await m.locator('[data-testid="swap-token-option"][data-symbol="USDC"]').click()
    await m.locator('[data-testid="swap-from-amount"]').fill('0.01')
    await expect(m.locator('[data-testid="swap-review"]')).toHaveText('Review swap')
    await m.locator('[data-testid="swap-review"]').click()
    await expect(m.locator('[data-testid="swap-confirm"]')).toHaveText('Swap')
    await expect(notice).toContainText('Swap works once the window is fully visible.')
    await expect(m.locator('[data-testid="swap-confirm"]')).toBeDisabled()
    await shoot(page, 'swap', theme)

    await m.locator('[data-testid="header-back"]').click()
    await m.locator('[data-testid="header-back"]').click()
    await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
    await m.locator('[data-testid="account-register-name"]').click()
    await m.locator('[data-testid="register-name-input"]').fill(`shot-${theme}-${Date.now().toString(36)}`)
    await expect(m.locator('[data-testid="register-name"]')).toHaveAttribute('data-availability', 'available')
    await expect(notice).toContainText('Register works once the window is fully visible.')
    await expect(m.locator('[data-testid="register-name-submit"]')).toBeDisabled()
    await shoot(page, 'register', theme)
  })
}
