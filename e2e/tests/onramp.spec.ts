import { parseEther } from 'viem'
import { openAccount, view } from '../fixtures/account.ts'
import { openCheckout, pay, quoteFifty } from '../fixtures/onramp.ts'
import { accounts, expect, formatBalance, modal, publicClient, test } from '../fixtures/test.ts'

// Its own account: the purchase is the only thing that moves its balance while the test runs.
const buyer = accounts[3]

test('buy 50 USD of ETH by test card in the sandbox popup: the quoted ETH arrives on anvil and in Activity', async ({
  page,
}) => {
  await openAccount(page, buyer.privateKey)
  const before = await publicClient.getBalance({ address: buyer.address })
  const quoted = await quoteFifty(page)
  const checkout = await openCheckout(page)
  // The checkout opens with the order the modal made.
  await expect(checkout.locator('input[name="amount"]')).toHaveValue('50.00')
  await expect(checkout.locator('code').first()).toHaveText(buyer.address)

  await pay(checkout, '4242 4242 4242 4242')
  await expect(checkout.getByRole('status')).toHaveText('Payment complete')

  const m = modal(page)
  await expect(m.locator('[data-testid="onramp-success"]')).toBeVisible()
  await expect(m.locator('[data-testid="onramp-bought"]')).toHaveAttribute('data-amount', quoted)
  expect(await publicClient.getBalance({ address: buyer.address })).toBe(before + parseEther(quoted))

  await m.locator('[data-testid="onramp-done"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect(m.locator('[data-testid="account-balance"]')).toContainText(
    formatBalance(before + parseEther(quoted)),
  )
  await m.locator('[data-testid="account-tab-activity"]').click()
  const first = m.locator('[data-testid="activity-row"]').first()
  await expect(first).toHaveAttribute('data-operation', 'receive')
  await expect(first.locator('[data-testid="activity-description"]')).toHaveText(
    `+${formatBalance(parseEther(quoted))}`,
  )

  // Buy again: the form lists it under Recent purchases (history's onramp filter).
  await m.locator('[data-testid="account-onramp"]').click()
  await expect(m.locator('[data-testid="onramp-purchase"]').first()).toContainText(
    `+${formatBalance(parseEther(quoted)).replace(' ETH', '')}`,
  )
})

test('a checkout edited in the page to 7,500 USD or another receiver delivers nothing and says why; its own order still pays', async ({
  page,
}) => {
  await openAccount(page, buyer.privateKey)
  const before = await publicClient.getBalance({ address: buyer.address })
  const quoted = await quoteFifty(page)
  const checkout = await openCheckout(page)
  const amount = checkout.locator('input[name="amount"]')
  await expect(amount).toHaveJSProperty('readOnly', true)

  // What anyone with the developer tools can do: make the field editable and raise it to the limit.
  await amount.evaluate((input: HTMLInputElement) => {
    input.readOnly = false
    input.value = '7500.00'
  })
  await pay(checkout, '4242 4242 4242 4242')
  await expect(checkout.getByRole('alert')).toHaveText(
    'This checkout is for 50.00 USD: the amount cannot be changed here. Start a new purchase from the wallet for another amount.',
  )
  // The form comes back with the checkout's own order.
  await expect(amount).toHaveValue('50.00')

  // The same for the receiver the form repeats.
  const other = accounts[2].address
  await checkout.locator('input[name="receiver"]').evaluate((input: HTMLInputElement, to: string) => {
    input.value = to
  }, other)
  await pay(checkout, '4242 4242 4242 4242')
  await expect(checkout.getByRole('alert')).toHaveText(
    `This checkout delivers to ${buyer.address} only. Start a new purchase from the wallet for another address.`,
  )
  expect(await publicClient.getBalance({ address: buyer.address })).toBe(before)
  const m = modal(page)
  await expect(m.locator('[data-testid="onramp-pending"]')).toBeVisible()
  await expect(m.locator('[data-testid="onramp-success"]')).toHaveCount(0)

  // Unedited, the checkout pays its own order: the quoted ETH, to the buyer.
  await pay(checkout, '4242 4242 4242 4242')
  await expect(checkout.getByRole('status')).toHaveText('Payment complete')
  await expect(m.locator('[data-testid="onramp-bought"]')).toHaveAttribute('data-amount', quoted)
  expect(await publicClient.getBalance({ address: buyer.address })).toBe(before + parseEther(quoted))
})

test('a declined card is refused in the checkout, and the modal does not claim the purchase', async ({
  page,
}) => {
  await openAccount(page, buyer.privateKey)
  const before = await publicClient.getBalance({ address: buyer.address })
  await quoteFifty(page)
  const checkout = await openCheckout(page)

  await pay(checkout, '4000 0000 0000 0002')
  await expect(checkout.getByRole('alert')).toHaveText('Your card was declined.')

  const m = modal(page)
  await expect(m.locator('[data-testid="onramp-attempt"]')).toHaveText(
    'Last attempt: Your card was declined.',
  )
  await expect(m.locator('[data-testid="onramp-pending"]')).toBeVisible()
  await expect(m.locator('[data-testid="onramp-success"]')).toHaveCount(0)
  expect(await publicClient.getBalance({ address: buyer.address })).toBe(before)

  // Closed without paying: the view offers the window again, still waiting.
  await checkout.close()
  await expect(m.locator('[data-testid="onramp-pending"]')).toHaveAttribute('data-window', 'closed')
  await expect(m.locator('[data-testid="onramp-open"]')).toHaveText('Open Coinbase')
})

