import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { createTokenBucket, type TokenBucket } from '@airlock/node-kit'
import { type WebSocket, WebSocketServer } from 'ws'
import * as z from 'zod'
import { SLOT_MS } from './chainClock.js'
import { encodeAccount } from './encodeAccount.js'
import { createFanout } from './fanout.js'
import { dispatch, errorResponse, type RpcResponse, readRequest } from './jsonRpc.js'
import { createPubSubGate } from './pubsubGate.js'
import { type PubSubLimits, resolvePubSubLimits } from './pubsubLimits.js'
import { RPC_CODES, RpcError } from './rpcError.js'
import { rpcMethod } from './rpcMethod.js'
import { accountConfig, commitment, optionalConfig, pubkey, signature } from './rpcParams.js'
import type { LandedEvent, SolanaChain } from './solanaChain.js'
import { createSubscriptionIndex, type Subscribed, type Subscription } from './subscriptionIndex.js'

/** RFC 6455 "Unsupported Data": the protocol is JSON text. */
const UNSUPPORTED_DATA = 1003
/** RFC 6455 "Try Again Later", as the relay closes a flooding socket. */
const TRY_AGAIN_LATER = 1013

interface Client {
  socket: WebSocket
  /** Its TCP socket, corked while a fan-out chunk writes to it so the chunk's frames leave in one write. */
  tcp: Duplex
  corked: boolean
  subscriptions: Map<number, Subscribed<Client>>
  requests: TokenBucket
}
type Entry = Subscribed<Client>

export interface PubSubStats {
  sockets: number
  subscriptions: number
  /** Notifications waiting for their turn. */
  queued: number
  /** Sockets dropped for not reading their notifications. */
  dropped: number
  /** Sockets closed (1013) for sending too many requests. */
  throttled: number
}

/** A notification with its result already JSON, so a fan-out serializes the result once. */
const notification = (method: string, subscription: number, resultJson: string) =>
  `{"jsonrpc":"2.0","method":"${method}","params":{"result":${resultJson},"subscription":${subscription}}}`

/**
 * The PubSub WebSocket web3.js and kit confirm with: signature, account, slot and root subscriptions
 * (agave's names and shapes). A signature subscription ends itself after its one notification, as
 * agave's does; one for a signature that already landed is answered at once. Bounded per socket,
 * per address and per event-loop turn (PubSubLimits): it shares its process with the cloud.
 */
