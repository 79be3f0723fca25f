import * as z from 'zod'
import type { DirectoryWallet } from './wallet.js'

const idList = z
  .string()
  .max(20_000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )

/** `/getWallets` query parameters (spec section 7). Unknown parameters (st, sv, projectId) are ignored here. */
export const WalletQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  search: z.string().max(100).optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  chains: idList.optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
})
export type WalletQuery = z.infer<typeof WalletQuerySchema>

export interface WalletPage {
  count: number
  data: DirectoryWallet[]
}

/** Filters, searches and pages the directory the way the hosted explorer does. */
export function queryWallets(wallets: readonly DirectoryWallet[], query: WalletQuery): WalletPage {
  const search = query.search?.trim().toLowerCase()
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? query.chains : undefined
  const matches = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!chains || chains.some((chain) => wallet.chains.includes(chain))) &&
      (!query.badge_type || wallet.badge_type === query.badge_type),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
