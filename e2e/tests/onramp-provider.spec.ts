import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openAccount, view } from '../fixtures/account.ts'
import { connectOnNetwork } from '../fixtures/connectVia.ts'
import { accounts, expect, modal, test, urls } from '../fixtures/test.ts'

// Meld is configured for real in this run (globalSetup), against a local stand-in speaking Meld's API.
const meldUrl = process.env.AIRLOCK_E2E_MELD_URL as string
const buyer = accounts[2]

test("Buy with a provider configured for real opens that provider's checkout for the modal's order and follows it to the purchase", async ({
  page,
}) => {
  await openAccount(page, buyer.privateKey)
  const m = modal(page)
  await m.locator('[data-testid="account-onramp"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'OnRamp')
  await m.locator('[data-testid="onramp-provider"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'OnRampProviders')
  await m.locator('[data-testid="onramp-provider-option"][data-key="meld"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'OnRamp')
  await expect(m.locator('[data-testid="onramp-provider"]')).toContainText('Meld')
  await m.locator('[data-testid="onramp-preset"]', { hasText: '$50' }).click()
  await expect(m.locator('[data-testid="onramp-total"]')).toHaveText('$50.00')

  const popup = page.context().waitForEvent('page')
  await m.locator('[data-testid="onramp-buy"]').click()
  const checkout = await popup
  await checkout.waitForLoadState()
  await expect(view(page)).toHaveAttribute('data-view', 'BuyInProgress')
  // Meld's own page (here its stand-in) with the session the cloud made for this order: no sandbox form.
  expect(new URL(checkout.url()).origin).toBe(new URL(meldUrl).origin)
  await expect(checkout.getByRole('heading')).toHaveText('Meld stand-in checkout')
  const field = (name: string) =>
    checkout.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')
  await expect(field('walletAddress')).toHaveText(buyer.address)
  await expect(field('sourceAmount')).toHaveText('50.00')
  await expect(field('sourceCurrencyCode')).toHaveText('USD')
  await expect(field('destinationCurrencyCode')).toHaveText('ETH')
  await expect(checkout.getByText('Sandbox — test cards only')).toHaveCount(0)

  // The buyer pays at Meld: the modal follows Meld's transaction for this checkout to the purchase.
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout.getByRole('heading')).toHaveText('Payment complete')
  await expect(m.locator('[data-testid="onramp-success"]')).toBeVisible()
  // BANXA's quote at the stand-in: 2% and 0.30 out of 50 USD, the rest at 2500 USD per ETH.
  await expect(m.locator('[data-testid="onramp-bought"]')).toHaveAttribute('data-amount', '0.01948')
})

test("On Base (a real network) Buy shows Meld's own quote and completes from Meld's status", async ({
  page,
}) => {
  // Base is an operator's upstream here (globalSetup): Meld, configured for real, serves its USDC; the
  // Coinbase sandbox cannot deliver there.
  const key = generatePrivateKey()
  const buyer = privateKeyToAccount(key)
  await connectOnNetwork(page, key, { network: 'base', chainId: 8453, rpcUrl: urls.baseAnvil })
  const m = modal(page)
  await m.locator('[data-testid="account-onramp"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'OnRamp')
  await expect(m.locator('[data-testid="onramp-token"]')).toContainText('USDC')
  await m.locator('[data-testid="onramp-provider"]').click()
  await m.locator('[data-testid="onramp-provider-option"][data-key="meld"]').click()
  await expect(m.locator('[data-testid="onramp-provider"]')).toContainText('Meld')
  await expect(m.locator('[data-testid="onramp-provider"] [data-testid="onramp-sandbox"]')).toHaveCount(0)
  await m.locator('[data-testid="onramp-preset"]', { hasText: '$50' }).click()
  // Meld's quote (its stand-in's best service provider: 2% and 0.30 out of 50 USD), not an estimate.
  await expect(m.locator('[data-testid="onramp-quote"]')).not.toHaveAttribute('data-estimate', /.*/)
  await expect(m.locator('[data-testid="onramp-receive"]')).toHaveAttribute('data-amount', '48.7')
  await expect(m.locator('[data-testid="onramp-provider-fee"]')).toHaveText('$1.00')
  await expect(m.locator('[data-testid="onramp-total"]')).toHaveText('$50.00')

  const popup = page.context().waitForEvent('page')
  await m.locator('[data-testid="onramp-buy"]').click()
  const checkout = await popup
  await checkout.waitForLoadState()
  expect(new URL(checkout.url()).origin).toBe(new URL(meldUrl).origin)
  const field = (name: string) =>
    checkout.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')
  await expect(field('walletAddress')).toHaveText(buyer.address)
  await expect(field('destinationCurrencyCode')).toHaveText('USDC_BASE')
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout.getByRole('heading')).toHaveText('Payment complete')
  await expect(m.locator('[data-testid="onramp-success"]')).toBeVisible()
  await expect(m.locator('[data-testid="onramp-bought"]')).toHaveAttribute('data-amount', '48.7')
})
