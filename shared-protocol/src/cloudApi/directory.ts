import * as z from 'zod'
import { ANALYTICS_CONFIG_PATH, WALLETS_PATH } from './bootPaths.js'
import { defineRoute } from './route.js'

const idList = z
  .string()
  .max(20_000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )

/** `/getWallets` query parameters (spec section 7). Unknown parameters (st, sv, projectId) are ignored. */
export const WalletQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  search: z.string().max(100).optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  chains: idList.optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
})
export type WalletQuery = z.output<typeof WalletQuerySchema>

export const DirectoryWalletSchema = z.object({
  id: z.string().max(128),
  // The pre-explorer-id name (`metamask`); apps and stored recent wallets may still use it.
  slug: z.string().max(64).optional(),
  name: z.string().max(64),
  image_id: z.string().max(128).nullable().optional(),
  rdns: z.string().max(128).nullable().optional(),
  homepage: z.string().max(2048).nullable().optional(),
  mobile_link: z.string().max(2048).nullable().optional(),
  desktop_link: z.string().max(2048).nullable().optional(),
  webapp_link: z.string().max(2048).nullable().optional(),
  // 'certified' earns the WalletConnect mark in All Wallets; other values (the explorer may add some) show none.
  badge_type: z.string().max(32).nullable().optional(),
})
export type DirectoryWalletAnswer = z.infer<typeof DirectoryWalletSchema>

export const WalletPageSchema = z.object({
  count: z.number().int().min(0),
  data: z.array(DirectoryWalletSchema),
})

/** Spec section 7: the wallet directory, filtered, searched and paged. */
export const getWallets = defineRoute({
  method: 'GET',
  path: WALLETS_PATH,
  access: 'modal',
  query: WalletQuerySchema,
  response: WalletPageSchema,
})

export const getAnalyticsConfig = defineRoute({
  method: 'GET',
  path: ANALYTICS_CONFIG_PATH,
  access: 'modal',
  response: z.object({ isAnalyticsEnabled: z.boolean() }),
})

/** For the modal's server: its frame-ancestors header lists these, so they are public anyway. */
export const getProjectOrigins = defineRoute({
  method: 'GET',
  path: '/getProjectOrigins',
  access: 'public',
  response: z.object({ allowedOrigins: z.array(z.string().max(2048)) }),
})

export const health = defineRoute({
  method: 'GET',
  path: '/health',
  access: 'public',
  response: z.object({ ok: z.literal(true) }),
})

const ImageId = z.object({ id: z.string().min(1).max(256) })
const image = <const P extends string>(path: P) =>
  defineRoute({ method: 'GET', path, access: 'public', params: ImageId, response: z.never() })
/** Spec section 7's image routes (answered as image files, not JSON). */
export const getWalletImage = image('/getWalletImage/:id')
export const getAssetImage = image('/public/getAssetImage/:id')
export const getCurrencyImage = image('/public/getCurrencyImage/:id')
export const getTokenImage = image('/public/getTokenImage/:id')
