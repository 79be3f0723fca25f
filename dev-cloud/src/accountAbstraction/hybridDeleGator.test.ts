import {
  contracts,
  createDelegation,
  createExecution,
  type Delegation,
  ExecutionMode,
  ScopeType,
  signDelegation,
} from '@metamask/smart-accounts-kit'
import {
  type Address,
  type BaseError,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseAbi,
  parseEther,
  verifyMessage as recoverAndCompare,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { setEthBalance } from '../devnet/deployerClient.js'
import { freePort } from '../serverKit.js'
import { deployAccountAbstraction } from './accountAbstractionContracts.js'
import { hybridAccountClient } from './hybridAccountClient.js'
import { DEVNET_SMART_ACCOUNTS, deploySmartAccounts } from './smartAccountsEnvironment.js'
import { type RunningBundler, startBundler } from './startBundler.js'

const factoryAbi = parseAbi([
  'function deploy(bytes _bytecode, bytes32 _salt)',
  'function computeAddress(bytes32 _bytecodeHash, bytes32 _salt) view returns (address)',
])
const hybridAbi = parseAbi(['function owner() view returns (address)'])

/** ERC-6492's magic suffix: a signature wrapped with the factory call that would deploy its signer. */
const ERC6492_SUFFIX = '6492'.repeat(16)

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

const fundedAccount = (funds: bigint) =>
  hybridAccountClient({ rpcUrl: anvil.url, bundlerUrl: bundler.url, funds })

const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** Sends 0.01 ETH as the account's first user operation, which deploys it. */
async function deployBySending(client: Awaited<ReturnType<typeof fundedAccount>>) {
  const to = freshRecipient()
  const hash = await client.bundlerClient.sendUserOperation({
    calls: [{ to, value: parseEther('0.01') }],
  })
  const receipt = await client.bundlerClient.waitForUserOperationReceipt({ hash })
  return { to, receipt }
}

describe('HybridDeleGator (MetaMask smart account) on the devnet, through alto', () => {
  it("has the counterfactual address the kit computes, the environment's factory's own", async () => {
    const { account } = await fundedAccount(0n)
    const { factory, factoryData } = await account.getFactoryArgs()
    expect(factory).toBe(DEVNET_SMART_ACCOUNTS.SimpleFactory)
    const { args } = decodeFunctionData({ abi: factoryAbi, data: factoryData as Hex })
    const [bytecode, salt] = args as [Hex, Hex]
    const fromFactory = await publicClient.readContract({
      address: DEVNET_SMART_ACCOUNTS.SimpleFactory,
      abi: factoryAbi,
      functionName: 'computeAddress',
      args: [keccak256(bytecode), salt],
    })
    expect(account.address).toBe(fromFactory)
    expect(await account.isDeployed()).toBe(false)
  })

  it('deploys the account with a user operation that sends 0.01 ETH: owned by the EOA, paid, moved', async () => {
    const funds = parseEther('1')
    const client = await fundedAccount(funds)
    const { to, receipt } = await deployBySending(client)
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(client.account.address)
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.01'))
    const [balance, deposit] = await Promise.all([
      publicClient.getBalance({ address: client.account.address }),
      publicClient.readContract({
        address: DEVNET_SMART_ACCOUNTS.EntryPoint,
        abi: parseAbi(['function balanceOf(address account) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [client.account.address],
      }),
    ])
    expect(balance + deposit).toBe(funds - parseEther('0.01') - receipt.actualGasCost)
    expect(
      await publicClient.readContract({
        address: client.account.address,
        abi: hybridAbi,
        functionName: 'owner',
      }),
    ).toBe(client.owner.address)
  })

  it("signs messages viem's verifyMessage accepts: ERC-6492 while counterfactual, ERC-1271 once deployed", async () => {
    const client = await fundedAccount(parseEther('1'))
    const message = 'Sign in to example.org'
    const early = await client.account.signMessage({ message })
    expect(early.endsWith(ERC6492_SUFFIX)).toBe(true)
    const address = client.account.address
    expect(await publicClient.verifyMessage({ address, message, signature: early })).toBe(true)
    // A dApp that only recovers an EOA signer (ecrecover) refuses it: the spec's "This application
    // might not support Smart Accounts" case.
    expect(await recoverAndCompare({ address, message, signature: early }).catch(() => false)).toBe(false)
    expect(await publicClient.verifyMessage({ address, message: 'another', signature: early })).toBe(false)

    await deployBySending(client)
    const late = await client.account.signMessage({ message })
    expect(late.endsWith(ERC6492_SUFFIX)).toBe(false)
    expect(await publicClient.verifyMessage({ address, message, signature: late })).toBe(true)
    expect(await publicClient.verifyMessage({ address, message: 'another', signature: late })).toBe(false)
  })

  describe('a session key under a delegation limited to 0.02 ETH', () => {
    const limit = parseEther('0.02')

    async function withSessionKey() {
      const client = await fundedAccount(parseEther('1'))
      await deployBySending(client)
      const sessionKey = privateKeyToAccount(generatePrivateKey())
      // Its own gas: the owner signs nothing once the delegation is given.
      await setEthBalance(publicClient, sessionKey.address, parseEther('1'))
      const delegation = createDelegation({
        environment: DEVNET_SMART_ACCOUNTS,
        from: client.account.address,
        to: sessionKey.address,
        scope: { type: ScopeType.NativeTokenTransferAmount, maxAmount: limit },
      })
      const session = createWalletClient({ account: sessionKey, chain: foundry, transport: http(anvil.url) })
      const redeemData = (signed: Delegation, to: Address, value: bigint) =>
        contracts.DelegationManager.encode.redeemDelegations({
          delegations: [[signed]],
          modes: [ExecutionMode.SingleDefault],
          executions: [[createExecution({ target: to, value })]],
        })
      const redeem = async (signed: Delegation, to: Address, value: bigint) => {
        const hash = await session.sendTransaction({
          to: DEVNET_SMART_ACCOUNTS.DelegationManager,
          data: redeemData(signed, to, value),
          // Given, so a refused redemption is mined (and seen to revert) rather than refused by the estimate.
          gas: 500_000n,
        })
        return publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      }
      /** Why the DelegationManager refuses a redemption (simulated, its errors decoded by its ABI). */
      const refusal = (signed: Delegation, to: Address, value: bigint) =>
        contracts.DelegationManager.simulate
          .redeemDelegations({
            client: session,
            delegationManagerAddress: DEVNET_SMART_ACCOUNTS.DelegationManager,
            delegations: [[signed]],
            modes: [ExecutionMode.SingleDefault],
            executions: [[createExecution({ target: to, value })]],
          })
          .then(
            () => 'accepted',
            (error: BaseError) => error.message,
          )
      return { client, delegation, sessionKey, redeem, refusal }
    }

    it('spends 0.015 ETH with no owner signature, then is refused 0.01 ETH more and moves nothing', async () => {
      const { client, delegation, redeem, refusal } = await withSessionKey()
      const signed = { ...delegation, signature: await client.account.signDelegation({ delegation }) }
      const to = freshRecipient()
      const before = await publicClient.getBalance({ address: client.account.address })

      expect((await redeem(signed, to, parseEther('0.015'))).status).toBe('success')
      expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.015'))
      expect(await publicClient.getBalance({ address: client.account.address })).toBe(
        before - parseEther('0.015'),
      )

      expect(await refusal(signed, to, parseEther('0.01'))).toMatch(/allowance-exceeded/)
      expect((await redeem(signed, to, parseEther('0.01'))).status).toBe('reverted')
      expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.015'))
      expect(await publicClient.getBalance({ address: client.account.address })).toBe(
        before - parseEther('0.015'),
      )
    })

    it('refuses a delegation signed by a key other than the owner, and moves nothing', async () => {
      const { client, delegation, redeem, refusal } = await withSessionKey()
      const forged = {
        ...delegation,
        signature: await signDelegation({
          privateKey: generatePrivateKey(),
          delegation,
          delegationManager: DEVNET_SMART_ACCOUNTS.DelegationManager,
          chainId: foundry.id,
        }),
      }
      const to = freshRecipient()
      const before = await publicClient.getBalance({ address: client.account.address })
      expect(await refusal(forged, to, parseEther('0.01'))).toMatch(/InvalidERC1271Signature/)
      expect((await redeem(forged, to, parseEther('0.01'))).status).toBe('reverted')
      expect(await publicClient.getBalance({ address: to })).toBe(0n)
      expect(await publicClient.getBalance({ address: client.account.address })).toBe(before)
    })
  })
})
