import { httpUrl, type SmartAccountChainOptions } from './smartAccountConfig.js'

/** The ERC-7677 paymaster service a user operation goes through, and the context it is given. */
export interface PaymasterService {
  url: string
  context?: Record<string, unknown>
}

/** What the chain's configuration says about paymasters. */
type ChainPaymasters = Pick<SmartAccountChainOptions, 'paymasterUrl' | 'dappPaymasterUrls'>

/** The chain's own paymaster service: every operation of its smart accounts goes through it. */
export const chainPaymaster = (chain: ChainPaymasters): PaymasterService | undefined =>
  chain.paymasterUrl === undefined ? undefined : { url: chain.paymasterUrl }

/** Whether `wallet_getCapabilities` answers `paymasterService: { supported: true }` for the chain. */
export const supportsPaymasterService = (chain: ChainPaymasters): boolean =>
  chain.paymasterUrl !== undefined || (chain.dappPaymasterUrls?.length ?? 0) > 0

/**
 * The paymaster of a `wallet_sendCalls` from the smart account, by its `paymasterService` capability
 * (ERC-7677: `{ url, context?, optional? }`): the dApp's URL when the chain lists it (or it is the
 * chain's own), with the dApp's context; otherwise the chain's own paymaster (or none) when the
 * capability is absent or optional; `'unsupported'` (5700) when it is required. The wallet service
 * calls the URL, so an unlisted one is never called.
 */
export function paymasterForCalls(
  chain: ChainPaymasters,
  capability: unknown,
): PaymasterService | undefined | 'unsupported' {
  const fallback = chainPaymaster(chain)
  if (capability === undefined) return fallback
  const { url, context, optional } = (capability ?? {}) as Record<string, unknown>
  const wanted = httpUrl(url)
  const listed = [chain.paymasterUrl, ...(chain.dappPaymasterUrls ?? [])].map(httpUrl)
  const contextOk =
    context === undefined || (typeof context === 'object' && context !== null && !Array.isArray(context))
  if (wanted !== undefined && listed.includes(wanted) && contextOk)
    return { url: wanted, ...(context === undefined ? {} : { context: context as Record<string, unknown> }) }
  return optional === true ? fallback : 'unsupported'
}
