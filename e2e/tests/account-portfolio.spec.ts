import { createWalletClient, formatUnits, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  badges,
  cloudPrice,
  devnet,
  holder,
  openAccount,
  tokenBalance,
  usdc,
  view,
} from '../fixtures/account.ts'
import { connectOnSepolia } from '../fixtures/connectVia.ts'
import { accounts, asModal, chain, expect, modal, publicClient, test, urls } from '../fixtures/test.ts'

test('the Tokens tab lists what anvil holds, sorted by value; the NFTs tab shows the minted badge', async ({
  page,
}) => {
  await openAccount(page, holder.privateKey)
  const eth = await publicClient.getBalance({ address: holder.address })
  const held = await Promise.all(devnet.tokens.map((t) => tokenBalance(t.address, holder.address)))
  // Devnet prices: ETH 3000 (the anchor), USDC and DAI about 1 (from the pools). Tokens with 0 decimals (ZERO) are not listed.
  const expected = [
    { symbol: 'ETH', amount: formatUnits(eth, 18), value: Number(formatUnits(eth, 18)) * 3000 },
    ...devnet.tokens.flatMap((t, i) =>
      t.decimals > 0 && (held[i] ?? 0n) > 0n
        ? [
            {
              symbol: t.symbol,
              amount: formatUnits(held[i] ?? 0n, t.decimals),
              value: Number(formatUnits(held[i] ?? 0n, t.decimals)),
            },
          ]
        : [],
    ),
  ].sort((a, b) => b.value - a.value)
  const rows = modal(page).locator('[data-testid="token-row"]')
  await expect
    .poll(() =>
      rows.evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-symbol'), el.getAttribute('data-amount')]),
      ),
    )
    .toEqual(expected.map((t) => [t.symbol, t.amount]))
  expect(held[2]).toBeGreaterThan(0n) // ZERO is held, and still not listed
  // Its price comes from the devnet's pools (about 1 USD; the swap specs move it a little).
  const usdcValue = Number(formatUnits(held[0] ?? 0n, 6)) * (await cloudPrice(usdc.address))
  await expect(
    rows.filter({ hasText: 'USD Coin (devnet)' }).locator('[data-testid="token-value"]'),
  ).toHaveText(
    `$${usdcValue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  )

  await modal(page).locator('[data-testid="account-tab-nfts"]').click()
  const owned: string[] = []
  for (let id = 1n; id <= 10n; id++) {
    const owner = await publicClient.readContract({
      address: badges,
      abi: [
        {
          type: 'function',
          name: 'ownerOf',
          stateMutability: 'view',
          inputs: [{ type: 'uint256' }],
          outputs: [{ type: 'address' }],
        },
      ],
      functionName: 'ownerOf',
      args: [id],
    })
    if (owner === holder.address) owned.push(`Airlock Devnet Badges #${id}`)
  }
  await expect
    .poll(() =>
      modal(page)
        .locator('[data-testid="nft-item"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-name'))),
    )
    .toEqual(owned)
  await expect(modal(page).locator('[data-testid="nft-item"] img').first()).toHaveJSProperty(
    'naturalWidth',
    256,
  )
})

test('Activity loads older pages by cursor as the list scrolls', async ({ page }) => {
  // A fresh account with 25 incoming transfers: more than one page of 20.
  const key = generatePrivateKey()
  const fresh = privateKeyToAccount(key)
  const sender = createWalletClient({
    account: privateKeyToAccount(accounts[3].privateKey),
    chain,
    transport: http(urls.anvil),
  })
  let hash: Hex = '0x'
  for (let i = 0; i < 25; i++)
    hash = await sender.sendTransaction({ to: fresh.address, value: parseEther('0.001') })
  await publicClient.waitForTransactionReceipt({ hash })
  await openAccount(page, key)
  await modal(page).locator('[data-testid="account-tab-activity"]').click()
  const rows = modal(page).locator('[data-testid="activity-row"]')
  await expect(rows).toHaveCount(20)
  await expect(rows.first().locator('[data-testid="activity-description"]')).toHaveText('+0.001 ETH')
  // The time says only what the group heading does not: the hour under Today, the day under a month.
  await expect(rows.first().locator('time')).toHaveText(/^(\d{1,2}:\d{2} [AP]M|[A-Z][a-z]{2} \d{1,2})$/)
  await modal(page).locator('[data-testid="activity-end"]').scrollIntoViewIfNeeded()
  await expect(rows).toHaveCount(25)
  await expect(modal(page).locator('[data-testid="activity-end"]')).toHaveAttribute('data-next', '')
})

