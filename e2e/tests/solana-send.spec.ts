import { Keypair } from '@solana/web3.js'
import { fillSend, view } from '../fixtures/account.ts'
import { fundedSolanaKeypair, injectSolanaWallet, solBalance, usdcBalance } from '../fixtures/solana.ts'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

const SOL = 1_000_000_000

/** The demo's EVM + Solana page on its Solana network, a funded Wallet Standard wallet connected. */
async function connectSolana(page: import('@playwright/test').Page, keypair: Keypair) {
  const address = await injectSolanaWallet(page, { secretKey: keypair.secretKey })
  await page.goto(`${urls.demo}/solana.html?first=solana`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Solana Test Wallet"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveAttribute(
    'data-address',
    address,
  )
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="SOL"]')).toBeVisible()
  return address
}

async function confirmSend(page: import('@playwright/test').Page, amountText: string) {
  await modal(page).locator('[data-testid="send-preview"]').click()
  await expect(modal(page).locator('[data-testid="send-preview-amount"]')).toHaveText(amountText)
  await modal(page).locator('[data-testid="send-confirm"]').click()
}

test('send 0.5 SOL and 1.5 USDC to a new account: the local SVM moves both, its token account is created', async ({
  page,
}) => {
  const sender = await fundedSolanaKeypair({ lamports: 2 * SOL, usdc: 5_000_000n })
  const receiver = Keypair.generate().publicKey.toBase58()
  await connectSolana(page, sender)

  await fillSend(page, 'SOL', '0.5', receiver)
  await confirmSend(page, '0.5 SOL')
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => solBalance(receiver)).toBe(0.5 * SOL)
  const afterSol = await solBalance(sender.publicKey.toBase58())
  // 0.5 SOL and one signature's fee.
  expect(afterSol).toBeLessThan(1.5 * SOL)
  expect(afterSol).toBeGreaterThan(1.5 * SOL - 0.001 * SOL)

  await fillSend(page, 'USDC', '1.5', receiver)
  await confirmSend(page, '1.5 USDC')
  await expect.poll(() => usdcBalance(receiver)).toBe(1_500_000n)
  expect(await usdcBalance(sender.publicKey.toBase58())).toBe(3_500_000n)
  // The Account refreshed from the cloud's indexer: 3.5 USDC left.
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="USDC"]')).toHaveAttribute(
    'data-amount',
    '3.5',
  )
  await modal(page).locator('[data-testid="account-tab-activity"]').click()
  await expect
    .poll(() =>
      modal(page)
        .locator('[data-testid="activity-description"]')
        .evaluateAll((els) => els.slice(0, 2).map((el) => el.textContent)),
    )
    .toEqual(['-1.5 USDC', '-0.5 SOL'])
})

test('a declined Solana send moves nothing and says the spec text; a bad receiver is refused before', async ({
  page,
}) => {
  const sender = await fundedSolanaKeypair({ lamports: 1 * SOL })
  const address = await connectSolana(page, sender)
  const receiver = Keypair.generate().publicKey.toBase58()

  await fillSend(page, 'SOL', '0.1', `${receiver.slice(0, 20)}0OIl`)
  await expect(modal(page).locator('[data-testid="send-message"]')).toHaveText(
    'Please enter a valid amount and receiver address',
  )
  await expect(modal(page).locator('[data-testid="send-preview"]')).toBeDisabled()

  await page.evaluate(() =>
    (
      window as unknown as { __solanaTestWallet: { rejectNext(f: string): void } }
    ).__solanaTestWallet.rejectNext('solana:signAndSendTransaction'),
  )
  const before = await solBalance(address)
  await modal(page).locator('[data-testid="send-receiver"]').fill(receiver)
  await confirmSend(page, '0.1 SOL')
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText(
    'Failed to send transaction. Please try again.',
  )
  expect(await solBalance(receiver)).toBe(0)
  expect(await solBalance(address)).toBe(before)
})
