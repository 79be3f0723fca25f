import type { Network } from '@airlock/shared-protocol'
import { type Client, createClient, fallback, http } from 'viem'
import { getBalance } from 'viem/actions'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { formatUnitsTruncated } from '../lib/format.js'
import { appStore } from '../stores/appStore.js'

// A bare client plus the one action used: `createPublicClient` would bundle every public action.
const clients = new Map<string, Client>()
let generation = 0

/**
 * A JSON-RPC client for a network. Spec section 7: listed chains go through the cloud's RPC
 * endpoint first (it retries and falls back itself); the network's own RPC is the fallback, e.g.
 * for chains the cloud does not serve.
 */
export function rpcClient(network: Network): Client {
  const url = network.rpcUrls.default.http[0] as string
  const projectId = appStore.getState().options?.projectId ?? ''
  const proxy = `${readCloudUrl()}/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`
  const key = `${proxy} ${url}`
  let client = clients.get(key)
  if (!client) {
    const headers = getHostOrigin() ? { 'x-airlock-host-origin': getHostOrigin() } : undefined
    client = createClient({
      transport: fallback([
        http(proxy, { retryCount: 0, timeout: 10_000, ...(headers ? { fetchOptions: { headers } } : {}) }),
        http(url, { retryCount: 1, timeout: 10_000 }),
      ]),
    })
    clients.set(key, client)
  }
  return client
}

/** Spec section 9: the native balance is cached for 30 s (in the modal's memory). */
export const NATIVE_BALANCE_CACHE_MS = 30_000
const cache = new Map<string, { at: number; value: bigint }>()

/**
 * Reads the native balance from the active network's RPC with viem; stale answers are dropped.
 * `force` skips the 30 s cache (after a send or a chain switch).
 */
export async function refreshBalance({ force = false } = {}) {
  const { address, activeNetwork, status } = appStore.getState()
  const mine = ++generation
  if (status !== 'connected' || !address || !activeNetwork || activeNetwork.chainNamespace !== 'eip155') {
    appStore.setState({ balance: undefined, balanceError: undefined })
    return
  }
  const client = rpcClient(activeNetwork)
  const cacheKey = `${activeNetwork.caipNetworkId}:${address}`
  const cached = cache.get(cacheKey)
  try {
    const fresh = !force && cached !== undefined && Date.now() - cached.at < NATIVE_BALANCE_CACHE_MS
    const value = fresh ? cached.value : await getBalance(client, { address: address as `0x${string}` })
    if (!fresh) cache.set(cacheKey, { at: Date.now(), value })
    if (mine !== generation) return
    const { decimals, symbol } = activeNetwork.nativeCurrency
    appStore.setState({
      balance: { formatted: formatUnitsTruncated(value, decimals), symbol },
      balanceError: undefined,
    })
  } catch {
    if (mine !== generation) return
    appStore.setState({ balance: undefined, balanceError: 'Token Balance Unavailable' })
  }
}
