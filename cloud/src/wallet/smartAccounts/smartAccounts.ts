import type { MetaMaskSmartAccount, SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { walletChain } from '../sendTransaction.js'
import { smartAccountsKit } from '../smartAccountsKit.js'
import type { PaymasterService } from './paymasterCapability.js'
import type { ResolvedSmartAccounts, SmartAccountChainOptions } from './smartAccountConfig.js'

/** The chains where users have a smart account (MetaMask's HybridDeleGator, owned by their EOA). */
export interface SmartAccounts {
  /** Chain ids with smart accounts, ascending. */
  networks: number[]
  has(chainId: number): boolean
  /** The chain's bundler URL (errors name it when it does not answer). */
  bundlerUrl(chainId: number): string
  /** The chain's smart accounts contracts (its DelegationManager, EntryPoint, factory...). */
  environment(chainId: number): SmartAccountsEnvironment
  /** The owner's counterfactual account address: the owner's address is public, no key is opened. */
  addressOf(owner: Address, chainId: number): Promise<Address>
  /** Whether the account has code on the chain; false when the node does not answer. */
  isDeployed(address: Address, chainId: number): Promise<boolean>
  /** The chain's paymaster services: its own, and those a dApp may name. */
  paymasters(chainId: number): Pick<SmartAccountChainOptions, 'paymasterUrl' | 'dappPaymasterUrls'>
  /**
   * The owner's account able to sign, and the bundler client that sends its user operations,
   * sponsored through `paymaster` (ERC-7677) when given.
   */
  open(ownerKey: Hex, chainId: number, paymaster?: PaymasterService): Promise<OpenSmartAccount>
  /** A JSON-RPC call to the chain's bundler (receipts). */
  bundlerRequest(chainId: number, method: string, params: unknown[]): Promise<unknown>
  /** The chain's node. */
  publicClient(chainId: number): PublicClient
}

export interface OpenSmartAccount {
  account: MetaMaskSmartAccount
  bundler: ReturnType<typeof createBundlerClient>
}

/** Addresses kept per owner and chain; past this many the cache starts over (they are cheap to redo). */
const ADDRESS_CACHE_SIZE = 10_000

/**
 * The configured chains' smart accounts. Nothing of the kit is loaded until a user first needs one.
 *
 * @example
 * import { createSmartAccounts } from './smartAccounts.js'
 * const smartAccounts = createSmartAccounts({ 31337: { bundlerUrl: 'http://127.0.0.1:4337', environment } }, { 31337: 'http://127.0.0.1:8545' })
 * await smartAccounts.addressOf('0x…', 31337)
 */
export function createSmartAccounts(
  options: ResolvedSmartAccounts,
  chains: Record<number, string>,
  { pollingInterval = 100 } = {},
): SmartAccounts {
  const networks = Object.keys(options)
    .map(Number)
    .sort((a, b) => a - b)
  const clients = new Map<number, PublicClient>()
  const addresses = new Map<string, Promise<Address>>()

  const configOf = (chainId: number) => {
    const config = Object.hasOwn(options, chainId) ? options[chainId] : undefined
    if (!config) throw new Error(`No smart accounts on chain ${chainId}`)
    return config
  }

  function publicClient(chainId: number): PublicClient {
    let client = clients.get(chainId)
    if (!client) {
      const rpcUrl = chains[chainId] as string
      // Spec section 9: RPC requests time out after 10 s.
      client = createPublicClient({
        chain: walletChain(chainId, rpcUrl),
        transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }),
        pollingInterval,
      }) as PublicClient
      clients.set(chainId, client)
    }
    return client
  }

  async function smartAccountOf(owner: Address, chainId: number, ownerKey?: Hex) {
    const { environment } = configOf(chainId)
    const { kit } = await smartAccountsKit()
    return kit.toMetaMaskSmartAccount({
      client: publicClient(chainId),
      implementation: kit.Implementation.Hybrid,
      // The EOA alone signs: no passkey (P-256) signers.
      deployParams: [owner, [], [], []],
      deploySalt: '0x',
      ...(ownerKey === undefined ? {} : { signer: { account: privateKeyToAccount(ownerKey) } }),
      environment,
    })
  }

  return {
    networks,
    has: (chainId) => Object.hasOwn(options, chainId),
    bundlerUrl: (chainId) => configOf(chainId).bundlerUrl,
    environment: (chainId) => configOf(chainId).environment,
    paymasters(chainId) {
      const { paymasterUrl, dappPaymasterUrls } = configOf(chainId)
      return {
        ...(paymasterUrl === undefined ? {} : { paymasterUrl }),
        ...(dappPaymasterUrls === undefined ? {} : { dappPaymasterUrls }),
      }
    },
    publicClient,
    addressOf(owner, chainId) {
      const key = `${chainId}:${owner.toLowerCase()}`
      let address = addresses.get(key)
      if (!address) {
        if (addresses.size >= ADDRESS_CACHE_SIZE) addresses.clear()
        address = smartAccountOf(owner, chainId).then((account) => account.address)
        address.catch(() => addresses.delete(key))
        addresses.set(key, address)
      }
      return address
    },
    async isDeployed(address, chainId) {
      try {
        const code = await publicClient(chainId).getCode({ address })
        return code !== undefined && code !== '0x'
      } catch {
        return false
      }
    },
    async open(ownerKey, chainId, paymaster) {
      const account = await smartAccountOf(privateKeyToAccount(ownerKey).address, chainId, ownerKey)
      const bundler = createBundlerClient({
        account,
        client: publicClient(chainId),
        transport: http(configOf(chainId).bundlerUrl, { timeout: 10_000, retryCount: 0 }),
        pollingInterval,
        ...(paymaster === undefined
          ? {}
          : {
              // Spec section 9's 10 s, as every call the wallet makes; no retry: the send fails clearly.
              paymaster: createPaymasterClient({
                transport: http(paymaster.url, { timeout: 10_000, retryCount: 0 }),
              }),
              ...(paymaster.context === undefined ? {} : { paymasterContext: paymaster.context }),
            }),
      })
      return { account, bundler }
    },
    bundlerRequest(chainId, method, params) {
      const client = createBundlerClient({
        transport: http(configOf(chainId).bundlerUrl, { timeout: 10_000, retryCount: 0 }),
      })
      return client.request({ method, params } as never)
    },
  }
}
