import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import {
  deployAccountAbstraction,
  deploySmartAccounts,
  hybridAccountClient,
  type RunningBundler,
  sessionRedemption,
  startBundler,
} from '@airlock/dev-cloud/account-abstraction'
import { freePort } from '@airlock/node-kit'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseGrantRequest } from './grantRequest.js'
import { grantSession, revocationCall } from './sessionDelegation.js'

let anvil: RunningAnvil
let bundler: RunningBundler
let publicClient: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  const { entryPoint } = await deployAccountAbstraction(anvil.url)
  ;[bundler] = await Promise.all([
    startBundler({ rpcUrl: anvil.url, entryPoint }),
    deploySmartAccounts(anvil.url),
  ])
  publicClient = createPublicClient({ chain: foundry, transport: http(anvil.url) })
}, 120_000)

afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

const stranger = (): Address => privateKeyToAccount(generatePrivateKey()).address
const chainNow = async () => Number((await publicClient.getBlock()).timestamp)

/** A visitor's funded smart account, a dApp session key with gas of its own, and a grant between them. */
async function session(allowance: bigint, { deploy = true, seconds = 3600 } = {}) {
  const client = await hybridAccountClient({
    rpcUrl: anvil.url,
    bundlerUrl: bundler.url,
    funds: parseEther('1'),
  })
  if (deploy) {
    const hash = await client.bundlerClient.sendUserOperation({ calls: [{ to: stranger(), value: 1n }] })
    await client.bundlerClient.waitForUserOperationReceipt({ hash })
  }
  const key = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ mode: 'anvil', transport: http(anvil.url) }).setBalance({
    address: key.address,
    value: parseEther('1'),
  })
  const parsed = parseGrantRequest(
    [
      {
        expiry: (await chainNow()) + seconds,
        signer: { type: 'account', data: { id: key.address } },
        permissions: [
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH' },
            policies: [{ type: 'token-allowance', data: { allowance: toHex(allowance) } }],
          },
        ],
      },
    ],
    await chainNow(),
  )
  if (!parsed.ok) throw new Error(parsed.message)
  const granted = await grantSession({
    account: client.account,
    chainId: foundry.id,
    request: parsed.request,
  })
  const dapp = createWalletClient({ account: key, chain: foundry, transport: http(anvil.url) })
  /** The dApp sends `value` to `to` from the visitor's account: mined, success or reverted. */
  const spend = async (to: Address, value: bigint) => {
    const hash = await dapp.sendTransaction({
      to: granted.signerData.submitToAddress,
      // How a dApp redeems a granted session: the context as the wallet gave it, no wallet in between.
      data: sessionRedemption(granted.permissionsContext, to, value),
      // Given, so a refused redemption is mined (and seen to revert) rather than refused by the estimate.
      gas: 500_000n,
    })
    return (await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status
  }
  return { client, granted, spend }
}

describe('a granted smart session (ERC-7715) on the devnet', () => {
  it('lets the dApp spend within the allowance with no prompt, and refuses it past it, moving nothing', async () => {
    const { client, granted, spend } = await session(parseEther('0.02'))
    expect(granted).toMatchObject({ chainId: '0x7a69', address: client.account.address })
    expect(granted.factory).toBeUndefined()
    const to = stranger()
    expect(await spend(to, parseEther('0.015'))).toBe('success')
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.015'))
    const before = await publicClient.getBalance({ address: client.account.address })
    expect(await spend(to, parseEther('0.01'))).toBe('reverted')
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.015'))
    expect(await publicClient.getBalance({ address: client.account.address })).toBe(before)
  })

  it('answers the factory call for an account not yet deployed, whose code a redemption needs', async () => {
    const { client, granted } = await session(parseEther('0.01'), { deploy: false })
    const { factory, factoryData } = await client.account.getFactoryArgs()
    expect(granted).toMatchObject({ factory, factoryData })
  })

  it('ends at its expiry', async () => {
    const { spend } = await session(parseEther('0.02'), { seconds: 60 })
    const to = stranger()
    expect(await spend(to, parseEther('0.001'))).toBe('success')
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.url) })
    await testClient.increaseTime({ seconds: 61 })
    await testClient.mine({ blocks: 1 })
    expect(await spend(to, parseEther('0.001'))).toBe('reverted')
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.001'))
  })

  it("is revoked by the account's own call, after which it spends nothing; another's context is refused", async () => {
    const { client, granted, spend } = await session(parseEther('0.02'))
    const other = await session(parseEther('0.02'))
    expect(await revocationCall(client.account, other.granted.permissionsContext)).toEqual({
      ok: false,
      message: 'Unknown permissions context',
    })
    expect(await revocationCall(client.account, '0x1234')).toEqual({
      ok: false,
      message: 'Unknown permissions context',
    })
    const revocation = await revocationCall(client.account, granted.permissionsContext)
    if (!revocation.ok) throw new Error(revocation.message)
    const hash = await client.bundlerClient.sendUserOperation({ calls: [revocation.call] })
    expect((await client.bundlerClient.waitForUserOperationReceipt({ hash })).success).toBe(true)
    const to = stranger()
    expect(await spend(to, parseEther('0.001'))).toBe('reverted')
    expect(await publicClient.getBalance({ address: to })).toBe(0n)
    // The other visitor's grant is theirs, untouched.
    expect(await other.spend(to, parseEther('0.001'))).toBe('success')
  })
})
