import { decodeBase58 } from '@airlock/shared-protocol'
import nacl from 'tweetnacl'
import { hashMessage, recoverAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { fundedSolanaKeypair, injectSolanaWallet, solanaKeypairs } from '../fixtures/solana.ts'
import { accounts, expect, injectWallet, modal, pairingUri, test, urls, waitReady } from '../fixtures/test.ts'
import { createWalletConnectWallet } from '../wallets/walletConnectWallet.ts'

// The demo's EVM + Solana page (host-sdk/demo/solana.html): the include, airlock-solana.js, anvil and the local SVM.
const LOCALNET = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const dialog = (page: import('@playwright/test').Page) => modal(page).locator('[data-testid="airlock-modal"]')
const row = (page: import('@playwright/test').Page, name: string) =>
  modal(page).locator(`[data-testid="wallet-row"][data-name="${name}"]`)
const walletLog = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __solanaTestWallet: { requests: { feature: string; origin: string }[] } })
        .__solanaTestWallet.requests,
  )

async function signOnPage(page: import('@playwright/test').Page, message: string) {
  await page.locator('#message').fill(message)
  await page.locator('#sign-solana').click()
  await expect(page.locator('#solana-signature')).not.toBeEmpty()
  return decodeBase58((await page.locator('#solana-signature').textContent()) ?? '')
}

test('a Wallet Standard wallet connects on Solana and signs a message the dApp verifies, asked from the dApp origin', async ({
  page,
}) => {
  const keypair = await fundedSolanaKeypair({ lamports: 2_000_000_000 })
  const address = await injectSolanaWallet(page, { secretKey: keypair.secretKey })
  await page.goto(`${urls.demo}/solana.html?first=solana`)
  await waitReady(page)
  await page.locator('#open').click()
  await expect(row(page, 'Solana Test Wallet').locator('[data-testid="wallet-namespaces"]')).toHaveText(
    'Solana',
  )
  await row(page, 'Solana Test Wallet').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveAttribute(
    'data-address',
    address,
  )
  await expect(modal(page).locator('[data-testid="account-balance"]')).toContainText('2 SOL')
  await expect(page.locator('#solana-address')).toHaveText(address)
  await expect(page.locator('#chain')).toHaveText(LOCALNET)
  await expect(page.locator('#evm-address')).toBeEmpty()

  await page.keyboard.press('Escape')
  const message = 'Sign in to the Airlock demo on Solana'
  const signature = await signOnPage(page, message)
  expect(
    nacl.sign.detached.verify(new TextEncoder().encode(message), signature, keypair.publicKey.toBytes()),
  ).toBe(true)
  const log = await walletLog(page)
  expect(log.map((r) => r.feature)).toEqual(['standard:connect', 'solana:signMessage'])
  expect(new Set(log.map((r) => r.origin))).toEqual(new Set([urls.demo]))
})

test('a declined Solana connection says so and connects on retry', async ({ page }) => {
  await injectSolanaWallet(page, 1)
  await page.goto(`${urls.demo}/solana.html?first=solana`)
  await waitReady(page)
  await page.evaluate(() =>
    (
      window as unknown as { __solanaTestWallet: { rejectNext(f: string): void } }
    ).__solanaTestWallet.rejectNext('standard:connect'),
  )
  await page.locator('#open').click()
  await row(page, 'Solana Test Wallet').click()
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toContainText('Connection declined')
  await expect(page.locator('#solana-address')).toBeEmpty()
  await modal(page).locator('[data-testid="connecting-retry"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#solana-address')).toHaveText(solanaKeypairs[1]?.address ?? '')
})

