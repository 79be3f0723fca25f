import * as z from 'zod'
import { cloudFetch } from '../lib/cloudRequest.js'

/** Spec section 3: a token balance. `quantity.decimals` is a string: '0' marks tokens to drop. */
export const TokenBalanceSchema = z.object({
  name: z.string().max(128),
  symbol: z.string().max(32),
  chainId: z.string().max(64),
  address: z.string().max(128).optional(),
  value: z.number().nonnegative().optional(),
  price: z.number().nonnegative().optional(),
  quantity: z.object({ decimals: z.string().regex(/^\d{1,2}$/), numeric: z.string().max(96) }),
  iconUrl: z.string().max(2048).nullable().optional(),
})
export type TokenBalance = z.infer<typeof TokenBalanceSchema>

const TransferSchema = z.object({
  direction: z.enum(['in', 'out', 'self']).optional(),
  quantity: z.object({ numeric: z.string().max(96) }),
  value: z.number().optional(),
  price: z.number().optional(),
  fungible_info: z
    .object({
      name: z.string().max(128),
      symbol: z.string().max(32),
      icon: z.object({ url: z.string().nullable() }),
    })
    .optional(),
  nft_info: z
    .object({
      name: z.string().max(256),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.object({ url: z.string().max(2048) }) }),
    })
    .optional(),
})

/** Spec section 3: a transaction of the account's history. */
export const TransactionSchema = z.object({
  id: z.string().max(128),
  metadata: z.object({
    minedAt: z.string().max(64),
    chain: z.string().max(64),
    operationType: z.string().max(32),
    status: z.string().max(32),
    sentFrom: z.string().max(128),
    sentTo: z.string().max(128),
    hash: z.string().max(128).optional(),
  }),
  transfers: z.array(TransferSchema).max(100),
})
export type Transaction = z.infer<typeof TransactionSchema>

export const NftSchema = z.object({
  chainId: z.string().max(64),
  contract: z.string().max(64),
  tokenId: z.string().max(80),
  name: z.string().max(256),
  flags: z.object({ is_spam: z.boolean() }),
  image: z.string().max(2048),
})
export type Nft = z.infer<typeof NftSchema>

const BalanceResponse = z.object({ balances: z.array(TokenBalanceSchema).max(500) })
const HistoryResponse = z.object({
  data: z.array(TransactionSchema).max(200),
  next: z.string().max(128).nullable().optional(),
})
const NftResponse = z.object({ data: z.array(NftSchema).max(1000) })
const IdentityResponse = z.object({
  name: z.string().max(128).nullable(),
  avatar: z.string().max(2048).nullable(),
})
const GasPriceResponse = z.object({ standard: z.string().regex(/^\d{1,40}$/) })
const SupportedChainsResponse = z.object({ http: z.array(z.string().max(64)).max(500) })
const ProfileResponse = z.object({
  addresses: z.record(z.string(), z.object({ address: z.string().max(128) })),
})

async function get<T>(
  path: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
) {
  const response = await cloudFetch(path, { query: params, ...(signal ? { signal } : {}) })
  // Spec section 8: any non-OK answer raises this.
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  return schema.parse(await response.json())
}

let supported: Promise<Set<string>> | undefined

/** GET v1/supported-chains, once: calls for other chains are skipped (empty results, spec section 7). */
export function supportedChains(): Promise<Set<string>> {
  supported ??= get('/v1/supported-chains', {}, SupportedChainsResponse)
    .then((r) => new Set(r.http))
    .catch((error: unknown) => {
      supported = undefined
      throw error
    })
  return supported
}

const isSupported = async (caipNetworkId: string) => (await supportedChains()).has(caipNetworkId)
const encode = encodeURIComponent

export async function fetchBalances(address: string, caipNetworkId: string): Promise<TokenBalance[]> {
  if (!(await isSupported(caipNetworkId))) throw new Error('Token Balance Unavailable')
  const params = { currency: 'usd', chainId: caipNetworkId }
  return (await get(`/v1/account/${encode(address)}/balance`, params, BalanceResponse)).balances
}

export async function fetchHistory(address: string, caipNetworkId: string, cursor?: string) {
  if (!(await isSupported(caipNetworkId))) return { data: [], next: null }
  const params = { chainId: caipNetworkId, ...(cursor ? { cursor } : {}) }
  return get(`/v1/account/${encode(address)}/history`, params, HistoryResponse)
}

export async function fetchNfts(address: string, caipNetworkId: string): Promise<Nft[]> {
  if (!(await isSupported(caipNetworkId))) return []
  return (await get(`/v1/account/${encode(address)}/nfts`, { chainId: caipNetworkId }, NftResponse)).data
}

export const fetchIdentity = (address: string) =>
  get(`/v1/identity/${encode(address)}`, { sender: address }, IdentityResponse)

export async function fetchGasPrice(caipNetworkId: string): Promise<bigint> {
  if (!(await isSupported(caipNetworkId))) throw new Error('Network not supported for Gas Price')
  return BigInt((await get('/v1/convert/gas-price', { chainId: caipNetworkId }, GasPriceResponse)).standard)
}

/** GET /v1/profile/account/{name}: the EVM address (coin type 60) a name points to, if any. */
export async function resolveName(name: string): Promise<string | undefined> {
  try {
    const profile = await get(`/v1/profile/account/${encode(name)}`, { apiVersion: '2' }, ProfileResponse)
    return profile.addresses['60']?.address
  } catch {
    return undefined
  }
}
