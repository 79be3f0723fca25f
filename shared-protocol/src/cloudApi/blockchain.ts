import * as z from 'zod'
import { BaseUnits, ChainIdText } from './common.js'
import { defineRoute } from './route.js'

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

/** An account of any namespace (the chain's API checks its form: 'Invalid address'). */
const AccountParams = z.object({ address: z.string().max(128, { error: 'Invalid address' }) })
const AccountQuery = z.object({ chainId: ChainIdText.optional() }).catchall(z.string())

/** The chains whose API this cloud serves: `http` RPC, `swap` the AMMs it deployed. */
export const supportedChains = defineRoute({
  method: 'GET',
  path: '/v1/supported-chains',
  access: 'modal',
  response: z.object({
    http: z.array(z.string().max(64)).max(500),
    ws: z.array(z.string().max(64)).max(500).optional(),
    swap: z.array(z.string().max(64)).max(500).optional(),
  }),
})

/** One of `/v1/account/{address}/{balance,history,nfts}`: any namespace's account, the chain in the query. */
const accountRoute = <const K extends string, R extends z.ZodType>(kind: K, response: R) =>
  defineRoute({
    method: 'GET',
    path: `/v1/account/:address/${kind}`,
    access: 'modal',
    params: AccountParams,
    query: AccountQuery,
    invalid: 'issue',
    response,
  })

export const getBalance = accountRoute(
  'balance',
  z.object({ balances: z.array(TokenBalanceSchema).max(500) }),
)
export const getHistory = accountRoute(
  'history',
  z.object({ data: z.array(TransactionSchema).max(200), next: z.string().max(128).nullable().optional() }),
)
export const getNfts = accountRoute('nfts', z.object({ data: z.array(NftSchema).max(1000) }))

export const getIdentity = defineRoute({
  method: 'GET',
  path: '/v1/identity/:address',
  access: 'modal',
  params: AccountParams,
  response: z.object({ name: z.string().max(128).nullable(), avatar: z.string().max(2048).nullable() }),
})

export const getGasPrice = defineRoute({
  method: 'GET',
  path: '/v1/convert/gas-price',
  access: 'modal',
  query: z.object({ chainId: z.string().max(64).default('') }),
  response: z.object({ standard: BaseUnits, fast: BaseUnits.optional(), instant: BaseUnits.optional() }),
})

export const getFungiblePrices = defineRoute({
  method: 'POST',
  path: '/v1/fungible/price',
  access: 'modal',
  body: z.object({
    currency: z.string().max(8),
    addresses: z.array(z.string().max(128)).max(100),
    projectId: z.string().max(128).optional(),
  }),
  response: z.object({
    fungibles: z
      .array(
        z.object({
          name: z.string().max(128).optional(),
          symbol: z.string().max(32),
          iconUrl: z.string().max(2048).nullable().optional(),
          price: z.number().nonnegative(),
        }),
      )
      .max(100),
  }),
})

/** A generated picture of an NFT of the devnet's collections (an SVG file, not JSON; a bad part is 404). */
export const getNftImage = defineRoute({
  method: 'GET',
  path: '/public/getNftImage/:chain/:contract/:tokenId',
  access: 'public',
  response: z.never(),
})
