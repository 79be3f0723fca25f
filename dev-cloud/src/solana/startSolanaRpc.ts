import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { solanaRpcBodyLimits } from '@airlock/shared-protocol/constants'
import { createGuardedServer, readBody } from '../serverKit.js'
import { DEV_KEYPAIRS, type DevKeypair, TREASURY, USDC_MINT } from './devKeypairs.js'
import { GENESIS_HASH, SOLANA_LOCALNET_CHAIN_ID } from './genesis.js'
import { handleRpcBody } from './handleRpcBody.js'
import { errorResponse } from './jsonRpc.js'
import { SOLANA_RPC_METHODS } from './methods/index.js'
import type { PubSubLimits } from './pubsubLimits.js'
import { RPC_CODES, RpcError } from './rpcError.js'
import { createSolanaChain } from './solanaChain.js'
import { createSubscriptionServer, type PubSubStats } from './subscriptions.js'

export interface StartSolanaRpcParameters {
  port: number
  /** Loopback unless told otherwise: the chain's airdrops and dev keys are for this machine. */
  host?: string
  /** SQLite file keeping the chain across restarts (anvil's --state); fresh in memory when omitted. */
  statePath?: string
  /** The clock slots and block times follow (ms); tests move it by hand. */
  now?: () => number
  /**
   * Also serve the WebSocket on port + 1, where web3.js's `new Connection(url)` looks for it (agave's
   * convention: RPC on 8899, PubSub on 8900). Default true; the WebSocket is on `port` as well.
   */
  pubsubOnNextPort?: boolean
  /** Caps on the PubSub WebSocket (per socket, per address, per event-loop turn); defaults otherwise. */
  pubsubLimits?: Partial<PubSubLimits>
}

export interface SolanaRpc {
  url: string
  /** The WebSocket on the RPC's own port; `url` with port + 1 works too unless pubsubOnNextPort is false. */
  wsUrl: string
  /** CAIP-2 id of this chain: `solana:` and the genesis hash's first 32 characters. */
  chainId: string
  genesisHash: string
  mint: { usdc: string }
  /** Four accounts funded at genesis (1,000 SOL, 10,000 USDC); the only ones requestAirdrop serves. */
  devKeypairs: readonly DevKeypair[]
  /** Pays airdrops and is the USDC mint authority (an on-ramp's sender). */
  treasury: DevKeypair
  /** The JSON-RPC methods served over HTTP and over the WebSocket. */
  methods: { http: string[]; ws: string[] }
  /** What the PubSub WebSocket holds and has refused (tests, benches). */
  pubsubStats(): PubSubStats
  close(): Promise<void>
}

function cors(response: ServerResponse) {
  // A public local chain, as anvil's: any page may read it (it holds nothing but devnet value).
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  response.setHeader('access-control-allow-headers', 'content-type, solana-client')
  response.setHeader('access-control-max-age', '600')
}

function reply(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

/**
 * A Solana JSON-RPC node on one port (HTTP and its WebSocket), over litesvm: the chain web3.js and kit
 * talk to on this machine, with SPL Token, a USDC mint and funded dev accounts from genesis.
 *
 * @example
 * import { Connection, PublicKey } from '@solana/web3.js'
 * import { startSolanaRpc } from '@airlock/dev-cloud'
 * const solana = await startSolanaRpc({ port: 8899 })
 * const balance = await new Connection(solana.url).getBalance(new PublicKey(solana.devKeypairs[0].address))
 */
export async function startSolanaRpc({
  port,
  host = '127.0.0.1',
  statePath,
  now = Date.now,
  pubsubOnNextPort = true,
  pubsubLimits,
}: StartSolanaRpcParameters): Promise<SolanaRpc> {
  const chain = await createSolanaChain({ now, ...(statePath ? { statePath } : {}) })
  const pubsub = createSubscriptionServer(chain, pubsubLimits)
  const route = async (request: IncomingMessage, response: ServerResponse) => {
    cors(response)
    const path = new URL(request.url ?? '/', 'http://solana').pathname
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method === 'GET' && path === '/health') return void response.writeHead(200).end('ok')
    if (request.method !== 'POST' || path !== '/') return reply(response, 404, { message: 'Not found' })
    const text = await readBody(request, solanaRpcBodyLimits.bytes)
    if (text === undefined)
      return reply(
        response,
        413,
        errorResponse(null, new RpcError(RPC_CODES.invalidRequest, 'Request body too large')),
      )
    const answer = handleRpcBody(text, chain)
    if (answer.body === undefined) return void response.writeHead(204).end()
    reply(response, answer.status, answer.body)
  }
  const servers = [createGuardedServer(route, '[solana-rpc]')]
  if (pubsubOnNextPort)
    servers.push(createServer((_, response) => reply(response, 426, { message: 'WebSocket only' })))
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    pubsub.handleUpgrade(request, socket, head)
  try {
    for (const [index, server] of servers.entries()) {
      server.on('upgrade', onUpgrade)
      await listen(server, port + index, host)
    }
  } catch (error) {
    pubsub.close()
    await Promise.all(servers.map((server) => (server.listening ? closeServer(server) : undefined)))
    chain.close()
    throw error
  }
  const origin = `${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url: `http://${origin}`,
    wsUrl: `ws://${origin}`,
    chainId: SOLANA_LOCALNET_CHAIN_ID,
    genesisHash: GENESIS_HASH,
    mint: { usdc: USDC_MINT },
    devKeypairs: DEV_KEYPAIRS,
    treasury: TREASURY,
    methods: { http: Object.keys(SOLANA_RPC_METHODS), ws: pubsub.methods },
    pubsubStats: pubsub.stats,
    async close() {
      pubsub.close()
      await Promise.all(servers.map(closeServer))
      chain.close()
    },
  }
}
