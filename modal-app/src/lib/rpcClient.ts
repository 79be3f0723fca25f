import type { Network } from '@airlock/shared-protocol'
import { type Client, createClient, fallback, http } from 'viem'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

// A bare client plus the actions used: `createPublicClient` would bundle every public action.
const clients = new Map<string, Client>()

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

export { getBalance } from 'viem/actions'
