import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { isAddress } from 'viem'
import { smartAccountsKit } from '../smartAccountsKit.js'

/** One chain's smart accounts: its ERC-4337 bundler and, unless the kit knows the chain, its contracts. */
export interface SmartAccountChainOptions {
  /** The chain's bundler JSON-RPC (alto, Pimlico...), http(s). */
  bundlerUrl: string
  /** MetaMask's smart accounts contracts on the chain; the kit's own deployment for the chain id when absent. */
  environment?: SmartAccountsEnvironment
  /**
   * An ERC-7677 paymaster service, http(s): when set, every user operation on the chain is sponsored
   * through it (the visitor needs no ETH for gas) and `wallet_getCapabilities` answers `paymasterService`.
   */
  paymasterUrl?: string
  /**
   * The paymaster services a dApp may name in `wallet_sendCalls`' `paymasterService` capability
   * (ERC-7677), http(s), compared whole. The wallet service calls the URL, so it takes none other (no
   * request of a dApp reaches an address the operator did not list): a required one not listed is
   * refused with 5700, an optional one ignored. None when absent.
   */
  dappPaymasterUrls?: string[]
}

/** Chain id -> its smart accounts. */
export type SmartAccountsOptions = Record<number, SmartAccountChainOptions>

/** Chain id -> its smart accounts, each with the contracts it uses (given, or the kit's deployment). */
export type ResolvedSmartAccounts = Record<
  number,
  SmartAccountChainOptions & { environment: SmartAccountsEnvironment }
>

/** `url` as compared and called (`new URL(url).href`), or undefined when it is not http(s). */
export function httpUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined
}

const contractNames = ['DelegationManager', 'EntryPoint', 'SimpleFactory'] as const

/**
 * The configured smart-account chains, checked: each must be one the wallet sends on (`chains`), with
 * an http(s) bundler URL, http(s) paymaster URLs when given and, when given, an environment of
 * addresses with a HybridDeleGator.
 * Throws a clear error on the first fault.
 */
export function checkSmartAccountsOptions(
  options: SmartAccountsOptions | undefined,
  chains: Record<number, string>,
): SmartAccountsOptions {
  const checked: SmartAccountsOptions = {}
  for (const [key, chain] of Object.entries(options ?? {})) {
    const chainId = Number(key)
    const where = `Smart accounts on chain ${key}`
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`${where}: not a chain id`)
    if (!Object.hasOwn(chains, chainId))
      throw new Error(`${where}: the wallet has no JSON-RPC URL for that chain (options.chains / chainId)`)
    if (httpUrl(chain?.bundlerUrl) === undefined)
      throw new Error(`${where}: the bundler URL must be http(s), not ${JSON.stringify(chain?.bundlerUrl)}`)
    const { environment, paymasterUrl, dappPaymasterUrls } = chain
    if (paymasterUrl !== undefined && httpUrl(paymasterUrl) === undefined)
      throw new Error(`${where}: the paymaster URL must be http(s), not ${JSON.stringify(paymasterUrl)}`)
    if (dappPaymasterUrls !== undefined && !Array.isArray(dappPaymasterUrls))
      throw new Error(`${where}: dappPaymasterUrls must be a list of http(s) URLs`)
    for (const url of dappPaymasterUrls ?? [])
      if (httpUrl(url) === undefined)
        throw new Error(`${where}: a dApp paymaster URL must be http(s), not ${JSON.stringify(url)}`)
    if (environment !== undefined) {
      for (const name of contractNames)
        if (!isAddress(environment[name] ?? '', { strict: false }))
          throw new Error(`${where}: the environment's ${name} is not an address`)
      if (!isAddress(environment.implementations?.HybridDeleGatorImpl ?? '', { strict: false }))
        throw new Error(`${where}: the environment has no HybridDeleGatorImpl address`)
    }
    checked[chainId] = {
      bundlerUrl: chain.bundlerUrl,
      ...(environment === undefined ? {} : { environment }),
      ...(paymasterUrl === undefined ? {} : { paymasterUrl }),
      ...(dappPaymasterUrls === undefined ? {} : { dappPaymasterUrls: [...dappPaymasterUrls] }),
    }
  }
  return checked
}

/**
 * Gives every chain its contracts: a chain configured without an environment takes the kit's
 * published deployment for its id, and one the kit has none for stops the start with a clear error
 * (not a visitor's first request). The kit is loaded only when some chain needs it.
 */
export async function resolveSmartAccountsEnvironments(
  checked: SmartAccountsOptions,
): Promise<ResolvedSmartAccounts> {
  const resolved: ResolvedSmartAccounts = {}
  for (const [key, chain] of Object.entries(checked)) {
    let { environment } = chain
    if (environment === undefined) {
      const { kit } = await smartAccountsKit()
      try {
        environment = kit.getSmartAccountsEnvironment(Number(key))
      } catch {
        throw new Error(
          `Smart accounts on chain ${key}: MetaMask's Smart Accounts Kit has no deployment on that chain, give its environment`,
        )
      }
    }
    resolved[Number(key)] = { ...chain, environment }
  }
  return resolved
}
