import type { SwapContracts } from '@airlock/shared-protocol/devnet'
import { type Address, createPublicClient, erc20Abi, type Hex, type PublicClient } from 'viem'
import { routerPayouts } from '../swap/routerPayouts.js'
import { delegationRedemptions, METAMASK_DELEGATION_MANAGERS } from './delegationRedemptions.js'
import type { ContractInfo, IndexedTransfer, IndexedTx, IndexStore } from './indexStore.js'
import { type RpcEndpoints, type RpcTransportOptions, rpcTransport } from './rpcTransport.js'
import { userOperationTransfers } from './userOperationTransfers.js'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics, id indexed). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const BATCH = 25

export interface RpcReceipt {
  transactionHash: Hex
  transactionIndex: Hex
  status: Hex
  from: Address
  to: Address | null
  logs: { address: Address; topics: Hex[]; data: Hex; logIndex: Hex }[]
}

export interface IndexerOptions {
  /** How often it follows the chain, ms. */
  intervalMs?: number
  /** The chain's Uniswap V2, whose ETH payouts (internal calls, no log) it derives from the logs. */
  swap?: SwapContracts | undefined
  /**
   * Where a chain never indexed before starts: block 0 (the devnet), or the head it has when the
   * indexer first sees it (a public chain: its history is too long to scan, and that head, stored
   * as the cursor, is resumed after a restart).
   */
  startAt?: 'genesis' | 'head'
  /** How its node is reached when it has several endpoints: the chain and its shared ranking. */
  transport?: Pick<RpcTransportOptions, 'chain' | 'ranking'>
  /**
   * DelegationManagers whose redemptions (a dApp spending a granted session) are read as sends from
   * the delegating account: MetaMask's public deployments unless given.
   */
  delegationManagers?: readonly Address[]
}

export interface Indexer {
  /** Indexes every block up to the chain's head now; concurrent calls share one run. */
  sync(): Promise<void>
  /** Follows the chain every `intervalMs` (on the node holding the chain's lease). */
  start(): void
  /** Stops following (the lease went to another node); sync() still works. */
  pause(): void
  stop(): void
  readonly store: IndexStore
}

const topicAddress = (topic: Hex) => `0x${topic.slice(26)}` as Address

/**
 * Follows an EVM chain's blocks into the index: native value moves (with the swap router's ETH
 * payouts, smart accounts' sends in ERC-4337 bundles and sessions' spends), ERC-20 and ERC-721 transfers, and each transaction's status. When the chain under it
 * was reset (anvil restarted without state), it starts over.
 */
