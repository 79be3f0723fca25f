import {
  DEVNET_SMART_ACCOUNTS,
  nativeSessionRequest,
  type RunningAnvil,
  type RunningBundler,
  sessionRedemption,
  startAnvil,
  startSmartAccountsDevnet,
} from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newEmail, signIn, startWalletKit, type TestBrowser, type WalletKit } from '../walletTestKit.js'

let anvil: RunningAnvil
let bundler: RunningBundler
let publicClient: PublicClient
let kit: WalletKit

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  bundler = await startSmartAccountsDevnet(anvil.url)
  publicClient = createPublicClient({ chain: foundry, transport: http(anvil.url), pollingInterval: 50 })
  kit = await startWalletKit({
    rpcUrl: anvil.url,
    chainId: 31337,
    smartAccounts: { 31337: { bundlerUrl: bundler.url, environment: DEVNET_SMART_ACCOUNTS } },
  })
}, 120_000)

afterAll(async () => {
  await kit?.close()
  await bundler?.stop()
  await anvil?.stop()
})

const rpc = async (browser: TestBrowser, method: string, params?: unknown) => {
  const response = await browser.post('/api/rpc', { method, params, chainId: 31337 })
  return {
    status: response.status,
    body: (await response.json()) as { result?: unknown; error?: { code: number; message: string } },
  }
}
const setBalance = (address: Address, wei: bigint) =>
  publicClient.request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(wei)] as never })
const stranger = (): Address => privateKeyToAccount(generatePrivateKey()).address
const nowSeconds = async () => Number((await publicClient.getBlock()).timestamp)

const grantParams = async (signer: Address, allowance: bigint) =>
  nativeSessionRequest(signer, allowance, (await nowSeconds()) + 3600)

/** A signed-in visitor whose smart account holds 1 ETH, and a dApp session key with gas of its own. */
async function visitorAndDapp() {
  const browser = kit.browser()
  await signIn(kit, browser, newEmail('session'))
  const [smart] = (await rpc(browser, 'eth_accounts')).body.result as [Address]
  await setBalance(smart, parseEther('1'))
  const key = privateKeyToAccount(generatePrivateKey())
  await setBalance(key.address, parseEther('1'))
  const dapp = createWalletClient({ account: key, chain: foundry, transport: http(anvil.url) })
  /** The dApp spends from the visitor's account with the context alone: no wallet, no prompt. */
  const spend = async (
    granted: { permissionsContext: Hex; signerData: { submitToAddress: Address } },
    to: Address,
    value: bigint,
  ) => {
    const hash = await dapp.sendTransaction({
      to: granted.signerData.submitToAddress,
      data: sessionRedemption(granted.permissionsContext, to, value),
      gas: 500_000n,
    })
    return (await publicClient.waitForTransactionReceipt({ hash })).status
  }
  return { browser, smart, key, spend }
}

describe('smart sessions through the embedded wallet (wallet_grantPermissions, wallet_revokePermissions)', () => {
  it('grants what was asked, spent within without the wallet, refused past it, and revoked for good', async () => {
    const { browser, smart, key, spend } = await visitorAndDapp()
    const granted = await rpc(
      browser,
      'wallet_grantPermissions',
      await grantParams(key.address, parseEther('0.02')),
    )
    expect(granted.status).toBe(200)
    const session = granted.body.result as {
      permissionsContext: Hex
      signerData: { submitToAddress: Address }
      address: Address
      factory?: Address
    }
    expect(session).toMatchObject({
      address: smart,
      chainId: '0x7a69',
      signerData: { submitToAddress: DEVNET_SMART_ACCOUNTS.DelegationManager },
    })
    // Not deployed yet: the answer carries the factory call, and the wallet deploys it with its first send.
    expect(session.factory).toBe(DEVNET_SMART_ACCOUNTS.SimpleFactory)
    expect((await rpc(browser, 'eth_sendTransaction', [{ to: stranger(), value: '0x1' }])).status).toBe(200)

    const to = stranger()
    expect(await spend(session, to, parseEther('0.015'))).toBe('success')
    expect(await spend(session, to, parseEther('0.01'))).toBe('reverted')
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.015'))

    const revoked = await rpc(browser, 'wallet_revokePermissions', [
      { permissionsContext: session.permissionsContext },
    ])
    expect(revoked).toEqual({ status: 200, body: { result: null } })
    expect(await spend(session, to, parseEther('0.001'))).toBe('reverted')
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.015'))
  })

  it("refuses bad requests with their text, another visitor's context, and grants from an EOA", async () => {
    const { browser, key } = await visitorAndDapp()
    const other = await visitorAndDapp()
    const bad = await rpc(browser, 'wallet_grantPermissions', [{ expiry: 1, permissions: [] }])
    expect(bad.status).toBe(400)
    expect(bad.body.error?.code).toBe(-32602)
    expect(bad.body.error?.message).toMatch(/^Invalid permissions request/)

    const theirs = await rpc(other.browser, 'wallet_grantPermissions', await grantParams(key.address, 1000n))
    const context = (theirs.body.result as { permissionsContext: Hex }).permissionsContext
    expect(await rpc(browser, 'wallet_revokePermissions', [{ permissionsContext: context }])).toEqual({
      status: 400,
      body: { error: { code: -32602, message: 'Unknown permissions context' } },
    })
    expect((await rpc(browser, 'wallet_revokePermissions', [{}])).status).toBe(400)

    await browser.post('/api/account-type', { chainId: 31337, type: 'eoa' })
    const fromEoa = await rpc(browser, 'wallet_grantPermissions', await grantParams(key.address, 1000n))
    expect(fromEoa).toEqual({
      status: 400,
      body: {
        error: {
          code: -32000,
          message: 'Permissions are granted by a smart account: switch to your smart account first',
        },
      },
    })
  })
})
