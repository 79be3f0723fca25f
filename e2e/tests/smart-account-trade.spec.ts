/**
 * Swap and Buy from the embedded wallet's smart account (issue 40): the swap's approve and the swap
 * itself go through the wallet frame as user operations of the smart account (the gas check skipped),
 * and the on-ramp delivers to the smart account's address.
 */
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { dai, devnet, fundUsdc, tokenBalance, usdc, view } from '../fixtures/account.ts'
import { freshEmail, logIn, walletFrame } from '../fixtures/embedded.ts'
import { openCheckout, pay, quoteFifty } from '../fixtures/onramp.ts'
import { reviewSwap } from '../fixtures/swap.ts'
import {
  expect,
  formatBalance,
  modal,
  publicClient,
  test,
  testClient,
  urls,
  waitReady,
} from '../fixtures/test.ts'

test('the smart account approves and swaps USDC to DAI as user operations, then buys ETH by card', async ({
  page,
}) => {
  test.slow()
  const m = modal(page)
  const frame = walletFrame(page)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await logIn(page, freshEmail())
  await expect(m.locator('[data-testid="account-type-badge"]')).toHaveText('Smart account')
  const smart = (await page.locator('#address').textContent()) as `0x${string}`
  // Counterfactual until its first user operation.
  expect(await publicClient.getCode({ address: smart })).toBeUndefined()

  // The new account's empty portfolio is cached for 30 s (spec section 9): funded, then read after a
  // reload, which keeps the session and starts with no cache.
  await expect(m.getByText('No tokens yet')).toBeVisible()
  await fundUsdc(smart, '25')
  await testClient.setBalance({ address: smart, value: parseEther('1') })
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#open').click()
  await expect(m.locator('[data-testid="token-row"][data-symbol="USDC"]')).toHaveAttribute(
    'data-amount',
    '25',
  )

  const minimum = await reviewSwap(page, 'USDC', 'DAI', '20', 18)
  const confirm = m.locator('[data-testid="swap-confirm"]')
  await expect(confirm).toHaveText('Approve USDC')
  await confirm.click()
  await expect(view(page)).toHaveAttribute('data-view', 'ApproveTransaction')
  await expect(frame.locator('[data-testid="wallet-account-type"]')).toHaveText('Smart account')
  await frame.locator('[data-testid="wallet-approve"]').click()

  // The approve was the account's first user operation: it deployed the account and set the allowance.
  await expect(confirm).toHaveText('Swap')
  expect(await publicClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
  const allowance = await publicClient.readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [smart, devnet.swap.router],
  })
  expect(allowance).toBeGreaterThanOrEqual(parseUnits('20', 6))

  await confirm.click()
  await expect(view(page)).toHaveAttribute('data-view', 'ApproveTransaction')
  await frame.locator('[data-testid="wallet-approve"]').click()
  await expect(m.locator('[data-testid="snackbar"]')).toHaveText('Swap completed')
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  expect(await tokenBalance(usdc.address, smart)).toBe(parseUnits('5', 6))
  expect(await tokenBalance(dai.address, smart)).toBeGreaterThanOrEqual(minimum)

  // Activity reads the bundle's user operation as the account's trade.
  await m.locator('[data-testid="account-tab-activity"]').click()
  const trade = m.locator('[data-testid="activity-row"]').first()
  await expect(trade).toHaveAttribute('data-operation', 'trade')
  await expect(trade.locator('[data-testid="activity-description"]')).toHaveText(/^20 USDC → [\d,.]+ DAI$/)
  await m.locator('[data-testid="account-tab-tokens"]').click()

  // Buy: the sandbox checkout delivers to the smart account's address.
  const before = await publicClient.getBalance({ address: smart })
  const quoted = await quoteFifty(page)
  const checkout = await openCheckout(page)
  await expect(checkout.locator('code').first()).toHaveText(smart)
  await pay(checkout, '4242 4242 4242 4242')
  await expect(checkout.getByRole('status')).toHaveText('Payment complete')
  await expect(m.locator('[data-testid="onramp-success"]')).toBeVisible()
  expect(await publicClient.getBalance({ address: smart })).toBe(before + parseEther(quoted))
  await m.locator('[data-testid="onramp-done"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await m.locator('[data-testid="account-tab-activity"]').click()
  const bought = m.locator('[data-testid="activity-row"]').first()
  await expect(bought).toHaveAttribute('data-operation', 'receive')
  await expect(bought.locator('[data-testid="activity-description"]')).toHaveText(
    `+${formatBalance(parseEther(quoted))}`,
  )
})
