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
      // Bounded: at most 10 s for the cloud, then 2 x 10 s for the network's own RPC, then an error
      // the view shows (a fallback retries the whole list 3 times by default: over 2 minutes).
      transport: fallback(
        [
          http(proxy, { retryCount: 0, timeout: 10_000, ...(headers ? { fetchOptions: { headers } } : {}) }),
          http(url, { retryCount: 1, timeout: 10_000 }),
        ],
        { retryCount: 0 },
      ),
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
 * `force` skips the 30 s cache (after a send or a chain switch). A failed read keeps the last
 * balance of the same account and network on screen, marked with 'Token Balance Unavailable', so
 * the visitor sees both what was known and that it may be out of date.
 */
export async function refreshBalance({ force = false } = {}) {
  const { address, activeNetwork, status } = appStore.getState()
  const mine = ++generation
  if (status !== 'connected' || !address || !activeNetwork || activeNetwork.chainNamespace !== 'eip155') {
    appStore.setState({ balance: undefined, balanceError: undefined, balanceLoading: false })
    return
  }
  const client = rpcClient(activeNetwork)
  const cacheKey = `${activeNetwork.caipNetworkId}:${address}`
  const cached = cache.get(cacheKey)
  const shown = appStore.getState().balance
  if (shown && shown.key !== cacheKey) appStore.setState({ balance: undefined, balanceError: undefined })
  try {
    const fresh = !force && cached !== undefined && Date.now() - cached.at < NATIVE_BALANCE_CACHE_MS
    if (!fresh) appStore.setState({ balanceLoading: true })
    const value = fresh ? cached.value : await getBalance(client, { address: address as `0x${string}` })
    const at = fresh ? cached.at : Date.now()
    if (!fresh) cache.set(cacheKey, { at, value })
    if (mine !== generation) return
    const { decimals, symbol } = activeNetwork.nativeCurrency
    appStore.setState({
      balance: { formatted: formatUnitsTruncated(value, decimals), symbol, at, key: cacheKey },
      balanceError: undefined,
      balanceLoading: false,
    })
  } catch {
    if (mine !== generation) return
    appStore.setState({ balanceError: 'Token Balance Unavailable', balanceLoading: false })
  }
}

/** A balance older than its cache time is read again; one read at a time, so a hung node gets one request. */
export function refreshIfOld(now = Date.now()) {
  const { balance, balanceLoading } = appStore.getState()
  if (balanceLoading) return
  if (!balance || now - balance.at >= NATIVE_BALANCE_CACHE_MS) void refreshBalance({ force: true })
}