test('a wallet with EVM and Solana is listed once; switching namespaces keeps each account; a reload restores both', async ({
  page,
}) => {
  const evm = privateKeyToAccount(accounts[0].privateKey).address
  await injectWallet(page, accounts[0].privateKey)
  const solana = await injectSolanaWallet(page, 2, { name: 'Airlock Test Wallet' })
  await page.goto(`${urls.demo}/solana.html`)
  await waitReady(page)
  await page.locator('#open').click()
  await expect(row(page, 'Airlock Test Wallet')).toHaveCount(1)
  await expect(row(page, 'Airlock Test Wallet').locator('[data-testid="wallet-namespaces"]')).toHaveText(
    'EVMSolana',
  )
  await expect(row(page, 'Solana Test Wallet')).toHaveCount(0)
  await row(page, 'Airlock Test Wallet').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#evm-address')).toHaveText(evm)
  await expect(page.locator('#solana-address')).toBeEmpty()

  // To Solana: the same wallet connects its Solana side; the EVM account is kept.
  await page.keyboard.press('Escape')
  await page.locator('#to-solana').click()
  await expect(page.locator('#chain')).toHaveText(LOCALNET)
  await expect(page.locator('#solana-address')).toHaveText(solana)
  await expect(page.locator('#evm-address')).toHaveText(evm)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveAttribute('data-address', solana)
  await expect(modal(page).locator('[data-testid="account-balance"]')).toContainText('SOL')
  await page.keyboard.press('Escape')

  // And back: no prompt, the EVM account is the active one again.
  await page.locator('#to-evm').click()
  await expect(page.locator('#chain')).toHaveText('eip155:31337')
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveAttribute('data-address', evm)
  await expect(modal(page).locator('[data-testid="account-balance"]')).toContainText('ETH')
  const connects = (await walletLog(page)).filter((r) => r.feature === 'standard:connect')
  expect(connects).toHaveLength(1)

  await page.reload()
  await waitReady(page)
  await expect(page.locator('#evm-address')).toHaveText(evm)
  await expect(page.locator('#solana-address')).toHaveText(solana)
  await expect(page.locator('#chain')).toHaveText('eip155:31337')
  // The EVM provider speaks for the EVM account even after a switch to Solana.
  await page.locator('#to-solana').click()
  await expect(page.locator('#chain')).toHaveText(LOCALNET)
  const evmAccounts = await page.evaluate(() =>
    (
      window as unknown as {
        airlock: { getProvider(): { request(a: { method: string }): Promise<string[]> } }
      }
    ).airlock
      .getProvider()
      .request({ method: 'eth_accounts' }),
  )
  expect(evmAccounts.map((a) => a.toLowerCase())).toEqual([evm.toLowerCase()])
})

test('WalletConnect asks for both namespaces; one session signs on each, and a reload restores both', async ({
  page,
}) => {
  const solanaKey = solanaKeypairs[3]
  if (!solanaKey) throw new Error('no dev keypair 3')
  const wallet = await createWalletConnectWallet(
    urls.cloud.replace('http', 'ws'),
    urls.anvil,
    accounts[1].privateKey,
    {
      secretKey: solanaKey.secretKey,
      rpcUrl: urls.solana,
    },
  )
  try {
    const evm = privateKeyToAccount(accounts[1].privateKey).address
    await page.goto(`${urls.demo}/solana.html`)
    await waitReady(page)
    await page.locator('#open').click()
    await modal(page).locator('[data-testid="walletconnect"]').click()
    await wallet.pair(await pairingUri(page))
    await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
    await expect(page.locator('#evm-address')).toHaveText(evm)
    await expect(page.locator('#solana-address')).toHaveText(solanaKey.address)
    await page.keyboard.press('Escape')

    const message = 'Solana over WalletConnect'
    const signature = await signOnPage(page, message)
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(message),
        signature,
        decodeBase58(solanaKey.address),
      ),
    ).toBe(true)
    const evmSignature = await page.evaluate(() =>
      (
        window as unknown as { airlock: { getProvider(): { request(a: unknown): Promise<`0x${string}`> } } }
      ).airlock
        .getProvider()
        .request({
          method: 'personal_sign',
          params: [
            '0x68656c6c6f',
            (window as unknown as { airlock: { getAccount(): { address: string } } }).airlock.getAccount()
              .address,
          ],
        }),
    )
    expect(
      await recoverAddress({ hash: hashMessage({ raw: '0x68656c6c6f' }), signature: evmSignature }),
    ).toBe(evm)
    expect(wallet.requests).toEqual(['solana_signMessage', 'personal_sign'])
    expect(wallet.requestChains).toEqual([LOCALNET, 'eip155:31337'])

    await page.reload()
    await waitReady(page)
    await expect(page.locator('#evm-address')).toHaveText(evm)
    await expect(page.locator('#solana-address')).toHaveText(solanaKey.address)
  } finally {
    await wallet.close()
  }
})