test('an amount outside the limits shows them and disables Buy; the bank account allows more', async ({
  page,
}) => {
  await openAccount(page, buyer.privateKey)
  const m = modal(page)
  await m.locator('[data-testid="account-onramp"]').click()
  const amount = m.locator('[data-testid="onramp-amount"]')
  const message = m.locator('[data-testid="onramp-message"]')
  const buy = m.locator('[data-testid="onramp-buy"]')
  await expect(buy).toHaveText('Buy with Coinbase')

  await amount.fill('5')
  await expect(message).toHaveText('Amount must be between 10 and 7500 USD')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(buy).toBeDisabled()

  await amount.fill('8000')
  await expect(message).toHaveText('Amount must be between 10 and 7500 USD')
  await expect(buy).toBeDisabled()

  await m.locator('[data-testid="onramp-method"][data-method="ACH_BANK_ACCOUNT"]').click()
  await expect(m.locator('[data-testid="onramp-limits"]')).toHaveText('Limits $10.00 – $25,000.00')
  await expect(message).toHaveText('')
  await expect(m.locator('[data-testid="onramp-receive"]')).toHaveAttribute('data-amount', /^\d+\.\d+$/)
  await expect(buy).toBeEnabled()

  await amount.fill('30000')
  await expect(message).toHaveText('Amount must be between 10 and 25000 USD')
  await expect(buy).toBeDisabled()
})

test("with the cloud's options and quote down: the sample options, a marked estimate, and Buy still delivers what the checkout prices", async ({
  page,
}) => {
  // Only these two routes fail; the generator, the checkout and the status are the cloud's own.
  await page.route(/\/v1\/onramp\/(options|quote)\b/, (route) => route.fulfill({ status: 503, body: '' }))
  await openAccount(page, buyer.privateKey)
  const before = await publicClient.getBalance({ address: buyer.address })
  const m = modal(page)
  await m.locator('[data-testid="account-onramp"]').click()
  await expect(m.locator('[data-testid="onramp-sample"]')).toHaveText('Showing sample options')
  await m.locator('[data-testid="onramp-preset"]', { hasText: '$50' }).click()
  await expect(m.locator('[data-testid="onramp-estimate"]')).toHaveText('Estimate')
  await expect(m.locator('[data-testid="onramp-quote"]')).toHaveAttribute('data-estimate', 'true')
  await expect(m.locator('[data-testid="onramp-buy"]')).toBeEnabled()

  const checkout = await openCheckout(page)
  await expect(checkout.locator('input[name="amount"]')).toHaveValue('50.00')
  await pay(checkout, '4242 4242 4242 4242')
  const bought = m.locator('[data-testid="onramp-bought"]')
  await expect(bought).toHaveAttribute('data-amount', /^\d+\.\d+$/)
  const delivered = parseEther((await bought.getAttribute('data-amount')) as string)
  expect(await publicClient.getBalance({ address: buyer.address })).toBe(before + delivered)
})

test("Buy shows the providers', tokens' and currencies' icons from the cloud's image routes, no letters", async ({
  page,
}) => {
  const m = modal(page)
  await openAccount(page, buyer.privateKey)
  await quoteFifty(page)
  /** Every icon in the view: drawn from its cloud route and loaded; none a letter on a disc. */
  const expectIcons = async (routes: RegExp, count: number) => {
    await expect(m.locator('[data-testid="token-icon-letter"]')).toHaveCount(0)
    const icons = m.locator('img[data-testid="token-icon"]')
    await expect(icons).toHaveCount(count)
    await expect
      .poll(() =>
        icons.evaluateAll((els) =>
          (els as HTMLImageElement[]).map((el) => [
            new URL(el.src).pathname,
            el.complete && el.naturalWidth > 0,
          ]),
        ),
      )
      .toEqual(Array.from({ length: count }, () => [expect.stringMatching(routes), true]))
  }
  // The form: ETH, USD and Coinbase.
  await expectIcons(/^\/public\/(getTokenImage\/ETH|getCurrencyImage\/USD|getAssetImage\/coinbase)$/i, 3)
  for (const [open, name, routes] of [
    ['onramp-provider', 'OnRampProviders', /^\/public\/getAssetImage\/(coinbase|meld)$/],
    ['onramp-token', 'OnRampTokenSelect', /^\/public\/getTokenImage\/[a-z]+$/i],
    ['onramp-fiat', 'OnRampFiatSelect', /^\/public\/getCurrencyImage\/[A-Z]{3}$/],
  ] as const) {
    await m.locator(`[data-testid="${open}"]`).click()
    await expect(view(page)).toHaveAttribute('data-view', name)
    const options = await m.locator('[data-testid^="onramp-"][data-key]').count()
    expect(options).toBeGreaterThan(1)
    await expectIcons(routes, options)
    await m.locator('[data-testid="header-back"]').click()
    await expect(view(page)).toHaveAttribute('data-view', 'OnRamp')
  }
})
