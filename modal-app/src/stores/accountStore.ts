import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Nft, TokenBalance, Transaction } from '../api/blockchain.js'

export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** The connected account's portfolio, NFTs, activity and name: what the Account view shows. */
export interface AccountData {
  /** `${caipNetworkId}:${address}` the data below belongs to. */
  key: string | undefined
  tab: AccountTab
  tokens: TokenBalance[] | undefined
  /** When the tokens shown were read (ms): older than the cache time, they are read again and marked. */
  tokensAt: number | undefined
  tokensLoading: boolean
  tokensError: string | undefined
  /** When the last balance fetch failed: a retry is allowed 30 s later (spec section 8). */
  tokensFailedAt: number | undefined
  nfts: Nft[] | undefined
  nftsError: string | undefined
  activity: Transaction[]
  /** The next page's cursor; null when there is none; undefined before the first page. */
  activityNext: string | null | undefined
  activityLoading: boolean
  activityError: string | undefined
  identity: { name: string | null; avatar: string | null } | undefined
}

export const initialAccountData = (): AccountData => ({
  key: undefined,
  tab: 'tokens',
  tokens: undefined,
  tokensAt: undefined,
  tokensLoading: false,
  tokensError: undefined,
  tokensFailedAt: undefined,
  nfts: undefined,
  nftsError: undefined,
  activity: [],
  activityNext: undefined,
  activityLoading: false,
  activityError: undefined,
  identity: undefined,
})

export const accountStore = createStore<AccountData>(() => initialAccountData())

export function useAccount<T>(selector: (state: AccountData) => T): T {
  return useStore(accountStore, selector)
}
