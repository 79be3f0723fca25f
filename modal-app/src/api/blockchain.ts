import {
  type CloudRoute,
  getBalance,
  getGasPrice,
  getHistory,
  getIdentity,
  getNfts,
  type Nft,
  profileAccount,
  type ResponseOf,
  routePath,
  supportedChains as supportedChainsRoute,
  type TokenBalance,
} from '@airlock/shared-protocol/cloud-api'
import { cloudFetch } from '../lib/cloudRequest.js'

export type { Nft, TokenBalance, Transaction } from '@airlock/shared-protocol/cloud-api'

async function get<R extends CloudRoute>(
  route: R,
  query: Record<string, string>,
  params: Record<string, string> = {},
): Promise<ResponseOf<R>> {
  const response = await cloudFetch(routePath(route, params), { query })
  // Spec section 8: any non-OK answer raises this.
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  return route.response.parse(await response.json()) as ResponseOf<R>
}

let supported: Promise<Set<string>> | undefined

/** GET v1/supported-chains, once: calls for other chains are skipped (empty results, spec section 7). */
export function supportedChains(): Promise<Set<string>> {
  supported ??= get(supportedChainsRoute, {})
    .then((r) => new Set(r.http))
    .catch((error: unknown) => {
      supported = undefined
      throw error
    })
  return supported
}

const isSupported = async (caipNetworkId: string) => (await supportedChains()).has(caipNetworkId)

export async function fetchBalances(address: string, caipNetworkId: string): Promise<TokenBalance[]> {
  if (!(await isSupported(caipNetworkId))) throw new Error('Token Balance Unavailable')
  const params = { currency: 'usd', chainId: caipNetworkId }
  return (await get(getBalance, params, { address })).balances
}

export async function fetchHistory(address: string, caipNetworkId: string, cursor?: string) {
  if (!(await isSupported(caipNetworkId))) return { data: [], next: null }
  const params = { chainId: caipNetworkId, ...(cursor ? { cursor } : {}) }
  return get(getHistory, params, { address })
}

export async function fetchNfts(address: string, caipNetworkId: string): Promise<Nft[]> {
  if (!(await isSupported(caipNetworkId))) return []
  return (await get(getNfts, { chainId: caipNetworkId }, { address })).data
}

export const fetchIdentity = (address: string) => get(getIdentity, { sender: address }, { address })

export async function fetchGasPrice(caipNetworkId: string): Promise<bigint> {
  if (!(await isSupported(caipNetworkId))) throw new Error('Network not supported for Gas Price')
  return BigInt((await get(getGasPrice, { chainId: caipNetworkId })).standard)
}

/** GET /v1/profile/account/{name}: the EVM address (coin type 60) a name points to, if any. */
export async function resolveName(name: string): Promise<string | undefined> {
  try {
    const profile = await get(profileAccount, { apiVersion: '2' }, { name })
    return profile.addresses['60']?.address
  } catch {
    return undefined
  }
}
