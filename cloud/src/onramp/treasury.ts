import {
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { WorkerLease } from '../db/workerLease.js'
import type { CheckoutSession, CheckoutStore } from './checkoutStore.js'
import { assetOf, type DevnetNetwork, type OnrampAsset } from './onrampCatalog.js'

export interface TreasuryParameters {
  key: Hex
  networks: DevnetNetwork[]
  store: CheckoutStore
  /** How long a delivery waits for its receipt before it is left to `recover`. */
  receiptTimeoutMs?: number
  /** How soon a delivery left hanging (node down, no receipt yet) is looked at again. */
  retryMs?: number
  /**
   * The cluster's election (db/workerLease.ts): only the node holding the lease funds and delivers;
   * the others leave paid checkouts to it, and it picks them up every `pollMs`. Unset, this node
   * delivers alone (the embedded cloud, the tests).
   */
  leaseOf?: (hooks: { onAcquired: () => void; onLost: () => void }) => WorkerLease
  /** How often the lease holder looks for checkouts paid on other nodes. */
  pollMs?: number
  /**
   * Tops the treasury up before a delivery of `needed` (and at start): the devnet's sandbox does it
   * on anvil (@airlock/dev-cloud/onramp-sandbox). Unset (production), the treasury holds what its
   * operator put there.
   */
  refill?: (client: PublicClient, treasury: Address, asset: OnrampAsset, needed?: bigint) => Promise<void>
}

export interface Treasury {
  address: Address
  /** Funded on every network and every interrupted delivery settled. */
  ready: Promise<void>
  /** Delivers a paid checkout, one delivery at a time; resolves to the checkout as it ends up. */
  deliver(id: string): Promise<CheckoutSession | undefined>
  /** Settles every paid checkout not yet delivered (at start, and after a delivery was left hanging). */
  recover(): Promise<void>
  /** Whether this node delivers (it holds the treasury's lease, or there is none). */
  delivering(): boolean
  close(): Promise<void>
}

const shortMessage = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)

/**
 * The on-ramp's treasury: its own key sends the purchased amount to the buyer. Deliveries run one at
 * a time (one nonce in flight) and each is signed and stored before it is broadcast, so a crash
 * between the two replays that same transaction on restart and never signs a second one.
 */
