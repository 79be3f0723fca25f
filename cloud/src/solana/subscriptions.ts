import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import * as z from 'zod'
import { SLOT_MS } from './chainClock.js'
import { encodeAccount } from './encodeAccount.js'
import { dispatch, errorResponse, type RpcResponse, readRequest } from './jsonRpc.js'
import { RPC_CODES, RpcError } from './rpcError.js'
import { rpcMethod } from './rpcMethod.js'
import { accountConfig, commitment, optionalConfig, pubkey, signature } from './rpcParams.js'
import type { LandedEvent, SolanaChain } from './solanaChain.js'

/** A subscription request is small; a client has no reason to send more. */
const MAX_FRAME_BYTES = 64 * 1024
const MAX_SUBSCRIPTIONS_PER_SOCKET = 1_000
/** RFC 6455 "Unsupported Data": the protocol is JSON text. */
const UNSUPPORTED_DATA = 1003

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; config: z.infer<typeof accountConfig> }
  | { kind: 'slot' | 'root' }

interface Client {
  socket: WebSocket
  subscriptions: Map<number, Subscription>
}

const notification = (method: string, subscription: number, result: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } })

/**
 * The PubSub WebSocket web3.js and kit confirm with: signature, account, slot and root subscriptions
 * (agave's names and shapes). A signature subscription ends itself after its one notification, as
 * agave's does; one for a signature that already landed is answered at once.
 */
export function createSubscriptionServer(chain: SolanaChain) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const clients = new Set<Client>()
  let nextId = 0
  let slotTimer: NodeJS.Timeout | undefined

  const send = (client: Client, payload: string) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(payload)
  }
  const each = function* (kind: Subscription['kind']) {
    for (const client of clients)
      for (const [id, subscription] of client.subscriptions)
        if (subscription.kind === kind) yield { client, id, subscription }
  }
  // Slots move lazily; while someone listens for them a timer looks at the clock each slot.
  const watchSlots = () => {
    const wanted = [...each('slot'), ...each('root')].length > 0
    if (wanted && !slotTimer) slotTimer = setInterval(() => chain.clock.slot(), SLOT_MS)
    if (!wanted && slotTimer) {
      clearInterval(slotTimer)
      slotTimer = undefined
    }
  }
  const notifySignature = (client: Client, id: number, slot: number, err: LandedEvent['err']) => {
    client.subscriptions.delete(id)
    send(client, notification('signatureNotification', id, { context: { slot }, value: { err } }))
  }

  const stopSlots = chain.clock.onSlot((slot) => {
    for (const { client, id } of each('slot'))
      send(client, notification('slotNotification', id, { parent: Math.max(0, slot - 1), root: slot, slot }))
    for (const { client, id } of each('root')) send(client, notification('rootNotification', id, slot))
  })
  const stopLanded = chain.onLanded((event) => {
    for (const { client, id, subscription } of each('signature'))
      if (subscription.kind === 'signature' && subscription.signature === event.signature)
        notifySignature(client, id, event.slot, event.err)
    const changed = new Map(event.changed.map((account) => [account.address, account]))
    for (const { client, id, subscription } of each('account')) {
      const account = subscription.kind === 'account' ? changed.get(subscription.address) : undefined
      if (!account || subscription.kind !== 'account') continue
      send(
        client,
        notification('accountNotification', id, {
          context: { slot: event.slot },
          value: encodeAccount(
            account,
            { encoding: subscription.config?.encoding ?? 'base64' },
            chain.readAccount,
          ),
        }),
      )
    }
  })

  const subscribe = (client: Client, subscription: Subscription) => {
    if (client.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET)
      throw new RpcError(RPC_CODES.internalError, 'Too many subscriptions on this connection')
    const id = nextId++
    client.subscriptions.set(id, subscription)
    watchSlots()
    return id
  }
  const unsubscribe = (kind: Subscription['kind']) =>
    rpcMethod(z.tuple([z.number().int().nonnegative()]), ([id], client: Client) => {
      if (client.subscriptions.get(id)?.kind !== kind)
        throw new RpcError(RPC_CODES.invalidParams, 'Invalid subscription id.')
      client.subscriptions.delete(id)
      watchSlots()
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
        const subscription = subscribe(client, { kind: 'signature', signature: id })
        const landed = chain.status(id)
        // After the subscribe answer has gone out, so the client knows the id it is told about.
        if (landed) setImmediate(() => notifySignature(client, subscription, landed.slot, landed.err))
        return subscription
      },
    ),
    signatureUnsubscribe: unsubscribe('signature'),
    accountSubscribe: rpcMethod(
      z.tuple([pubkey, optionalConfig(accountConfig)]),
      ([address, config], client: Client) => {
        if (config?.encoding === 'base64+zstd')
          throw new RpcError(RPC_CODES.invalidParams, 'Invalid params: base64+zstd is not supported')
        return subscribe(client, { kind: 'account', address, config: config ?? {} })
      },
    ),
    accountUnsubscribe: unsubscribe('account'),
    slotSubscribe: rpcMethod(z.tuple([]), (_, client: Client) => subscribe(client, { kind: 'slot' })),
    slotUnsubscribe: unsubscribe('slot'),
    rootSubscribe: rpcMethod(z.tuple([]), (_, client: Client) => subscribe(client, { kind: 'root' })),
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
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      socket.on('error', () => socket.destroy())
      wss.handleUpgrade(request, socket, head, (ws) => {
        const client: Client = { socket: ws, subscriptions: new Map() }
        clients.add(client)
        ws.on('message', (data, isBinary) => {
          if (isBinary) return ws.close(UNSUPPORTED_DATA, 'Text frames only')
          receive(client, data.toString())
        })
        ws.on('close', () => {
          clients.delete(client)
          watchSlots()
        })
        ws.on('error', () => ws.terminate())
      })
    },
    close() {
      stopSlots()
      stopLanded()
      if (slotTimer) clearInterval(slotTimer)
      for (const client of clients) client.socket.terminate()
      wss.close()
    },
  }
}