test("a network the cloud does not serve: 'Token Balance Unavailable', retry only after 30 s", async ({
  page,
}) => {
  await page.clock.install()
  // The total is a lazy part of the view: held back until the wait is over, its mount must not ask
  // again and restart the wait (a loaded machine did so by chance).
  let releaseTotal = () => {}
  const totalHeld = new Promise<void>((resolve) => (releaseTotal = resolve))
  await page.route(/\/assets\/AccountTotal-[\w-]+\.js$/, async (route) => {
    await totalHeld
    await route.continue()
  })
  // The wallet is on Sepolia, which the app lists and this cloud does not serve.
  await connectOnSepolia(page, holder.privateKey)
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="tokens-error"]')).toContainText('Token Balance Unavailable')
  // Said once: the balance line only shows that there is none.
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveAttribute(
    'data-state',
    'unavailable',
  )
  await expect(modal(page).getByText('Token Balance Unavailable')).toHaveCount(1)
  await expect(modal(page).locator('[data-testid="tokens-retry"]')).toBeDisabled()
  await expect(modal(page).locator('[data-testid="tokens-retry"]')).toHaveText(/^Retry in (30|29|28) s$/)
  await expect(modal(page).locator('[data-testid="account-total-pending"]')).toHaveCount(1)
  // 31 s on, and the clock stopped there: a wait restarted now would never end.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 31_000)
  await expect(modal(page).locator('[data-testid="tokens-retry"]')).toHaveText('Retry')
  releaseTotal()
  await expect(modal(page).locator('[data-testid="account-total-pending"]')).toHaveCount(0)
  await modal(page).locator('[data-testid="tokens-retry"]').click()
  // Still not served: the error again, and another 30 s to wait.
  await expect(modal(page).locator('[data-testid="tokens-retry"]')).toBeDisabled()
  await expect(modal(page).locator('[data-testid="tokens-error"]')).toContainText('Token Balance Unavailable')
})

test('Account leads with the portfolio total in USD, larger than the address; Anvil has its own icon', async ({
  page,
}) => {
  const m = modal(page)
  await openAccount(page, holder.privateKey)
  const total = m.locator('[data-testid="account-total"]')
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/)
  // The cloud's portfolio for the account, summed: what the total says (cents rounded half up).
  const answer = await asModal(`/v1/account/${holder.address}/balance?currency=usd&chainId=eip155:31337`)
  const { balances } = (await answer.json()) as {
    balances: { value?: number; quantity: { decimals: string } }[]
  }
  const sum = balances.filter((b) => b.quantity.decimals !== '0').reduce((s, b) => s + (b.value ?? 0), 0)
  expect(Math.abs(Number(await total.getAttribute('data-value')) - sum)).toBeLessThan(0.01)
  await expect(total).toHaveText(
    `$${Number(await total.getAttribute('data-value')).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })}`,
  )
  const size = (testId: string) =>
    m.locator(`[data-testid="${testId}"]`).evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
  expect(await size('account-total')).toBeGreaterThanOrEqual(1.5 * (await size('account-address')))
  expect(await size('account-total')).toBeGreaterThan(await size('account-balance'))
  // The total reads before the native balance.
  const top = (testId: string) =>
    m.locator(`[data-testid="${testId}"]`).evaluate((el) => el.getBoundingClientRect().top)
  expect(await top('account-total')).toBeLessThan(await top('account-balance'))

  // Issue 36: Anvil showed Hardhat's helmet on a pale disc; it has its own icon now.
  const networkIcon = m.locator('[data-testid="account-network"] img')
  await expect(networkIcon).toHaveAttribute('src', /\/public\/getAssetImage\/anvil$/)
  await expect.poll(() => networkIcon.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
})
