import {
  type Address,
  BaseError,
  createPublicClient,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { freePort } from '../serverKit.js'
import { type AccountAbstractionContracts, deployAccountAbstraction } from './accountAbstractionContracts.js'
import { simpleAccountClient } from './simpleAccountClient.js'
import { type RunningBundler, startBundler } from './startBundler.js'

const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
const entryPointAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

let anvil: RunningAnvil
let bundler: RunningBundler
let contracts: AccountAbstractionContracts
let publicClient: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  contracts = await deployAccountAbstraction(anvil.url)
  bundler = await startBundler({ rpcUrl: anvil.url, entryPoint: contracts.entryPoint })
  publicClient = createPublicClient({ chain: foundry, transport: http(anvil.url) })
}, 120_000)

afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(bundler.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

const fundedAccount = (funds: bigint) =>
  simpleAccountClient({ rpcUrl: anvil.url, bundlerUrl: bundler.url, contracts, funds })

const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('startBundler (alto against anvil)', () => {
  it('answers eth_supportedEntryPoints with the EntryPoint v0.7, on loopback', async () => {
    expect(await rpc('eth_supportedEntryPoints', [])).toMatchObject({ result: [contracts.entryPoint] })
    expect(bundler.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    // alto itself listens on 0.0.0.0, which 127.0.0.2 (loopback, another address) would reach.
    await expect(fetch(bundler.url.replace('127.0.0.1', '127.0.0.2'))).rejects.toThrow()
  })

  it("gives an owner the factory's own counterfactual address, as permissionless computes it", async () => {
    const { owner, account } = await fundedAccount(0n)
    const fromFactory = await publicClient.readContract({
      address: contracts.simpleAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    expect(account.address).toBe(fromFactory)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
  })

  it('sends 0.01 ETH from a counterfactual account as a user operation: deployed, paid, moved', async () => {
    const funds = parseEther('1')
    const { account, bundlerClient } = await fundedAccount(funds)
    const to = freshRecipient()
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: parseEther('0.01') }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    // eth_getUserOperationReceipt itself, as a wallet polls it.
    expect(await rpc('eth_getUserOperationReceipt', [hash])).toMatchObject({
      result: { userOpHash: hash, success: true },
    })
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.01'))
    // The account paid the value and exactly the gas the EntryPoint charged it: v0.7 refunds what
    // it prepaid beyond that to the account's deposit in the EntryPoint, not to its balance.
    const [balance, deposit] = await Promise.all([
      publicClient.getBalance({ address: account.address }),
      publicClient.readContract({
        address: contracts.entryPoint,
        abi: entryPointAbi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ])
    expect(balance + deposit).toBe(funds - parseEther('0.01') - receipt.actualGasCost)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x.{2,}/)
  })

  it('refuses a user operation signed by a key other than the owner, and moves nothing', async () => {
    const funds = parseEther('1')
    const { account, bundlerClient } = await fundedAccount(funds)
    const to = freshRecipient()
    const operation = await bundlerClient.prepareUserOperation({ calls: [{ to, value: parseEther('0.01') }] })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const userOpHash = getUserOperationHash({
      userOperation: operation,
      entryPointAddress: contracts.entryPoint,
      entryPointVersion: '0.7',
      chainId: foundry.id,
    })
    const signature = await stranger.signMessage({ message: { raw: userOpHash } })
    const refused = await bundlerClient
      .sendUserOperation({ ...operation, signature })
      .catch((error: BaseError) => error)
    // The bundler's own answer: ERC-7769's code for a signature error, with the EntryPoint's reason.
    expect(refused).toBeInstanceOf(BaseError)
    expect((refused as BaseError).walk((e) => (e as { code?: number }).code === -32507)).toBeTruthy()
    expect((refused as BaseError).message).toMatch(/AA24 signature error/)
    expect(await publicClient.getBalance({ address: to })).toBe(0n)
    expect(await publicClient.getBalance({ address: account.address })).toBe(funds)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    expect(await rpc('eth_getUserOperationReceipt', [userOpHash])).toMatchObject({ result: null })
  })
})
