import { connectForSignIn } from '../fixtures/siwx.ts'
import { accounts, connect, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

type Airlock = {
  open(p?: { view?: string }): Promise<void>
  close(): Promise<void>
  getState(): { open: boolean }
}
const airlock = (page: import('@playwright/test').Page, script: (a: Airlock) => unknown) =>
  page.evaluate(`(${script.toString()})(window.airlock)`)

test('view choice on open, back pops, closes on the last entry, Escape and the close button close', async ({
  page,
}) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const frame = page.locator('iframe[data-airlock-frame]')
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')

  // Hidden: transparent, not hit-testable, out of tab order; the host page stays clickable.
  await expect(frame).toHaveCSS('opacity', '0')
  await expect(frame).toHaveCSS('pointer-events', 'none')
  expect(await frame.evaluate((el) => (el as HTMLIFrameElement).inert)).toBe(true)
  await page.locator('#recipient').click()

  await page.locator('#open').click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(frame).toHaveCSS('opacity', '1')
  await expect(modal(page).locator('[data-testid="header-back"]')).toBeHidden()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'AllWallets')
  await expect(modal(page).locator('[data-testid="directory-wallet"]').first()).toBeVisible()
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(modal(page).locator('[data-testid="header-back"]')).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(frame).toHaveCSS('opacity', '0')
  expect(await airlock(page, (a) => a.getState().open)).toBe(false)

  // Opened straight into a view, back has one entry left: it closes the modal.
  await airlock(page, (a) => a.open({ view: 'Networks' }))
  await expect(dialog).toHaveAttribute('data-view', 'Networks')
  await expect(modal(page).locator('[data-testid="network-row"][data-caip="eip155:31337"]')).toBeVisible()
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(frame).toHaveCSS('opacity', '0')

  await connect(page)
  await modal(page).locator('[data-testid="header-close"]').click()
  await expect(frame).toHaveCSS('opacity', '0')
  await page.locator('#open').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await modal(page).locator('[data-testid="account-network"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'Networks')
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  // A click on the backdrop closes too.
  await modal(page)
    .locator('[data-testid="airlock-backdrop"]')
    .click({ position: { x: 10, y: 10 } })
  await expect(frame).toHaveCSS('opacity', '0')
  await airlock(page, (a) => a.close())
  expect(await airlock(page, (a) => a.getState().open)).toBe(false)
})

test('a wallet on a chain the app does not list shows UnsupportedChain, and back closes', async ({
  page,
}) => {
  // The wallet only knows chain 1 and refuses to switch or add chains.
  await injectWallet(page, accounts[0].privateKey, { chainId: 1 })
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await expect(dialog).toHaveAttribute('data-view', 'UnsupportedChain')
  await expect(modal(page).locator('[data-testid="network-row"][data-caip="eip155:31337"]')).toBeVisible()
  await expect(page.locator('#chain')).toHaveText('eip155:1')
  await page.keyboard.press('Escape')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
})

test('a view about an account or a flow asks a visitor with neither to connect first', async ({ page }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await airlock(page, (a) => a.open({ view: 'Account' }))
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  // A step of a flow with none under way (an approval, an email code, a sign-in) is Connect too, and so
  // is an account view (a name to register) without an account.
  // UnsupportedChain with no wallet has no network of the visitor's to switch: Connect, not "Switch Network".
  for (const view of [
    'UnsupportedChain',
    'ApproveTransaction',
    'EmailVerifyOtp',
    'SIWXSignMessage',
    'ConnectingSiwe',
    'RegisterAccountName',
  ]) {
    await airlock(page, (a) => a.close())
    await page.evaluate(
      (name) => (window as unknown as { airlock: Airlock }).airlock.open({ view: name }),
      view,
    )
    await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  }
  await expect(
    modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]'),
  ).toBeVisible()
})

test('ConnectingSiwe opens by name for an account the app asks to sign in, and signs it in', async ({
  page,
}) => {
  await connectForSignIn(page, accounts[3].privateKey)
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await airlock(page, (a) => a.open({ view: 'ConnectingSiwe' }))
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingSiwe')
  await expect(modal(page).locator('#airlock-title')).toHaveText('Sign In')
  // The same sign-in as SIWXSignMessage: required here, so it cannot be closed before it is done.
  await expect(modal(page).locator('[data-testid="header-close"]')).toBeDisabled()
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${accounts[3].address}`)
  // Signed in, the name asks for nothing more: the account.
  await airlock(page, (a) => a.open({ view: 'ConnectingSiwe' }))
  await expect(dialog).toHaveAttribute('data-view', 'Account')
})
