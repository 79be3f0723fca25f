/**
 * ERC-7715 smart sessions through the embedded wallet (issue 40): with `features.smartSessions` the
 * dApp asks for a session, the visitor approves it once in the wallet frame, and the dApp's own key
 * then spends from the visitor's smart account within the allowance with no prompt, and no further.
 */
import type { Page } from '@playwright/test'
import { type Address, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  nativeSessionRequest,
  sessionRedemption,
} from '../../dev-cloud/src/accountAbstraction/sessionDapp.ts'
import { freshEmail, logInThroughAppKit, outcome, startRequest, walletFrame } from '../fixtures/embedded.ts'
import {
  expect,
  modal,
  publicClient,
  recreateAppKit,
  test,
  testClient,
  urls,
  waitReady,
} from '../fixtures/test.ts'

/** The demo's script page with an AppKit of these features, and a visitor logged in by email. */
async function visitor(page: Page, features: Record<string, unknown>) {
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await recreateAppKit(page, {
    projectId: 'airlock-demo',
    features,
    networks: [
      {
        ...(await page.evaluate<object>('window.Airlock.networks.anvil')),
        rpcUrls: { default: { http: [urls.anvil] } },
      },
    ],
  })
  const email = freshEmail()
  await logInThroughAppKit(page, email)
  await expect(modal(page).locator('[data-testid="account-type-badge"]')).toHaveText('Smart account')
  const smart = (await page.evaluate('window.airlock.getAccount().address')) as Address
  await page.keyboard.press('Escape')
  return smart
}

const grantParams = async (signer: Address, allowance: bigint) =>
  nativeSessionRequest(signer, allowance, Number((await publicClient.getBlock()).timestamp) + 3600)

test('a dApp granted a session spends within it without a prompt and is refused beyond it', async ({
  page,
}) => {
  test.slow()
  const smart = await visitor(page, { smartSessions: true })
  await testClient.setBalance({ address: smart, value: parseEther('1') })
  const key = privateKeyToAccount(generatePrivateKey())
  await testClient.setBalance({ address: key.address, value: parseEther('1') })

  // One approval, in the frame: what may be spent, by whom.
  await startRequest(page, 'wallet_grantPermissions', await grantParams(key.address, parseEther('0.02')))
  await expect(walletFrame(page).locator('[data-testid="wallet-permission-allowance"]')).toHaveText(
    'Up to 0.02 ETH',
  )
  await expect(walletFrame(page).locator('[data-testid="wallet-permission-signer"]')).toHaveText(key.address)
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  const { result } = (await outcome(page)) as {
    result: {
      address: Address
      permissionsContext: Hex
      signerData: { submitToAddress: Address }
      factory?: Address
      factoryData?: Hex
    }
  }
  expect(result.address).toBe(smart)

  // From here the dApp acts alone: it deploys the counterfactual account with the factory call it was
  // given, then redeems the session. The modal stays closed: nothing asks the visitor again.
  const spend = async (data: Hex, to: Address) => {
    const hash = await key.signTransaction({
      to,
      data,
      gas: 1_000_000n,
      chainId: 31337,
      nonce: await publicClient.getTransactionCount({ address: key.address }),
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000n,
    })
    const sent = await publicClient.sendRawTransaction({ serializedTransaction: hash })
    return (await publicClient.waitForTransactionReceipt({ hash: sent })).status
  }
  if (result.factory && result.factoryData)
    expect(await spend(result.factoryData, result.factory)).toBe('success')
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const redeem = (value: bigint) => sessionRedemption(result.permissionsContext, recipient, value)
  expect(await spend(redeem(parseEther('0.015')), result.signerData.submitToAddress)).toBe('success')
  expect(await spend(redeem(parseEther('0.01')), result.signerData.submitToAddress)).toBe('reverted')
  expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.015'))
  expect(await page.evaluate('window.airlock.getState().open')).toBe(false)

  // The visitor's Activity shows what the session spent, as a send from their account.
  await page.evaluate('window.airlock.open()')
  await modal(page).locator('[data-testid="account-tab-activity"]').click()
  const sent = modal(page).locator('[data-testid="activity-row"][data-operation="send"]')
  await expect(sent.first().locator('[data-testid="activity-description"]')).toHaveText('-0.015 ETH')
})

test('without features.smartSessions the embedded wallet refuses a grant with the spec text', async ({
  page,
}) => {
  await visitor(page, {})
  await startRequest(
    page,
    'wallet_grantPermissions',
    await grantParams(privateKeyToAccount(generatePrivateKey()).address, 1n),
  )
  expect(await outcome(page)).toEqual({ error: 'Requested RPC call is not allowed' })
})
