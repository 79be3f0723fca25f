import { WALLETS_PATH } from '@airlock/shared-protocol/cloud-api/boot-paths'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { reportServerMessage } from '../controllers/projectAccess.js'
import type { DirectoryWallet, WalletPage } from './directorySchemas.js'

export type { DirectoryWallet, WalletPage }
export const loadDirectorySchemas = () => import('./directorySchemas.js')

export interface WalletQuery {
  projectId: string
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  /** The configured networks' CAIP-2 ids: only wallets serving one of them. */
  chains?: string[]
  badge?: 'certified' | 'none'
}

/** A directory wallet answers to its explorer id and to its old slug. */
export const answersTo = (wallet: Pick<DirectoryWallet, 'id' | 'slug'>, id: string) =>
  wallet.id === id || wallet.slug === id

/** Where `wallet` stands in `ids` (by explorer id or slug), -1 when absent. */
export const rankIn = (ids: readonly string[], wallet: Pick<DirectoryWallet, 'id' | 'slug'>) =>
  ids.findIndex((id) => answersTo(wallet, id))

/** GET /getWallets (spec section 7). Any non-OK answer raises 'HTTP status code: {n}'. */
export async function fetchWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage> {
  const params = new URLSearchParams({
    projectId: query.projectId,
    page: String(query.page),
    entries: String(query.entries),
    st: 'airlock',
    sv: '1.7.2',
  })
  if (query.search) params.set('search', query.search.trim())
  if (query.include?.length) params.set('include', query.include.join(','))
  if (query.exclude?.length) params.set('exclude', query.exclude.join(','))
  if (query.chains?.length) params.set('chains', query.chains.join(','))
  if (query.badge) params.set('badge_type', query.badge)
  const schemas = loadDirectorySchemas()
  const response = await fetch(`${readCloudUrl()}${WALLETS_PATH}?${params}`, {
    headers: getHostOrigin() ? { 'x-airlock-host-origin': getHostOrigin() } : {},
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined
    void reportServerMessage(body?.message).catch(() => undefined)
    throw new Error(`HTTP status code: ${response.status}`)
  }
  const body = await response.json()
  return (await schemas).PageSchema.parse(body)
}

export const walletImageUrl = (imageId: string | null | undefined) =>
  imageId ? `${readCloudUrl()}/getWalletImage/${encodeURIComponent(imageId)}` : undefined
