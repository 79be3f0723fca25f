import { accounts, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

test('a wallet that rejects the connection shows the error, and retry connects', async ({ page }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.evaluate(() =>
    (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext(
      'eth_requestAccounts',
    ),
  )

  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toHaveAttribute('data-state', 'error')
  await expect(status).toContainText('Connection declined')
  await expect(page.locator('#status')).toHaveText('disconnected')

  await modal(page).locator('[data-testid="connecting-retry"]').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
})

test('eth_requestAccounts from the dApp opens the modal, and closing it rejects with 4001', async ({
  page,
}) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const pending = page.evaluate(() =>
    (
      window as unknown as {
        airlock: { getProvider(): { request(a: { method: string }): Promise<unknown> } }
      }
    ).airlock
      .getProvider()
      .request({ method: 'eth_requestAccounts' })
      .then(
        (accounts) => ({ ok: true, accounts }),
        (error: { code: number; message: string }) => ({
          ok: false,
          code: error.code,
          message: error.message,
        }),
      ),
  )
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '1')
  await modal(page).locator('[data-testid="header-close"]').click()
  expect(await pending).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
})

test('a method outside the spec lists is refused with the spec text', async ({ page }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        airlock: { getProvider(): { request(a: { method: string }): Promise<unknown> } }
      }
    ).airlock
      .getProvider()
      .request({ method: 'eth_sign' })
      .catch((error: { code: number; message: string }) => ({ code: error.code, message: error.message })),
  )
  expect(result).toEqual({
    code: 4200,
    message:
      'Requested RPC call is not allowed: eth_sign signs a bare hash the user cannot read; use personal_sign instead',
  })
})
