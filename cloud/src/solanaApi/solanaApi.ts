import { isAddress } from '@solana/kit'
import { type AccountApi, type AccountQuery, answerNodeDown } from '../chain/accountRoutes.js'
import { readPricesFile } from '../chain/blockchainApi.js'
import type { CloudDatabase } from '../db/openDatabase.js'
import { createWorkerLease, type WorkerLease } from '../db/workerLease.js'
import { ok, refuse } from '../http/router.js'
import {
  isDelivery,
  type SolanaActivityContext,
  toSolanaTransaction,
  transfersOfAddress,
} from './solanaActivity.js'
import { solanaBalances } from './solanaBalances.js'
import type { SolanaChainConfig } from './solanaChainConfig.js'
import { createSolanaIndexer, type SolanaIndexer, type SolanaIndexerOptions } from './solanaIndexer.js'
import { createSolanaIndexStore } from './solanaIndexStore.js'
import { createSolanaRpcClient, SolanaNodeError, type SolanaRpcClient } from './solanaRpcClient.js'

const HISTORY_PAGE = 20
/** `<slot>.<signature>`: where the last page ended (the order is slot, then signature). */
const cursorFormat = /^(\d{1,15})\.([1-9A-HJ-NP-Za-km-z]{64,88})$/

export interface SolanaApiParameters {
  /** CAIP-2 id (`solana:<genesis hash prefix>`) -> chain. Other Solana chains get empty answers. */
  chains: Record<string, SolanaChainConfig>
  /** The cloud's database: the index lives there, beside the EVM index (db/openDatabase.ts). */
  database: CloudDatabase
  /** Where clients reach the cloud: icon URLs are built from it. */
  publicUrl: string
  pricesPath?: string
  indexer?: SolanaIndexerOptions
  /** How long a dead node's indexer lease keeps its chain's background sync waiting for another node. */
  indexerLeaseMs?: number
}

/** Answers `/v1/account/{address}/{balance,history,nfts}` for a `solana:` chainId. */
export interface SolanaApi extends AccountApi {
  /** Indexes one address on one chain up to the node's newest transaction (tests). */
  sync(chain: string, address: string): Promise<void>
  /** Whether this node runs the chain's background sync (holds its indexer's lease). */
  indexing(chain: string): boolean
  close(): Promise<void>
}

interface Chain {
  caip: string
  rpc: SolanaRpcClient
  indexer: SolanaIndexer
  lease: WorkerLease
  context: SolanaActivityContext & { listed: readonly string[] }
  onrampSenders: ReadonlySet<string>
}

/**
 * Spec sections 7 and 9's blockchain API for the solana namespace: balances read from the node,
 * history from an index that follows it (SOL and SPL transfers, newest first, paged), NFTs empty
 * (no Solana NFTs are indexed: the modal shows its empty state). Prices are the devnet's file's.
 */
export function createSolanaApi({
  chains: configs,
  database,
  publicUrl,
  pricesPath,
  indexer: indexerOptions,
  indexerLeaseMs,
}: SolanaApiParameters): SolanaApi {
  const prices = readPricesFile(pricesPath)
  const icon = (imageId: string | undefined) =>
    imageId ? `${publicUrl}/public/getTokenImage/${imageId}` : null
  const chains = new Map<string, Chain>()
  for (const [caip, config] of Object.entries(configs)) {
    const rpc = createSolanaRpcClient(config.rpcUrl)
    const indexer = createSolanaIndexer(rpc, createSolanaIndexStore(database, caip), indexerOptions)
    // One node of the cluster keeps the followed addresses synced (db/workerLease.ts), so a hosted
    // node's rate limit is spent once; sync() before an answer still runs on any node (upserts).
    const lease = createWorkerLease(database, {
      name: `solana-indexer:${caip}`,
      ttlMs: indexerLeaseMs,
      onAcquired: () => indexer.start(),
      onLost: () => indexer.stop(),
    })
    const tokens = new Map((config.tokens ?? []).map((token) => [token.mint, token]))
    const native = config.nativeCurrency ?? { name: 'Solana', symbol: 'SOL', imageId: 'sol' }
    chains.set(caip, {
      caip,
      rpc,
      indexer,
      lease,
      onrampSenders: new Set(config.onrampSenders ?? []),
      context: {
        chain: caip,
        native: { name: native.name, symbol: native.symbol, iconUrl: icon(native.imageId) },
        token(mint) {
          const token = tokens.get(mint)
          return token && { name: token.name, symbol: token.symbol, iconUrl: icon(token.imageId) }
        },
        // Exact keys: base58 is case-sensitive (the EVM side lowercases its addresses).
        price: (mint) => prices[caip]?.[mint ?? 'native'] ?? 0,
        listed: [...tokens.keys()],
      },
    })
  }

  async function history(chain: Chain, address: string, cursor: RegExpExecArray | null, onramp: boolean) {
    await chain.indexer.sync(address)
    const { store } = chain.indexer
    const before = cursor ? { slot: Number(cursor[1]), signature: cursor[2] as string } : undefined
    const txs = await store.history(address, HISTORY_PAGE, before)
    const transfers = await store.transfersOf(txs.map((tx) => tx.signature))
    const shown = onramp
      ? txs.filter((tx) =>
          isDelivery(address, tx, transfersOfAddress(address, tx, transfers), chain.onrampSenders),
        )
      : txs
    const last = txs.at(-1)
    return {
      data: shown.map((tx) => toSolanaTransaction(address, tx, transfers, chain.context)),
      next: txs.length === HISTORY_PAGE && last ? `${last.slot}.${last.signature}` : null,
    }
  }

  /**
   * The account's answer on a `solana:` chain: checked address (spec section 5: 32 to 44 base58
   * characters, and as a key 32 bytes) and cursor; a chain not served answers empty, as the EVM side's
   * unsupported chains do (spec section 7). A node down, frozen or speaking another dialect: a 503.
   */
  const onAccount =
    <T>(
      answer: (
        chain: Chain,
        address: string,
        query: AccountQuery,
        cursor: RegExpExecArray | null,
      ) => Promise<T>,
      empty: T,
    ) =>
    (address: string, query: AccountQuery) =>
      answerNodeDown(
        (error) => error instanceof SolanaNodeError,
        async () => {
          if (!isAddress(address)) return refuse(400, 'Invalid address')
          const cursor = query.cursor ? cursorFormat.exec(query.cursor) : null
          if (query.cursor && !cursor) return refuse(400, 'Invalid cursor')
          const chain = chains.get(query.chainId ?? '')
          if (!chain) return ok(empty)
          chain.indexer.follow(address)
          return ok(await answer(chain, address, query, cursor))
        },
      )

  return {
    balance: onAccount(
      async (chain, address) => ({ balances: await solanaBalances(chain.rpc, address, chain.context) }),
      {
        balances: [],
      },
    ),
    history: onAccount(
      (chain, address, query, cursor) => history(chain, address, cursor, Boolean(query.onramp)),
      { data: [], next: null },
    ),
    // No NFTs on Solana here: the address is still checked, and no chain is read.
    nfts: async (address) => (isAddress(address) ? ok({ data: [] }) : refuse(400, 'Invalid address')),
    async sync(caip, address) {
      await chains.get(caip)?.indexer.sync(address)
    },
    indexing: (caip) => chains.get(caip)?.lease.held() ?? false,
    async close() {
      for (const chain of chains.values()) {
        await chain.lease.stop()
        chain.indexer.stop()
      }
    },
  }
}
