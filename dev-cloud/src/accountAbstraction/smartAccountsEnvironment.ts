import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { deploySmartAccountsEnvironment } from '@metamask/smart-accounts-kit/utils'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  isAddressEqual,
  parseEther,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { setEthBalance } from '../devnet/deployerClient.js'
import { ENTRY_POINT_07 } from './accountAbstractionContracts.js'

// The kit reports each of its calls to MetaMask's analytics unless DO_NOT_TRACK is set (read at its
// first call, after this module loads): a developer's devnet is nobody else's business either.
process.env.DO_NOT_TRACK = '1'

/**
 * The key that deploys MetaMask's smart accounts environment: its own, not one of anvil's mnemonic
 * (tests, fixtures and wallets use 0-9, the bundler 10-11), so on a fresh chain its nonces, and with
 * them every address below, are the same at each start. It is also the DelegationManager's owner
 * (who may pause it): a devnet-only power.
 */
export const SMART_ACCOUNTS_DEPLOYER_KEY: Hex =
  '0x5b1d3a7c9e2f4061b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f605'

/**
 * What `deploySmartAccountsEnvironment` (@metamask/smart-accounts-kit 2.0.0) sends, in its order, one
 * plain CREATE each: `null` is the P-256 verifier library HybridDeleGator links, which it does not
 * name. Given our EntryPoint it deploys none of its own. A kit that sends another order fails the
 * check in `deploySmartAccounts` rather than leaving contracts at addresses nobody planned.
 */
const DEPLOY_ORDER = [
  'SimpleFactory',
  'AllowedCalldataEnforcer',
  'AllowedTargetsEnforcer',
  'AllowedMethodsEnforcer',
  'ApprovalRevocationEnforcer',
  'ArgsEqualityCheckEnforcer',
  'DeployedEnforcer',
  'TimestampEnforcer',
  'BlockNumberEnforcer',
  'LimitedCallsEnforcer',
  'ERC20BalanceChangeEnforcer',
  'ERC20TransferAmountEnforcer',
  'ERC20StreamingEnforcer',
  'ERC721BalanceChangeEnforcer',
  'ERC721TransferEnforcer',
  'ERC1155BalanceChangeEnforcer',
  'IdEnforcer',
  'NonceEnforcer',
  'ValueLteEnforcer',
  'NativeTokenTransferAmountEnforcer',
  'NativeBalanceChangeEnforcer',
  'NativeTokenStreamingEnforcer',
  'OwnershipTransferEnforcer',
  'RedeemerEnforcer',
  'SpecificActionERC20TransferBatchEnforcer',
  'ERC20PeriodTransferEnforcer',
  'NativeTokenPeriodTransferEnforcer',
  'ExactCalldataBatchEnforcer',
  'ExactCalldataEnforcer',
  'ExactExecutionEnforcer',
  'ExactExecutionBatchEnforcer',
  'MultiTokenPeriodEnforcer',
  'DelegationManager',
  'NativeTokenPaymentEnforcer',
  null,
  'HybridDeleGatorImpl',
  'MultiSigDeleGatorImpl',
  'EIP7702StatelessDeleGatorImpl',
] as const

const IMPLEMENTATIONS = ['HybridDeleGatorImpl', 'MultiSigDeleGatorImpl', 'EIP7702StatelessDeleGatorImpl']

const deployer = () => privateKeyToAccount(SMART_ACCOUNTS_DEPLOYER_KEY)

/**
 * Where the environment lands on a fresh chain, in the kit's own shape (what `toMetaMaskSmartAccount`
 * and the caveat builders take as `environment`): the deployer's address and nonces, nothing else.
 */
export function plannedSmartAccountsEnvironment(): SmartAccountsEnvironment {
  const from = deployer().address
  const environment: SmartAccountsEnvironment = {
    DelegationManager: '0x',
    EntryPoint: ENTRY_POINT_07,
    SimpleFactory: '0x',
    implementations: {},
    caveatEnforcers: {},
  }
  DEPLOY_ORDER.forEach((name, nonce) => {
    if (name === null) return
    const address = getContractAddress({ from, nonce: BigInt(nonce) })
    if (name === 'SimpleFactory' || name === 'DelegationManager') environment[name] = address
    else if (IMPLEMENTATIONS.includes(name)) environment.implementations[name] = address
    else environment.caveatEnforcers[name] = address
  })
  return environment
}

/** The devnet's smart accounts environment (fixed: see `SMART_ACCOUNTS_DEPLOYER_KEY`). */
export const DEVNET_SMART_ACCOUNTS: SmartAccountsEnvironment = plannedSmartAccountsEnvironment()

const addressesOf = (environment: SmartAccountsEnvironment): Map<string, Address> =>
  new Map<string, Address>([
    ['SimpleFactory', environment.SimpleFactory],
    ['DelegationManager', environment.DelegationManager],
    ['EntryPoint', environment.EntryPoint],
    ...Object.entries(environment.implementations),
    ...Object.entries(environment.caveatEnforcers),
  ])

/**
 * Deploys MetaMask's smart accounts environment (HybridDeleGator and the other account
 * implementations, their factory, the DelegationManager and its caveat enforcers: the accounts and
 * the permission module the embedded wallet uses) against the EntryPoint v0.7 that
 * `deployAccountAbstraction` put first. Anvil only (the deployer is funded with anvil_setBalance).
 * A chain that has it already (anvil --state) gets nothing sent; one where the deployer sent some
 * of it, or where the kit put anything elsewhere than planned, throws.
 */
export async function deploySmartAccounts(rpcUrl: string): Promise<SmartAccountsEnvironment> {
  const planned = plannedSmartAccountsEnvironment()
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport, pollingInterval: 50 })
  const account = deployer()
  if ((await publicClient.getCode({ address: ENTRY_POINT_07 })) === undefined)
    throw new Error(`No EntryPoint at ${ENTRY_POINT_07}: deployAccountAbstraction comes first`)
  const nonce = await publicClient.getTransactionCount({ address: account.address })
  if (nonce === DEPLOY_ORDER.length) {
    const codes = await Promise.all(
      [...addressesOf(planned).values()].map((address) => publicClient.getCode({ address })),
    )
    if (codes.every((code) => code !== undefined && code !== '0x')) return planned
  }
  if (nonce !== 0)
    throw new Error(
      `The smart accounts deployer ${account.address} has sent ${nonce} of ${DEPLOY_ORDER.length} deployments: start from a fresh chain`,
    )
  await setEthBalance(publicClient, account.address, parseEther('10'))
  const chain = { ...foundry, id: await publicClient.getChainId() }
  const wallet = createWalletClient({ account, chain, transport })
  const deployed = await deploySmartAccountsEnvironment(wallet, publicClient, chain, {
    EntryPoint: ENTRY_POINT_07,
  })
  const plannedAddresses = addressesOf(planned)
  for (const [name, address] of addressesOf(deployed))
    if (!isAddressEqual(plannedAddresses.get(name) ?? zeroAddress, address))
      throw new Error(`The kit deployed ${name} at ${address}, planned ${plannedAddresses.get(name)}`)
  if (addressesOf(deployed).size !== plannedAddresses.size)
    throw new Error('The kit deployed another set of contracts than planned')
  return planned
}
