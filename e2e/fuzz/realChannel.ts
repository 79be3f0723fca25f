import type { Page } from 'playwright-core'

const dialog = '[data-testid="airlock-modal"]'
const testWalletRow = '[data-testid="wallet-row"][data-name="Airlock Test Wallet"]'

/**
 * The bench's version of the e2e `connect` fixture (it has no Playwright test runner): connect
 * the injected test wallet from the demo page, then close the modal, so the attack starts on a
 * connected user with the modal hidden.
 */
export async function connectAndClose(page: Page, timeout: number) {
  const modal = page.frameLocator('iframe[data-airlock-frame]')
  await page.waitForFunction('window.airlock?.getState().initialized === true', undefined, { timeout })
  await page.locator('#open').click({ timeout })
  await modal.locator(testWalletRow).click({ timeout })
  await modal.locator(`${dialog}[data-view="Account"]`).waitFor({ timeout })
  await page.locator('#status', { hasText: /^connected$/ }).waitFor({ timeout })
  await closeModal(page, timeout)
}

export async function closeModal(page: Page, timeout: number) {
  await page
    .frameLocator('iframe[data-airlock-frame]')
    .locator('[data-testid="header-close"]')
    .click({ timeout })
  await page.waitForFunction('window.airlock.getState().open === false', undefined, { timeout })
}

/**
 * After the attack the real channel must still carry calls both ways: `open()` goes host -> modal,
 * the Account view proves the session survived, and the host's state going back to open proves
 * the modal's snapshot came back modal -> host.
 */
export async function realChannelWorks(page: Page, address: string, timeout: number) {
  const modal = page.frameLocator('iframe[data-airlock-frame]')
  await page.locator('#open').click({ timeout })
  await modal.locator(`${dialog}[data-view="Account"]`).waitFor({ timeout })
  await modal.locator(`[data-testid="account-address"][data-address="${address}"]`).waitFor({ timeout })
  await page.waitForFunction('window.airlock.getState().open === true', undefined, { timeout })
  await closeModal(page, timeout)
}
