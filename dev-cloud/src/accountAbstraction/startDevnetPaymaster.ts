import type { IncomingMessage, ServerResponse } from 'node:http'
import { createKeyedBuckets } from '@airlock/node-kit'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createGuardedServer, freePort, json, readBody } from '../serverKit.js'
import { DEVNET_PAYMASTER_SIGNER_KEY, deployDevnetPaymaster } from './devnetPaymaster.js'
import { createPaymasterRpc, PaymasterRpcError, paymasterCodes } from './paymasterRpc.js'

export interface StartDevnetPaymasterParameters {
  /** The chain's JSON-RPC (anvil: the paymaster is deployed and its deposit set there). */
  rpcUrl: string
  /** A free loopback port when omitted. */
  port?: number
  /** The sponsorship policy: whether to pay for this sender's operations (all when absent). */
  sponsors?: (sender: Address) => boolean | Promise<boolean>
  /** The EntryPoint deposit kept for the paymaster, wei. */
  deposit?: bigint
}

export interface RunningPaymaster {
  /** The ERC-7677 paymaster service (`createPaymasterClient({ transport: http(url) })`). */
  url: string
  port: number
  /** The VerifyingPaymaster contract. */
  paymaster: Address
  stop(): Promise<void>
}

/** A user operation is a few kB; 64 KiB leaves room for a large callData and nothing more. */
const BODY_LIMIT = 64 * 1024
/** Requests per second per client, and the burst: two per operation, many accounts per test. */
const RATE = 50
const BURST = 200

const rpcError = (response: ServerResponse, status: number, id: unknown, code: number, message: string) =>
  json(response, status, { jsonrpc: '2.0', id: id ?? null, error: { code, message } })

/**
 * The devnet's ERC-7677 paymaster service: deploys the VerifyingPaymaster (see `deployDevnetPaymaster`)
 * and answers `pm_getPaymasterStubData` and `pm_getPaymasterData` for EntryPoint v0.7 on loopback,
 * signing each sponsorship with `DEVNET_PAYMASTER_SIGNER_KEY`.
 *
 * @example
 * import { startDevnetPaymaster } from '@airlock/dev-cloud'
 * import { createPaymasterClient } from 'viem/account-abstraction'
 * const running = await startDevnetPaymaster({ rpcUrl: 'http://127.0.0.1:8545' })
 * const paymaster = createPaymasterClient({ transport: http(running.url) })
 */
export async function startDevnetPaymaster({
  rpcUrl,
  port,
  sponsors,
  deposit,
}: StartDevnetPaymasterParameters): Promise<RunningPaymaster> {
  const { paymaster } = await deployDevnetPaymaster(rpcUrl, deposit === undefined ? {} : { deposit })
  const publicClient = createPublicClient({ transport: http(rpcUrl) }) as PublicClient
  const rpc = createPaymasterRpc({
    publicClient,
    chainId: await publicClient.getChainId(),
    paymaster,
    signer: privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY),
    ...(sponsors ? { sponsors } : {}),
  })
  const buckets = createKeyedBuckets(RATE, BURST)
  const sweep = setInterval(() => buckets.sweep(), 60_000)
  sweep.unref()

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://paymaster').pathname !== '/')
      return json(response, 404, { message: 'Not found' })
    if (!buckets.take(request.socket.remoteAddress ?? ''))
      return rpcError(response, 429, null, paymasterCodes.invalidRequest, 'Too many requests')
    const text = await readBody(request, BODY_LIMIT)
    if (text === undefined)
      return rpcError(response, 413, null, paymasterCodes.invalidRequest, 'Request body too large')
    let body: { id?: unknown; method?: unknown; params?: unknown }
    try {
      body = JSON.parse(text)
    } catch {
      return rpcError(response, 400, null, paymasterCodes.parse, 'Parse error')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return rpcError(
        response,
        400,
        null,
        paymasterCodes.invalidRequest,
        'Invalid request: one call per request',
      )
    try {
      const result = await rpc.handle(body.method, body.params)
      json(response, 200, { jsonrpc: '2.0', id: body.id ?? null, result })
    } catch (error) {
      if (!(error instanceof PaymasterRpcError)) throw error
      // JSON-RPC over HTTP: the error is in the body, the status 200 (as bundlers and viem expect).
      rpcError(response, 200, body.id, error.code, error.message)
    }
  }
  const server = createGuardedServer(route, '[paymaster]')
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    paymaster,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep)
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
