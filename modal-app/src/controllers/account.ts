import { track } from '../api/analytics.js'
import {
  fetchBalances,
  fetchHistory,
  fetchIdentity,
  fetchNfts,
  type TokenBalance,
  type Transaction,
} from '../api/blockchain.js'
import { toDecimal } from '../lib/decimal.js'
import {
  type AccountData,
  type AccountTab,
  accountStore,
  initialAccountData,
} from '../stores/accountStore.js'
import { appStore } from '../stores/appStore.js'

/** Spec section 9: cache lifetimes and the wait before a failed balance may be retried. */
export const PORTFOLIO_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
export const BALANCE_RETRY_MS = 30_000

// Kept in the modal's origin (memory): the host page never sees the visitor's portfolio.
const portfolioCache = new Map<string, { at: number; tokens: TokenBalance[] }>()
const identityCache = new Map<string, { at: number; value: NonNullable<AccountData['identity']> }>()

function current() {
  const { address, activeNetwork, status } = appStore.getState()
  if (status !== 'connected' || !address || !activeNetwork) return undefined
  return { address, caip: activeNetwork.caipNetworkId, key: `${activeNetwork.caipNetworkId}:${address}` }
}

/** Spec section 5: tokens with decimals '0' are dropped; the rest sorted by value, highest first. */
export function visibleTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens
    .filter((t) => t.quantity.decimals !== '0')
    .sort((a, b) => toDecimal(b.value ?? 0).comparedTo(toDecimal(a.value ?? 0)))
}

/**
 * Spec section 5: transactions whose transfers are all spam are dropped, and activity is filtered
 * to the connected chain.
 */
export function visibleActivity(transactions: readonly Transaction[], caip: string): Transaction[] {
  return transactions.filter(
    (t) =>
      t.metadata.chain === caip &&
      !(t.transfers.length > 0 && t.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)),
  )
}

/** A different account or network: start from empty, so nothing of the last one shows. */
function ensureKey(key: string) {
  if (accountStore.getState().key !== key)
    accountStore.setState({ ...initialAccountData(), key, tab: accountStore.getState().tab })
}

export async function loadTokens({ force = false } = {}) {
  const now = current()
  if (!now) return
  ensureKey(now.key)
  const cached = portfolioCache.get(now.key)
  if (!force && cached && Date.now() - cached.at < PORTFOLIO_CACHE_MS) {
    accountStore.setState({ tokens: cached.tokens, tokensAt: cached.at, tokensError: undefined })
    return
  }
  // One read at a time: a cloud that hangs gets one request, not one per look at the clock.
  if (accountStore.getState().tokensLoading) return
  // A failed read is asked again by the visitor's Retry once its wait is over, not by a part of the
  // view that mounts later (a lazy one would restart the wait behind the visitor's back).
  if (!force && accountStore.getState().tokensFailedAt !== undefined) return
  accountStore.setState({ tokensLoading: true })
  try {
    const tokens = await fetchBalances(now.address, now.caip)
    const at = Date.now()
    portfolioCache.set(now.key, { at, tokens })
    if (accountStore.getState().key === now.key)
      accountStore.setState({ tokens, tokensAt: at, tokensError: undefined, tokensFailedAt: undefined })
  } catch {
    // The tokens read before stay on screen, marked: the visitor sees what was known and that it may be old.
    if (accountStore.getState().key === now.key)
      accountStore.setState({ tokensError: 'Token Balance Unavailable', tokensFailedAt: Date.now() })
  } finally {
    if (accountStore.getState().key === now.key) accountStore.setState({ tokensLoading: false })
  }
}

/** Tokens older than their cache time are read again while the tab is open (not before a failed read may be retried). */
export function refreshTokensIfOld(now = Date.now()) {
  const { tokensAt, tokensLoading } = accountStore.getState()
  if (tokensLoading || tokensAt === undefined || now - tokensAt < PORTFOLIO_CACHE_MS || retryWaitMs(now) > 0)
    return
  void loadTokens({ force: true })
}

/** Milliseconds until a failed balance fetch may be retried; 0 when it may be now. */
export function retryWaitMs(now = Date.now()): number {
  const failedAt = accountStore.getState().tokensFailedAt
  return failedAt === undefined ? 0 : Math.max(0, failedAt + BALANCE_RETRY_MS - now)
}

export function retryTokens() {
  if (retryWaitMs() > 0) return false
  void loadTokens({ force: true })
  return true
}

export async function loadNfts() {
  const now = current()
  if (!now) return
  ensureKey(now.key)
  try {
    const nfts = await fetchNfts(now.address, now.caip)
    if (accountStore.getState().key === now.key) accountStore.setState({ nfts, nftsError: undefined })
  } catch (error) {
    if (accountStore.getState().key === now.key)
      accountStore.setState({ nftsError: error instanceof Error ? error.message : 'An error occurred' })
  }
}

/** The first page of activity (again), or with `more` the next page by cursor. */
export async function loadActivity({ more = false } = {}) {
  const now = current()
  if (!now) return
  ensureKey(now.key)
  const state = accountStore.getState()
  if (state.activityLoading || (more && !state.activityNext)) return
  accountStore.setState({ activityLoading: true })
  try {
    const page = await fetchHistory(
      now.address,
      now.caip,
      more ? (state.activityNext ?? undefined) : undefined,
    )
    if (accountStore.getState().key !== now.key) return
    const activity = more ? [...accountStore.getState().activity, ...page.data] : page.data
    accountStore.setState({
      activity,
      activityNext: page.next ?? null,
      activityLoading: false,
      activityError: undefined,
    })
  } catch {
    if (accountStore.getState().key !== now.key) return
    // Spec section 8: the activity becomes empty.
    accountStore.setState({
      activity: [],
      activityNext: null,
      activityLoading: false,
      activityError: 'Failed to fetch transactions',
    })
    track('ERROR_FETCH_TRANSACTIONS', { address: now.address, chain: now.caip })
  }
}

/** Account shows the identity; the host hears the name as the account's `profileName`. */
export function setIdentity(identity: NonNullable<AccountData['identity']>) {
  accountStore.setState({ identity })
  appStore.setState({ profileName: identity.name ?? undefined })
}

/** The account's name and avatar; `fresh` skips the cache (a name was just registered). */
export async function loadIdentity({ fresh = false } = {}) {
  const now = current()
  // Names and identities are EVM's (spec section 9).
  if (!now?.caip.startsWith('eip155:')) return
  ensureKey(now.key)
  const cached = identityCache.get(now.address)
  if (!fresh && cached && Date.now() - cached.at < IDENTITY_CACHE_MS) return setIdentity(cached.value)
  try {
    const value = await fetchIdentity(now.address)
    identityCache.set(now.address, { at: Date.now(), value })
    if (accountStore.getState().key === now.key) setIdentity(value)
  } catch {
    // A name is a nicety: the address shows instead.
  }
}

export function setTab(tab: AccountTab) {
  accountStore.setState({ tab })
}

/** After a send: the portfolio and activity changed, so the caches are stale. */
export function invalidateAccount() {
  const now = current()
  if (!now) return
  portfolioCache.delete(now.key)
  void loadTokens({ force: true })
  void loadActivity()
}

/** For tests. */
export function clearAccountCaches() {
  portfolioCache.clear()
  identityCache.clear()
  accountStore.setState(initialAccountData(), true)
}
