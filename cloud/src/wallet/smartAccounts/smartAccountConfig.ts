import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { isAddress } from 'viem'
import { smartAccountsKit } from '../smartAccountsKit.js'

/** One chain's smart accounts: its ERC-4337 bundler and, unless the kit knows the chain, its contracts. */
export interface SmartAccountChainOptions {
  /** The chain's bundler JSON-RPC (alto, Pimlico...), http(s). */
  bundlerUrl: string
  /** MetaMask's smart accounts contracts on the chain; the kit's own deployment for the chain id when absent. */
  environment?: SmartAccountsEnvironment
}

/** Chain id -> its smart accounts. */
export type SmartAccountsOptions = Record<number, SmartAccountChainOptions>

/** Chain id -> its smart accounts, each with the contracts it uses (given, or the kit's deployment). */
export type ResolvedSmartAccounts = Record<number, Required<SmartAccountChainOptions>>

const contractNames = ['DelegationManager', 'EntryPoint', 'SimpleFactory'] as const

/**
 * The configured smart-account chains, checked: each must be one the wallet sends on (`chains`), with
 * an http(s) bundler URL and, when given, an environment of addresses with a HybridDeleGator.
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
    const url = URL.canParse(chain?.bundlerUrl ?? '') ? new URL(chain.bundlerUrl) : undefined
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new Error(`${where}: the bundler URL must be http(s), not ${JSON.stringify(chain?.bundlerUrl)}`)
    const { environment } = chain
    if (environment !== undefined) {
      for (const name of contractNames)
        if (!isAddress(environment[name] ?? '', { strict: false }))
          throw new Error(`${where}: the environment's ${name} is not an address`)
      if (!isAddress(environment.implementations?.HybridDeleGatorImpl ?? '', { strict: false }))
        throw new Error(`${where}: the environment has no HybridDeleGatorImpl address`)
    }
    checked[chainId] = environment === undefined ? { bundlerUrl: chain.bundlerUrl } : { ...chain }
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
    resolved[Number(key)] = { bundlerUrl: chain.bundlerUrl, environment }
  }
  return resolved
}