export function createTreasury({
  key,
  networks,
  store,
  receiptTimeoutMs = 60_000,
  retryMs = 15_000,
  leaseOf,
  pollMs = 1_000,
  refill,
}: TreasuryParameters): Treasury {
  const account = privateKeyToAccount(key)
  const funded = networks.flatMap((network) => network.config?.devnet?.fundedAccounts ?? [])
  if (funded.some((a) => a.toLowerCase() === account.address.toLowerCase()))
    throw new Error("The on-ramp treasury needs its own key: anvil's default accounts belong to the tests")
  const clients = new Map(
    networks.map((network) => {
      const transport = http(network.rpcUrl, { retryCount: 1 })
      const chain = { ...foundry, id: network.chainId }
      return [
        network.name,
        {
          network,
          client: createPublicClient({ chain, transport }) as PublicClient,
          wallet: createWalletClient({ account, chain, transport }),
        },
      ]
    }),
  )
  let queue: Promise<unknown> = Promise.resolve()
  let retry: NodeJS.Timeout | undefined
  let closed = false
  /** Runs `task` after every task queued before it: deliveries never overlap. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }
  const retryLater = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      recover().catch((error: unknown) => console.error('[onramp] treasury retry:', shortMessage(error)))
    }, retryMs)
    retry.unref()
  }

  async function send(session: CheckoutSession) {
    const target = clients.get(session.network)
    const asset = target && session.payment && assetOf(target.network, session.payment.asset)
    if (!target || !asset || !session.payment) return store.fail(session.id, 'Delivery failed: unknown asset')
    const { units } = session.payment
    let raw: Hex
    try {
      await refill?.(target.client, account.address, asset, units)
      const call = asset.contract
        ? {
            to: asset.contract,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [session.address, units],
            }),
          }
        : { to: session.address, value: units }
      const request = await target.wallet.prepareTransactionRequest(call)
      raw = await target.wallet.signTransaction(request)
    } catch (error) {
      // Nothing was signed: the node was unreachable, so try again later rather than fail a paid order.
      if (error instanceof BaseError) return retryLater()
      return store.fail(session.id, `Delivery failed: ${shortMessage(error)}`)
    }
    await store.sent(session.id, keccak256(raw), raw)
    await settle(session.id, keccak256(raw), raw)
  }

  async function receiptOf(client: PublicClient, hash: Hex): Promise<TransactionReceipt | undefined> {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (error instanceof BaseError && error.name === 'TransactionReceiptNotFoundError') return undefined
      throw error
    }
  }

  /** Brings a signed delivery to its receipt: broadcast it (again) unless the chain already has it. */
  async function settle(id: string, hash: Hex, raw: Hex) {
    const session = await store.get(id)
    const target = session && clients.get(session.network)
    if (!target) return
    const { client } = target
    try {
      let receipt = await receiptOf(client, hash)
      if (!receipt) {
        try {
          await client.sendRawTransaction({ serializedTransaction: raw })
        } catch (error) {
          receipt = await receiptOf(client, hash)
          // Its nonce went to another transaction: this one can never be mined, so nothing was delivered.
          if (!receipt && /nonce too low/i.test(shortMessage(error) + String((error as Error).message)))
            return store.fail(id, 'Delivery failed: the treasury nonce was taken; nothing was sent')
          if (!receipt && !/already known/i.test(String((error as Error).message))) throw error
        }
        receipt ??= await client.waitForTransactionReceipt({
          hash,
          timeout: receiptTimeoutMs,
          pollingInterval: 100,
        })
      }
      if (receipt.status === 'success') await store.complete(id, hash)
      else await store.fail(id, 'Delivery failed: the transfer reverted')
    } catch (error) {
      // The node is down or the receipt is late: the transaction may still land, so it stays `sent`.
      if (error instanceof BaseError) return retryLater()
      throw error
    }
  }

  async function settleOne(id: string) {
    const session = await store.get(id)
    if (session?.status === 'paid') await send(session)
    else if (session?.status === 'sent' && session.txHash && session.rawTx)
      await settle(id, session.txHash, session.rawTx)
    return store.get(id)
  }

  const recover = () =>
    serial(async () => {
      // Closed (the cloud stopping): the store is gone, and the next start settles what is left.
      // Another node holds the lease: it delivers.
      if (closed || !delivering()) return
      for (const session of await store.unfinished()) await settleOne(session.id)
    })

  const start = () =>
    serial(async () => {
      if (refill)
        for (const { network, client } of clients.values())
          for (const asset of network.assets) await refill(client, account.address, asset)
    })
      .then(recover)
      .catch((error: unknown) => {
        // Each delivery tops the treasury up again, so a node that was down at start costs nothing later.
        console.error('[onramp] treasury start:', shortMessage(error))
        retryLater()
      })
  let started: Promise<void> | undefined
  let poll: NodeJS.Timeout | undefined
  const lease = leaseOf?.({
    onAcquired() {
      started = start()
      poll = setInterval(() => {
        recover().catch((error: unknown) => console.error('[onramp] treasury poll:', shortMessage(error)))
      }, pollMs)
      poll.unref()
    },
    onLost: () => clearInterval(poll),
  })
  function delivering() {
    return lease ? lease.held() : true
  }
  // With a lease: funded and recovered if this node won it, else settled once it lost the first try.
  const ready = lease ? lease.tried.then(() => started) : start()

  return {
    address: account.address,
    ready,
    // Not the holder: the checkout stays paid (the page says it is on its way) for the holder's poll.
    deliver: (id) => (delivering() ? serial(() => settleOne(id)) : store.get(id)),
    recover,
    delivering,
    async close() {
      closed = true
      clearTimeout(retry)
      clearInterval(poll)
      await lease?.stop()
    },
  }
}