export function createIndexer(
  endpoints: RpcEndpoints,
  store: IndexStore,
  {
    intervalMs = 250,
    swap,
    startAt = 'genesis',
    transport,
    delegationManagers = METAMASK_DELEGATION_MANAGERS,
  }: IndexerOptions = {},
): Indexer {
  const rpc = rpcTransport(endpoints, transport)
  // cacheTime 0: viem otherwise reuses the block number for 4 s and the index lags behind.
  const client: PublicClient = createPublicClient({ cacheTime: 0, transport: rpc.transport })
  let running: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = true

  async function describe(address: Address, kind: 'erc20' | 'erc721'): Promise<ContractInfo> {
    const read = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T) =>
      client
        .readContract({ address, abi: erc20Abi, functionName })
        .then((value) => value as T)
        .catch(() => fallback)
    const [name, symbol, decimals] = await Promise.all([
      read('name', 'Unknown token'),
      read('symbol', '???'),
      kind === 'erc20' ? read('decimals', 18) : Promise.resolve(0),
    ])
    return {
      address,
      kind,
      name: String(name).slice(0, 128),
      symbol: String(symbol).slice(0, 32),
      decimals: Number(decimals),
    }
  }

  async function indexRange(from: number, to: number) {
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
    const blocks = await Promise.all(
      numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
    )
    const txs: IndexedTx[] = []
    const transfers: IndexedTransfer[] = []
    for (const block of blocks) {
      if (block.transactions.length === 0) continue
      const receipts = (await client.request({
        method: 'eth_getBlockReceipts' as never,
        params: [`0x${block.number.toString(16)}`] as never,
      })) as RpcReceipt[]
      const byHash = new Map(receipts.map((r) => [r.transactionHash, r]))
      for (const tx of block.transactions) {
        const receipt = byHash.get(tx.hash)
        const success = receipt?.status === '0x1'
        txs.push({
          hash: tx.hash,
          block: Number(block.number),
          txIndex: tx.transactionIndex ?? 0,
          minedAt: Number(block.timestamp),
          sender: tx.from,
          recipient: tx.to ?? null,
          success,
          nonce: tx.nonce,
        })
        if (success && tx.value > 0n && tx.to)
          transfers.push({
            hash: tx.hash,
            logIndex: -1,
            kind: 'native',
            contract: null,
            sender: tx.from,
            recipient: tx.to,
            amount: tx.value.toString(),
            tokenId: null,
          })
        if (success && receipt && swap) transfers.push(...routerPayouts(tx, receipt, swap))
        if (success && receipt) transfers.push(...userOperationTransfers(tx, receipt))
        if (success) transfers.push(...delegationRedemptions(tx, delegationManagers))
        for (const log of receipt?.logs ?? []) {
          if (log.topics[0] !== TRANSFER_TOPIC || (log.topics.length !== 3 && log.topics.length !== 4))
            continue
          const kind = log.topics.length === 4 ? 'erc721' : 'erc20'
          if (!(await store.contract(log.address)))
            await store.saveContract(await describe(log.address, kind))
          transfers.push({
            hash: tx.hash,
            logIndex: Number(log.logIndex),
            kind,
            contract: log.address,
            sender: topicAddress(log.topics[1] as Hex),
            recipient: topicAddress(log.topics[2] as Hex),
            amount: kind === 'erc20' ? BigInt(log.data === '0x' ? 0 : log.data).toString() : '1',
            tokenId: kind === 'erc721' ? BigInt(log.topics[3] as Hex).toString() : null,
          })
        }
      }
    }
    const last = blocks.at(-1)
    if (last?.hash)
      await store.write({ txs, transfers, head: { block: Number(last.number), hash: last.hash } })
  }

  async function run() {
    const head = Number(await client.getBlockNumber())
    let known = await store.head()
    if (startAt === 'head') return followFromCursor(head, known)
    if (known) {
      const block =
        known.block <= head ? await client.getBlock({ blockNumber: BigInt(known.block) }) : undefined
      if (block?.hash !== known.hash) {
        await store.clear()
        known = undefined
      }
    }
    await indexFrom(known ? known.block + 1 : 0, head)
  }

  async function indexFrom(first: number, head: number) {
    for (let from = first; from <= head; from += BATCH)
      await indexRange(from, Math.min(head, from + BATCH - 1))
  }

  /**
   * A chain indexed from where the indexer first saw it: no cursor yet records the head; a cursor
   * ahead of this endpoint's head (providers lag one another) waits; a cursor block the chain no
   * longer has (a reorg) is indexed again rather than the whole index dropped.
   */
  async function followFromCursor(head: number, known: { block: number; hash: string } | undefined) {
    if (!known) {
      const block = await client.getBlock({ blockNumber: BigInt(head) })
      if (block.hash) await store.write({ txs: [], transfers: [], head: { block: head, hash: block.hash } })
      return
    }
    if (known.block > head) return
    const cursor = await client.getBlock({ blockNumber: BigInt(known.block) })
    await indexFrom(cursor.hash === known.hash ? known.block + 1 : known.block, head)
  }

  let queued: Promise<void> | undefined
  /** A caller that arrives mid-run waits for one more run, so it sees the blocks mined before it asked. */
  const sync = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => {
        running = undefined
      })
      return running
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined
        return sync()
      })
    return queued
  }

  const tick = () => {
    if (stopped) return
    sync()
      .catch(() => undefined) // the node may be restarting: try again on the next tick
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs)
      })
  }

  return {
    sync,
    start() {
      if (!stopped) return
      stopped = false
      tick()
    },
    pause() {
      stopped = true
      clearTimeout(timer)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      rpc.close()
    },
    store,
  }
}
