import { formatUnitsTruncated } from '../lib/format.js'
import { adapterOf } from '../namespaces/adapters.js'
import { appStore } from '../stores/appStore.js'
import { namespaceOf } from '../stores/connections.js'

let generation = 0

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
  const readable = activeNetwork?.chainNamespace === 'eip155' || activeNetwork?.chainNamespace === 'solana'
  if (status !== 'connected' || !address || !activeNetwork || !readable) {
    appStore.setState({ balance: undefined, balanceError: undefined, balanceLoading: false })
    return
  }
  const cacheKey = `${activeNetwork.caipNetworkId}:${address}`
  const cached = cache.get(cacheKey)
  const shown = appStore.getState().balance
  if (shown && shown.key !== cacheKey) appStore.setState({ balance: undefined, balanceError: undefined })
  try {
    const fresh = !force && cached !== undefined && Date.now() - cached.at < NATIVE_BALANCE_CACHE_MS
    if (!fresh) appStore.setState({ balanceLoading: true })
    const value = fresh
      ? cached.value
      : await adapterOf(namespaceOf(activeNetwork)).readBalance(activeNetwork, address)
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
