import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getFungiblePrices, getGasPrice, getIdentity, getNftImage } from '@airlock/shared-protocol/cloud-api'
import type { Devnet } from '@airlock/shared-protocol/devnet'
import {
  type Address,
  BaseError,
  createPublicClient,
  erc20Abi,
  formatUnits,
  isAddress,
  type PublicClient,
} from 'viem'
import * as z from 'zod'
import type { CloudDatabase } from '../db/openDatabase.js'
import { createWorkerLease, type WorkerLease } from '../db/workerLease.js'
import { ANSWERED, type Binding, bind, ok, refuse } from '../http/router.js'
import type { SharedLimits } from '../limits/budgets.js'
import { NAME_ZONE } from '../profile/nameRule.js'
import { createNameStore, type NameStore } from '../profile/nameStore.js'
import { profileRoutes } from '../profile/profileRoutes.js'
import type { UpstreamRanking } from '../rpc/rankUpstreams.js'
import { poolPrices } from '../swap/poolPrices.js'
import { isNative } from '../swap/quoteSwap.js'
import type { SwapChain } from '../swap/swapChain.js'
import { swapRoutes } from '../swap/swapRoutes.js'
import { type AccountApi, type AccountQuery, answeringNodeDown, answerNodeDown } from './accountRoutes.js'
import { METAMASK_DELEGATION_MANAGERS } from './delegationRedemptions.js'
import { createIndexer, type Indexer } from './indexer.js'
import { type ContractInfo, createIndexStore } from './indexStore.js'
import { nftImageSvg } from './nftImage.js'
import { type RpcEndpoints, rpcTransport } from './rpcTransport.js'
import { type TransactionContext, toTransaction } from './transactions.js'
import { createSignatureVerifier } from './verifyAccountSignature.js'

const dataDir = join(import.meta.dirname, '..', '..', 'data')
const HISTORY_PAGE = 20

const PricesFileSchema = z.object({
  prices: z.record(z.string(), z.record(z.string(), z.number().nonnegative())),
})
/**
 * The devnet's fixed USD prices (cloud/data/prices.json): CAIP-2 chain -> token -> price, where the
 * token is 'native' or its address (lowercase for EVM, base58 as it is for Solana mints).
 */
export function readPricesFile(path = join(dataDir, 'prices.json')): Record<string, Record<string, number>> {
  return PricesFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).prices
}
const NamesFileSchema = z.object({ names: z.record(z.string(), z.string().max(64)) })

export interface ChainConfig {
  /** The chain's node, or the operator's providers for it (ranked, each a fallback for the others). */
  rpcUrl: RpcEndpoints
  /** The devnet contracts deployed on this chain, if any: always checked for balances. */
  devnet?: Devnet
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** Senders whose transfers count as onramp purchases (the `onramp` history filter). */
  onrampSenders?: string[]
  /** How its history is indexed: from block 0 every 250 ms (the default, the devnet) or from the head the cloud first saw. */
  indexing?: { startAt: 'genesis' | 'head'; intervalMs: number }
}

export interface BlockchainApiParameters {
  /** CAIP-2 id -> chain. Other chains are unsupported: empty results. */
  chains: Record<string, ChainConfig>
  /** The cloud's database (names, the indexes and their cursors; db/openDatabase.ts). */
  database: CloudDatabase
  /** Where clients reach the cloud: icon and image URLs in answers are built from it, never from `Host`. */
  publicUrl: string
  pricesPath?: string
  /** Devnet names (address -> name), seeded read-only into the name registry. */
  namesPath?: string
  /** The zone names are registered in (`alice.airlock.id`). */
  nameZone?: string
  /** Contracts whose transfers are flagged as spam. */
  spam?: string[]
  /** How long a dead node's indexer lease keeps its chain waiting for another node. */
  indexerLeaseMs?: number
  /** The clock registrations are judged by (tests move it). */
  now?: () => number
  /** Where rate limits are kept (this process's memory by default; Redis shared by every node). */
  sharedLimits?: SharedLimits
  /** The RPC proxy's ranking of a chain's endpoints, shared so each is pinged once. */
  rankingOf?: (chain: string) => UpstreamRanking | undefined
}

export interface BlockchainApi extends AccountApi {
  /** Its routes besides the account ones: identity, gas price, prices, NFT images, names and swaps. */
  routes: Binding[]
  /** Indexes every chain up to its head (tests, and before answering history). */
  sync(): Promise<void>
  /** The chain's node client (CAIP-2 id), for signature checks; undefined for chains not served. */
  client(chain: string): PublicClient | undefined
  /** The name registry the identity and profile routes read. */
  names: NameStore
  /** CAIP-2 ids of the chains with an AMM the swap routes serve. */
  swapChains(): string[]
  /** USD prices on a chain now (null: its native token), as balances and history show them. */
  pricesOf(chain: string): Promise<PriceOf>
  /** Whether this node follows the chain (holds its indexer's lease). */
  indexing(chain: string): boolean
  close(): Promise<void>
}

