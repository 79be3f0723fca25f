import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  type Abi,
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { dialog, freshEmail, logIn, walletFrame } from '../fixtures/embedded.ts'
import { pickTestWallet, type StoredSiwxSession, signedBy } from '../fixtures/siwx.ts'
import {
  accounts,
  chain,
  expect,
  injectWallet,
  modal,
  pairingUri,
  publicClient,
  type TestWalletOptions,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

// Sign In With X through the other wallets: the message goes to a WalletConnect wallet over our relay,
// and to the embedded wallet, whose frame asks the visitor; the demo's server verifies both.
const frame = (page: Page) => page.locator('iframe[data-airlock-frame]')
let wallet: TestWcWallet | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

const storedSession = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as {
      siwx: { getSessions(c: string, a: string): Promise<{ message: string; signature: string }[]> }
      airlock: { getAccount(): { address: string } }
    }
    return (await w.siwx.getSessions('eip155:31337', w.airlock.getAccount().address))[0]
  }) as Promise<StoredSiwxSession | undefined>

test('SIWX over WalletConnect: the paired wallet signs the message, the demo server signs the visitor in', async ({
  page,
}) => {
  const holder = accounts[1]
  wallet = await createWalletConnectWallet(urls.cloud.replace('http', 'ws'), urls.anvil, holder.privateKey)
  await page.goto(`${urls.demo}/siwx.html`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="walletconnect"]').click()
  await wallet.pair(await pairingUri(page))
  await expect(dialog(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(frame(page)).toHaveCSS('opacity', '0')
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${holder.address}`)
  expect(wallet.requests).toEqual(['personal_sign'])
  const session = await storedSession(page)
  expect(await signedBy(holder.address, session)).toBe(true)
})

test('SIWX with the embedded wallet: the visitor approves the message in the wallet frame, then is signed in', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/siwx.html`)
  await waitReady(page)
  await logIn(page, freshEmail(), 'SIWXSignMessage')
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toContainText(
    'wants you to sign in',
  )
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  await expect(frame(page)).toHaveCSS('opacity', '0')
  const address = (await page.locator('#address').textContent()) as Hex
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${address}`)
  // The devnet's embedded user signs in as its smart account: verified as one (ERC-6492 / ERC-1271).
  const session = await storedSession(page)
  expect(
    await publicClient.verifyMessage({
      address,
      message: session?.message ?? '',
      signature: (session?.signature ?? '0x') as Hex,
    }),
  ).toBe(true)
})

// Smart-contract accounts: the cloud's test contracts (an account whose ERC-1271 check is its owner's
// ECDSA signature, and a CREATE2 factory for it).
const artifacts = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'dev-cloud', 'contracts', 'artifacts.json'), 'utf8'),
) as Record<'OwnedAccountFactory', { abi: Abi; bytecode: Hex }>
const factoryAbi = artifacts.OwnedAccountFactory.abi
const owner = privateKeyToAccount(accounts[3].privateKey)
const deployer = createWalletClient({ account: owner, chain, transport: http(urls.anvil) })

async function smartAccount(deployed: boolean): Promise<NonNullable<TestWalletOptions['smartAccount']>> {
  const mined = async (hash: Hex) => publicClient.waitForTransactionReceipt({ hash })
  const factory = (await mined(await deployer.deployContract({ ...artifacts.OwnedAccountFactory, args: [] })))
    .contractAddress as Address
  const args = [owner.address, keccak256(toHex(`siwx-e2e-${deployed}`))] as const
  const address = (await publicClient.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'addressOf',
    args,
  })) as Address
  const factoryData = encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args })
  if (!deployed) return { address, factory, factoryData }
  await mined(await deployer.sendTransaction({ to: factory, data: factoryData }))
  return { address }
}

for (const [kind, deployed] of [
  ['deployed (EIP-1271)', true],
  ['not deployed yet (EIP-6492)', false],
] as const) {
  test(`SIWX with a smart-contract account ${kind}: the modal and the demo server both verify it`, async ({
    page,
  }) => {
    const account = await smartAccount(deployed)
    expect(Boolean(await publicClient.getCode({ address: account.address }))).toBe(deployed)
    await injectWallet(page, accounts[3].privateKey, { smartAccount: account })
    await page.goto(`${urls.demo}/siwx.html`)
    await waitReady(page)
    await page.locator('#open').click()
    await pickTestWallet(page)
    await expect(dialog(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
    await modal(page).locator('[data-testid="siwx-sign-button"]').click()
    await expect(frame(page)).toHaveCSS('opacity', '0')
    await expect(page.locator('#signed-in')).toHaveText(`signed in as ${account.address}`)
    // The signature is the contract's, not an EOA's: ECDSA recovery alone would not give the address.
    const session = await storedSession(page)
    expect(
      await publicClient.verifyMessage({
        address: account.address,
        message: session?.message ?? '',
        signature: (session?.signature ?? '0x') as Hex,
      }),
    ).toBe(true)
    expect(await signedBy(account.address, session)).toBe(false)
    // Signing in did not deploy a counterfactual account.
    expect(Boolean(await publicClient.getCode({ address: account.address }))).toBe(deployed)
  })
}