export function createSubscriptionServer(chain: SolanaChain, overrides: Partial<PubSubLimits> = {}) {
  const limits = resolvePubSubLimits(overrides)
  // One message per socket per turn, so a socket's backlog of frames waits behind other work.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    allowSynchronousEvents: false,
  })
  const gate = createPubSubGate(limits)
  const clients = new Set<Client>()
  const index = createSubscriptionIndex<Client>()
  const fanout = createFanout(limits.notificationsPerTurn)
  let nextId = 0
  const counts = { dropped: 0, throttled: 0 }
  let slotTimer: NodeJS.Timeout | undefined

  const send = (client: Client, payload: string) => {
    const { socket } = client
    if (socket.readyState !== socket.OPEN) return
    // A reader this far behind would have us buffer every slot for it: it goes, the others stay.
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      counts.dropped++
      return socket.terminate()
    }
    if (!client.corked) {
      client.corked = true
      client.tcp.cork()
      process.nextTick(() => {
        client.corked = false
        client.tcp.uncork()
      })
    }
    socket.send(payload)
  }
  // Slots move lazily; while someone listens for them a timer looks at the clock each slot.
  const watchSlots = () => {
    const wanted = index.count('slot') + index.count('root') > 0
    if (wanted && !slotTimer) slotTimer = setInterval(() => chain.clock.slot(), SLOT_MS)
    if (!wanted && slotTimer) {
      clearInterval(slotTimer)
      slotTimer = undefined
    }
  }
  const remove = (entry: Entry) => {
    entry.client.subscriptions.delete(entry.id)
    index.delete(entry)
    if (entry.subscription.kind === 'slot' || entry.subscription.kind === 'root') watchSlots()
  }
  /** Sends unless the subscription ended while its notification waited its turn. */
  const notify = (entry: Entry, method: string, resultJson: string) => {
    if (entry.client.subscriptions.get(entry.id) === entry)
      send(entry.client, notification(method, entry.id, resultJson))
  }
  const notifySignature = (entry: Entry, slot: number, err: LandedEvent['err']) => {
    if (entry.client.subscriptions.get(entry.id) !== entry) return
    remove(entry)
    send(
      entry.client,
      notification('signatureNotification', entry.id, JSON.stringify({ context: { slot }, value: { err } })),
    )
  }

  // One slot fan-out at a time: slots that move meanwhile are coalesced into the newest (a client
  // sees a skipped slot, as on a cluster), so a burst of landings cannot queue fan-outs without end.
  let newestSlot: number | undefined
  let announcing = false
  const announceSlot = () => {
    if (announcing || newestSlot === undefined) return
    const slot = newestSlot
    newestSlot = undefined
    announcing = true
    const slotJson = JSON.stringify({ parent: Math.max(0, slot - 1), root: slot, slot })
    const rootJson = String(slot)
    void fanout
      .run([...index.of('slot'), ...index.of('root')], (entry) =>
        entry.subscription.kind === 'slot'
          ? notify(entry, 'slotNotification', slotJson)
          : notify(entry, 'rootNotification', rootJson),
      )
      .then(() => {
        announcing = false
        announceSlot()
      })
  }
  const stopSlots = chain.clock.onSlot((slot) => {
    newestSlot = slot
    announceSlot()
  })
  const stopLanded = chain.onLanded((event) => {
    void fanout.run(index.of(`signature:${event.signature}`), (entry) =>
      notifySignature(entry, event.slot, event.err),
    )
    const encoded = new Map<string, string>()
    const watched = event.changed.flatMap((account) =>
      index.of(`account:${account.address}`).map((entry) => ({ entry, account })),
    )
    void fanout.run(watched, ({ entry, account }) => {
      if (entry.subscription.kind !== 'account') return
      const encoding = entry.subscription.config?.encoding ?? 'base64'
      const key = `${account.address}:${encoding}`
      let value = encoded.get(key)
      if (value === undefined) {
        value = JSON.stringify({
          context: { slot: event.slot },
          value: encodeAccount(account, { encoding }, chain.readAccount),
        })
        encoded.set(key, value)
      }
      notify(entry, 'accountNotification', value)
    })
  })

  const subscribe = (client: Client, subscription: Subscription) => {
    if (client.subscriptions.size >= limits.maxSubscriptionsPerSocket)
      throw new RpcError(
        RPC_CODES.internalError,
        `Subscription refused: at most ${limits.maxSubscriptionsPerSocket} subscriptions per connection`,
      )
    // agave's words for its node-wide cap.
    if (index.size() >= limits.maxSubscriptions)
      throw new RpcError(
        RPC_CODES.internalError,
        'Internal Error: Subscription refused. Node subscription limit reached',
      )
    const entry: Entry = { id: nextId++, client, subscription }
    client.subscriptions.set(entry.id, entry)
    index.add(entry)
    watchSlots()
    return entry
  }
  const unsubscribe = (kind: Subscription['kind']) =>
    rpcMethod(z.tuple([z.number().int().nonnegative()]), ([id], client: Client) => {
      const entry = client.subscriptions.get(id)
      if (entry?.subscription.kind !== kind)
        throw new RpcError(RPC_CODES.invalidParams, 'Invalid subscription id.')
      remove(entry)
      return true
    })

  const methods = {
    signatureSubscribe: rpcMethod(
      z.tuple([
        signature,
        optionalConfig(
          z.object({ commitment: commitment.optional(), enableReceivedNotification: z.boolean().optional() }),
        ),
      ]),
      ([id], client: Client) => {
        const entry = subscribe(client, { kind: 'signature', signature: id })
        const landed = chain.status(id)
        // After the subscribe answer has gone out, so the client knows the id it is told about.
        if (landed) setImmediate(() => notifySignature(entry, landed.slot, landed.err))
        return entry.id
      },
    ),
    signatureUnsubscribe: unsubscribe('signature'),
    accountSubscribe: rpcMethod(
      z.tuple([pubkey, optionalConfig(accountConfig)]),
      ([address, config], client: Client) => {
        if (config?.encoding === 'base64+zstd')
          throw new RpcError(RPC_CODES.invalidParams, 'Invalid params: base64+zstd is not supported')
        return subscribe(client, { kind: 'account', address, config: config ?? {} }).id
      },
    ),
    accountUnsubscribe: unsubscribe('account'),
    slotSubscribe: rpcMethod(z.tuple([]), (_, client: Client) => subscribe(client, { kind: 'slot' }).id),
    slotUnsubscribe: unsubscribe('slot'),
    rootSubscribe: rpcMethod(z.tuple([]), (_, client: Client) => subscribe(client, { kind: 'root' }).id),
    rootUnsubscribe: unsubscribe('root'),
  }

  const receive = (client: Client, text: string) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return send(
        client,
        JSON.stringify(errorResponse(null, new RpcError(RPC_CODES.parseError, 'Parse error'))),
      )
    }
    const request = readRequest(parsed)
    if ('jsonrpc' in request) return send(client, JSON.stringify(request))
    // web3.js pings with a notification (no id): it wants no answer.
    if (!('id' in request)) return
    const response: RpcResponse = dispatch(request, methods, client, '[solana-ws]')
    send(client, JSON.stringify(response))
  }

  return {
    methods: Object.keys(methods),
    stats: (): PubSubStats => ({
      sockets: clients.size,
      subscriptions: index.size(),
      queued: fanout.pending(),
      ...counts,
    }),
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      socket.on('error', () => socket.destroy())
      if (!gate.admit(request, socket)) return
      wss.handleUpgrade(request, socket, head, (ws) => {
        const client: Client = {
          socket: ws,
          tcp: socket,
          corked: false,
          subscriptions: new Map(),
          requests: createTokenBucket(limits.messagesPerSecond, limits.messageBurst, Date.now),
        }
        clients.add(client)
        ws.on('message', (data, isBinary) => {
          // Frames already read when the socket was cut cost nothing more.
          if (ws.readyState !== ws.OPEN) return
          if (!client.requests.take(1)) {
            counts.throttled++
            return ws.close(TRY_AGAIN_LATER, 'Too many requests')
          }
          if (isBinary) return ws.close(UNSUPPORTED_DATA, 'Text frames only')
          receive(client, data.toString())
        })
        ws.on('close', () => {
          clients.delete(client)
          for (const entry of [...client.subscriptions.values()]) remove(entry)
        })
        ws.on('error', () => ws.terminate())
      })
    },
    close() {
      stopSlots()
      stopLanded()
      fanout.clear()
      gate.close()
      if (slotTimer) clearInterval(slotTimer)
      for (const client of clients) client.socket.terminate()
      wss.close()
    },
  }
}