/** A USD price for a contract (null: the native token); 0 when none is known. */
export type PriceOf = (contract: string | null) => number

interface Chain extends Required<Omit<ChainConfig, 'devnet' | 'indexing' | 'rpcUrl'>> {
  caip: string
  devnet: Devnet | undefined
  indexer: Indexer
  lease: WorkerLease
  client: PublicClient
  /** Stops the client transport's endpoint ranking. */
  closeClient(): void
  swap: SwapChain | undefined
}

/**
 * Spec section 7's blockchain API over the chains it is given: balances (native + ERC-20, priced),
 * prices, history and NFTs from the indexer, identity names, gas prices. Prices and names are the
 * devnet's own files, and say so.
 */
export function createBlockchainApi({
  chains: configs,
  database,
  publicUrl: base,
  pricesPath = join(dataDir, 'prices.json'),
  namesPath = join(dataDir, 'names.json'),
  nameZone = NAME_ZONE,
  spam = [],
  now = Date.now,
  sharedLimits,
  rankingOf,
  indexerLeaseMs,
}: BlockchainApiParameters): BlockchainApi {
  const prices = readPricesFile(pricesPath)
  const seeds = NamesFileSchema.parse(JSON.parse(readFileSync(namesPath, 'utf8'))).names
  const names = createNameStore(database, { seeds, now })
  const spamSet = new Set(spam.map((a) => a.toLowerCase()))
  const chains = new Map<string, Chain>()
  for (const [caip, config] of Object.entries(configs)) {
    const store = createIndexStore(database, caip)
    const swap = config.devnet?.swap
    // One ranking per chain for the proxy, this client and the indexer: each endpoint pinged once.
    const transport = { chain: caip, ...(rankingOf?.(caip) ? { ranking: rankingOf(caip) } : {}) }
    const delegationManagers = [
      ...METAMASK_DELEGATION_MANAGERS,
      ...(config.devnet?.delegationManager ? [config.devnet.delegationManager] : []),
    ]
    const indexer = createIndexer(config.rpcUrl, store, {
      swap,
      delegationManagers,
      ...config.indexing,
      transport,
    })
    // One node of the cluster follows each chain (db/workerLease.ts); the index and its cursor are
    // shared, so the next holder resumes where the last stopped. sync() (read-your-writes before
    // history) still runs on any node: its rows are upserts.
    const lease = createWorkerLease(database, {
      name: `evm-indexer:${caip}`,
      ttlMs: indexerLeaseMs,
      onAcquired: () => indexer.start(),
      onLost: () => indexer.pause(),
    })
    const nativeCurrency = config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    // Batched: one balance answer is a native read and a balanceOf per token, in one HTTP round trip.
    const rpc = rpcTransport(config.rpcUrl, { batch: true, ...transport })
    const client = createPublicClient({ transport: rpc.transport })
    chains.set(caip, {
      caip,
      closeClient: rpc.close,
      devnet: config.devnet,
      nativeCurrency,
      onrampSenders: (config.onrampSenders ?? []).map((a) => a.toLowerCase()),
      indexer,
      lease,
      client,
      swap: swap && {
        caip,
        client,
        contracts: swap,
        native: nativeCurrency,
        tokens: config.devnet?.tokens ?? [],
      },
    })
  }
  const clientOf = (caip: string) => chains.get(caip)?.client
  const profile = profileRoutes({
    store: names,
    verify: createSignatureVerifier(clientOf),
    zone: nameZone,
    now,
    ...(sharedLimits ? { sharedLimits } : {}),
  })

  const filePrice = (caip: string, contract: string | null) =>
    prices[caip]?.[contract ? contract.toLowerCase() : 'native'] ?? 0

  /**
   * Prices on a chain now: its AMM's pools for the tokens they hold (so balances and the swap
   * preview agree), ETH and the rest from the prices file.
   */
  async function pricesOf(chain: Chain): Promise<PriceOf> {
    const pools = chain.swap ? await poolPrices(chain.swap, filePrice(chain.caip, null)) : undefined
    return (contract) =>
      (contract ? pools?.get(contract.toLowerCase()) : undefined) ?? filePrice(chain.caip, contract)
  }

  /** What transactions are shown with; `known`: the contracts they mention, looked up beforehand. */
  function context(
    chain: Chain,
    base: string,
    price: PriceOf,
    known: Map<string, ContractInfo> = new Map(),
  ): TransactionContext {
    const devTokens = new Map((chain.devnet?.tokens ?? []).map((t) => [t.address.toLowerCase(), t]))
    return {
      chain: chain.caip,
      // The one native icon the cloud has is ETH's; POL, BNB ... show none rather than the wrong one.
      native: {
        ...chain.nativeCurrency,
        iconUrl: chain.nativeCurrency.symbol === 'ETH' ? `${base}/public/getTokenImage/eth` : null,
      },
      contract: (address) => known.get(address.toLowerCase()),
      tokenIconUrl: (contract) => {
        const token = devTokens.get(contract.toLowerCase())
        return token ? `${base}/public/getTokenImage/${token.imageId}` : null
      },
      nftImageUrl: (contract, tokenId) => `${base}/public/getNftImage/${chain.caip}/${contract}/${tokenId}`,
      price,
      isSpam: (contract) => spamSet.has(contract.toLowerCase()),
    }
  }

  async function balances(chain: Chain, address: Address, base: string) {
    const devTokens = (chain.devnet?.tokens ?? []).map((t) => t.address.toLowerCase())
    const contracts = [
      ...new Set([...devTokens, ...(await chain.indexer.store.tokensSeen(address))]),
    ] as Address[]
    const [priceOf, native, ...tokenAmounts] = await Promise.all([
      pricesOf(chain),
      chain.client.getBalance({ address }),
      ...contracts.map((contract) =>
        chain.client.readContract({
          address: contract,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ])
    const ctx = context(chain, base, priceOf)
    const rows = []
    if (native > 0n) {
      const numeric = formatUnits(native, chain.nativeCurrency.decimals)
      const price = priceOf(null)
      rows.push({
        name: chain.nativeCurrency.name,
        symbol: chain.nativeCurrency.symbol,
        chainId: chain.caip,
        value: price * Number(numeric),
        price,
        quantity: { decimals: String(chain.nativeCurrency.decimals), numeric },
        iconUrl: ctx.native.iconUrl,
      })
    }
    for (const [i, contract] of contracts.entries()) {
      const amount = tokenAmounts[i] ?? 0n
      if (amount === 0n) continue
      const info =
        (await chain.indexer.store.contract(contract)) ??
        chain.devnet?.tokens.find((t) => t.address.toLowerCase() === contract)
      if (!info) continue
      const numeric = formatUnits(amount, info.decimals)
      const price = priceOf(contract)
      rows.push({
        name: info.name,
        symbol: info.symbol,
        chainId: chain.caip,
        address: `${chain.caip}:${contract}`,
        value: price * Number(numeric),
        price,
        quantity: { decimals: String(info.decimals), numeric },
        iconUrl: ctx.tokenIconUrl(contract),
      })
    }
    return rows
  }

  async function history(address: Address, query: Record<string, string>, base: string) {
    const selected = query.chainId
      ? [chains.get(query.chainId)].filter((c) => c !== undefined)
      : [...chains.values()]
    const chain = selected[0]
    // One chain here; a multi-chain cursor would carry the chain too.
    if (!chain) return { data: [], next: null }
    await chain.indexer.sync()
    const cursor = /^(\d{1,12})\.(\d{1,6})$/.exec(query.cursor ?? '')
    const before = cursor ? { block: Number(cursor[1]), txIndex: Number(cursor[2]) } : undefined
    const txs = await chain.indexer.store.history(address, HISTORY_PAGE, before)
    const transfers = await chain.indexer.store.transfersOf(txs.map((t) => t.hash))
    const known = await chain.indexer.store.contracts(transfers.flatMap((t) => t.contract ?? []))
    const ctx = context(chain, base, await pricesOf(chain), known)
    let data = txs.map((tx) => toTransaction(address, tx, transfers, ctx))
    if (query.onramp) {
      data = data.filter(
        (t) => t.metadata.operationType === 'receive' && chain.onrampSenders.includes(t.metadata.sentFrom),
      )
    }
    const last = txs.at(-1)
    return { data, next: txs.length === HISTORY_PAGE && last ? `${last.block}.${last.txIndex}` : null }
  }

  async function nfts(chain: Chain, address: Address, base: string) {
    await chain.indexer.sync()
    const owned = await chain.indexer.store.nftsOwned(address)
    const known = await chain.indexer.store.contracts(owned.map((nft) => nft.contract))
    const ctx = context(chain, base, () => 0, known)
    return owned.map(({ contract, tokenId }) => {
      const collection = ctx.contract(contract)
      return {
        chainId: chain.caip,
        contract,
        tokenId,
        name: `${collection?.name ?? 'NFT'} #${tokenId}`,
        collection: { name: collection?.name ?? 'NFT', symbol: collection?.symbol ?? '' },
        flags: { is_spam: ctx.isSpam(contract) },
        image: ctx.nftImageUrl(contract, tokenId),
      }
    })
  }

  /** The account's answer on the chain asked, empty on chains not served; 'Invalid address' for a non-EVM one. */
  const onAccount =
    <T>(answer: (address: Address, chain: Chain | undefined, query: AccountQuery) => Promise<T>) =>
    (address: string, query: AccountQuery) =>
      answerNodeDown(isNodeError, async () => {
        if (!isAddress(address, { strict: false })) return refuse(400, 'Invalid address')
        return ok(await answer(address, query.chainId ? chains.get(query.chainId) : undefined, query))
      })

  const isNodeError = (error: unknown) => error instanceof BaseError
  const identity = bind(getIdentity, async ({ params }) => {
    if (!isAddress(params.address, { strict: false })) return refuse(400, 'Invalid address')
    return ok({ name: (await names.ofAddress(params.address))[0]?.name ?? null, avatar: null })
  })

  const gasPrice = bind(getGasPrice, async ({ query }) => {
    const chain = chains.get(query.chainId)
    if (!chain) return refuse(400, 'Network not supported for Gas Price')
    const price = (await chain.client.getGasPrice()).toString()
    return ok({ standard: price, fast: price, instant: price })
  })

  const fungiblePrices = bind(getFungiblePrices, async ({ body }) => {
    if (body.currency.toLowerCase() !== 'usd')
      return refuse(400, `Currency ${body.currency} is not supported`)
    const priced = new Map<Chain, Promise<PriceOf>>()
    const fungibles = []
    for (const caip10 of body.addresses) {
      const [namespace, reference, contract] = caip10.split(':')
      const chain = chains.get(`${namespace}:${reference}`)
      if (!chain || !contract || !isAddress(contract, { strict: false })) continue
      const native = isNative(contract)
      const info = native
        ? chain.nativeCurrency
        : ((await chain.indexer.store.contract(contract)) ??
          chain.devnet?.tokens.find((t) => t.address.toLowerCase() === contract.toLowerCase()))
      if (!info) continue
      if (!priced.has(chain)) priced.set(chain, pricesOf(chain))
      const priceOf = await (priced.get(chain) as Promise<PriceOf>)
      const ctx = context(chain, base, priceOf)
      fungibles.push({
        name: info.name,
        symbol: info.symbol,
        iconUrl: native ? ctx.native.iconUrl : ctx.tokenIconUrl(contract),
        price: priceOf(native ? null : contract),
      })
    }
    return ok({ fungibles })
  })

  const nftImage = bind(getNftImage, ({ params, response }) => {
    const { chain, contract, tokenId } = params as Record<string, string>
    if (
      !/^eip155:\d{1,12}$/.test(chain ?? '') ||
      !/^0x[0-9a-fA-F]{40}$/.test(contract ?? '') ||
      !/^\d{1,78}$/.test(tokenId ?? '')
    )
      return refuse(404, 'Not found')
    response.writeHead(200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    response.end(nftImageSvg(contract as string, tokenId as string))
    return ANSWERED
  })

  return {
    routes: [
      ...profile,
      ...swapRoutes({ chain: (caip) => chains.get(caip)?.swap, publicUrl: base, now }),
      ...[identity, gasPrice, fungiblePrices, nftImage],
    ].map((binding) => answeringNodeDown(isNodeError, binding)),
    balance: onAccount(async (address, chain) => ({
      balances: chain ? await balances(chain, address, base) : [],
    })),
    history: onAccount((address, _, query) => history(address, query, base)),
    nfts: onAccount(async (address, chain) => ({ data: chain ? await nfts(chain, address, base) : [] })),
    sync: async () => {
      await Promise.all([...chains.values()].map((c) => c.indexer.sync()))
    },
    client: clientOf,
    names,
    swapChains: () => [...chains.values()].filter((c) => c.swap).map((c) => c.caip),
    async pricesOf(caip) {
      const chain = chains.get(caip)
      return chain ? pricesOf(chain) : () => 0
    },
    indexing: (caip) => chains.get(caip)?.lease.held() ?? false,
    async close() {
      for (const chain of chains.values()) {
        await chain.lease.stop()
        chain.indexer.stop()
        chain.closeClient()
      }
    },
  }
}
