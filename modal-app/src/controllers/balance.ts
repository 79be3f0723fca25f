import { type Client, createClient, http } from 'viem'
import { getBalance } from 'viem/actions'
import { formatUnitsTruncated } from '../lib/format.js'
import { appStore } from '../stores/appStore.js'

// A bare client plus the one action used: `createPublicClient` would bundle every public action.
const clients = new Map<string, Client>()
let generation = 0

/** Reads the native balance from the active network's RPC with viem; stale answers are dropped. */
export async function refreshBalance() {
  const { address, activeNetwork, status } = appStore.getState()
  const mine = ++generation
  if (status !== 'connected' || !address || !activeNetwork || activeNetwork.chainNamespace !== 'eip155') {
    appStore.setState({ balance: undefined, balanceError: undefined })
    return
  }
  const url = activeNetwork.rpcUrls.default.http[0] as string
  let client = clients.get(url)
  if (!client) {
    client = createClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) })
    clients.set(url, client)
  }
  try {
    const value = await getBalance(client, { address: address as `0x${string}` })
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
