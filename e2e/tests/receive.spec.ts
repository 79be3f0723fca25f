import { holder, openAccount, view } from '../fixtures/account.ts'
import { expect, modal, test, urls } from '../fixtures/test.ts'

test('Receive shows the address as a QR code, copies it, and lists the networks it is valid on', async ({
  page,
}) => {
  await openAccount(page, holder.privateKey)
  await modal(page).locator('[data-testid="account-receive"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'WalletReceive')
  await expect(modal(page).locator('[data-testid="receive-qr"]')).toHaveAttribute(
    'data-address',
    holder.address,
  )
  await expect(modal(page).locator('[data-testid="receive-qr"] svg')).toBeVisible()
  await expect(modal(page).locator('[data-testid="receive-network"]')).toHaveAttribute(
    'data-caip',
    'eip155:31337',
  )
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.modal })
  await modal(page).locator('[data-testid="receive-copy"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Address copied')
})
