import { request as httpRequest } from 'node:http'
import { DEV_KEYPAIRS, SOLANA_LOCALNET_CHAIN_ID, USDC_MINT } from '@airlock/dev-cloud'

/** A small seeded PRNG (mulberry32): the same seed sends the same requests, so a failure can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:31337:0x09cb48f3a79e3043a60864bc8826922e431822f6'
const ZERO = 'eip155:31337:0xa4f679efc2b9b870a22f947b4a2b710cfdf0d3db'
const SOLANA = SOLANA_LOCALNET_CHAIN_ID
const SOL_ADDRESS = DEV_KEYPAIRS[0]?.address as string
const SIGNATURE = '5'.repeat(87)
// Swap routes with every field well formed but one, so the fuzz reaches past the query checks.
const quote = `chainId=eip155:31337&userAddress=${ADDRESS}&from=${ETH}`
const routes = [
  '//[',
  '//{x}',
  '/getWallets',
  '/getAnalyticsConfig',
  '/getWalletImage/{x}',
  '/public/getAssetImage/{x}',
  '/public/getTokenImage/{x}',
  '/public/getCurrencyImage/{x}',
  '/public/getNftImage/eip155:31337/{x}/{x}',
  '/e',
  '/v1/',
  '/v1/supported-chains',
  `/v1/account/${ADDRESS}/balance`,
  '/v1/account/{x}/history',
  '/v1/account/{x}/nfts',
  `/v1/account/${SOL_ADDRESS}/balance?chainId=${SOLANA}`,
  `/v1/account/{x}/history?chainId=${SOLANA}`,
  `/v1/account/${SOL_ADDRESS}/history?chainId=${SOLANA}&cursor={x}`,
  `/v1/account/{x}/nfts?chainId=${SOLANA}`,
  `/v1/?chainId=${SOLANA}`,
  '/v1/identity/{x}',
  '/v1/profile/account/{x}',
  '/v1/profile/account',
  '/v1/profile/reverse/{x}',
  '/v1/profile/suggestions/{x}',
  '/v1/sessions',
  // The listing by account is gone: a stranger trying it gets nothing.
  '/v1/sessions?address=eip155:31337:{x}',
  '/v1/sessions/{x}',
  '/v1/sessions/{x}/revoke',
  '/v1/convert/gas-price',
  '/v1/convert/tokens',
  `/v1/convert/quotes?${quote}&to=${USDC}&amount={x}`,
  `/v1/convert/quotes?${quote}&amount=1000&to={x}`,
  `/v1/convert/allowance?userAddress=${ADDRESS}&tokenAddress={x}`,
  `/v1/convert/build-approve?userAddress=${ADDRESS}&to=${ETH}&from={x}`,
  '/v1/convert/build-transaction',
  '/v1/fungible/price',
  '/v1/onramp/options',
  '/v1/onramp/quote',
  '/v1/onramp/status/{x}',
  '/v1/generators/onrampurl',
  '/sandbox/onramp/coinbase/checkout?session={x}',
  '/sandbox/onramp/{x}/checkout',
  '/health',
  '/{x}',
]
/** Bad encoding, traversal, SQL, NUL, huge and odd Unicode: what a stranger tries in a path segment or a value. */
export const segments = [
  '%ZZ',
  '%E0%A4%A',
  '%',
  '%00',
  '..%2F..%2Fpackage.json',
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  "' OR 1=1--",
  "'; DROP TABLE analytics_events;--",
  'x'.repeat(5000),
  '%F0%9F%92%A9',
  '__proto__',
  'constructor',
  ADDRESS,
  '0x',
  '1e309',
  '1000000',
  ETH,
  USDC,
  ZERO,
  '-1',
  'NaN',
  '<script>alert(1)</script>',
  SOL_ADDRESS,
  USDC_MINT,
  `${SOLANA}:${USDC_MINT}`,
  SIGNATURE,
  `12.${SIGNATURE}`,
  `99999999999999999.${SIGNATURE}`,
]
const queryValues = [
  ...segments,
  'eip155:31337',
  'eip155:1',
  SOLANA,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'airlock-demo',
  'nope',
  '',
  '99999999999999999999',
]
const queryKeys = [
  'projectId',
  'chainId',
  'cursor',
  'page',
  'entries',
  'search',
  'include',
  'exclude',
  'limit',
  'onramp',
  'amount',
  'userAddress',
  'from',
  'to',
  'tokenAddress',
  'gasPrice',
]
const origins = [
  undefined,
  'http://modal.localhost:5174',
  'https://evil.example',
  'null',
  'http://app.localhost:5173',
]
const hostOrigins = [undefined, 'http://app.localhost:5173', 'https://evil.example', 'x'.repeat(3000), '%ZZ']
const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']
const bodies = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '{"__proto__":{"polluted":1}}',
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [ADDRESS, '0xffff'] }),
  JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))),
  // Solana through the proxy: the faucet (refused), reads, a history scan (refused), garbage to send.
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [SOL_ADDRESS, 10 ** 11] }),
  JSON.stringify([
    { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOL_ADDRESS] },
    { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [SOL_ADDRESS, 10 ** 9] },
    { jsonrpc: '2.0', id: 3, method: 'getProgramAccounts', params: [SOL_ADDRESS] },
    { jsonrpc: '2.0', id: 4, method: 'getTokenAccountsByOwner', params: [SOL_ADDRESS, { mint: USDC_MINT }] },
  ]),
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: ['AQID', { encoding: 'base64' }],
  }),
  JSON.stringify({ currency: 'usd', addresses: ["' OR 1=1--", `eip155:31337:${ADDRESS}`] }),
  JSON.stringify({ eventId: "'; DROP TABLE x;--", props: { event: 'MODAL_OPEN' } }),
  ...[1, '0.5', 0, 51, '1e1', null].map((slippage) =>
    JSON.stringify({ amount: '1000', eip155: { slippage }, from: ETH, to: USDC, userAddress: ADDRESS }),
  ),
  JSON.stringify({
    amount: '99999999999',
    eip155: { slippage: 1 },
    from: USDC,
    to: ZERO,
    userAddress: ADDRESS,
  }),
  `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
  'x'.repeat(600 * 1024),
]

export interface FuzzResult {
  sent: number
  byStatus: Record<number, number>
  /** Requests answered with a 5xx, for the report: path, method and status. */
  serverErrors: string[]
}

/** One request of a fuzz run. */
export interface FuzzRequest {
  path: string
  method: string
  headers: Record<string, string>
  body?: string | undefined
}

function send(base: string, { path, method, headers, body }: FuzzRequest) {
  const url = new URL(base)
  return new Promise<number>((resolve) => {
    const req = httpRequest(
      // A fresh connection each: a reused one the server closed after a refusal would only blur the count.
      { host: url.hostname, port: url.port, path, method, headers, timeout: 15_000, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve(response.statusCode ?? 0))
      },
    )
    // A server that closes on an oversized body is fine: what counts is the status it sent, if any.
    req.on('error', () => resolve(0))
    req.on('timeout', () => req.destroy())
    req.end(body)
  })
}

/**
 * Sends `count` requests made by `next`, `concurrency` at a time, to a running server and counts the
 * answers by status: the engine under every route fuzz (the cloud's, the wallet service's).
 */
export async function runFuzz(
  base: string,
  { count, concurrency = 8 }: { count: number; concurrency?: number },
  next: () => FuzzRequest,
): Promise<FuzzResult> {
  const result: FuzzResult = { sent: 0, byStatus: {}, serverErrors: [] }
  const worker = async () => {
    while (result.sent < count) {
      result.sent++
      const request = next()
      const status = await send(base, request)
      result.byStatus[status] = (result.byStatus[status] ?? 0) + 1
      if (status >= 500) result.serverErrors.push(`${status} ${request.method} ${request.path.slice(0, 120)}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return result
}

/**
 * Sends `count` seeded random requests (routes x methods x encodings x origins x bodies) to a
 * running cloud, `concurrency` at a time, and counts the answers by status. A healthy cloud answers
 * every one with 2xx-4xx.
 */
export async function fuzzRoutes(
  base: string,
  { count, seed = 1, concurrency = 8 }: { count: number; seed?: number; concurrency?: number },
) {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const next = (): FuzzRequest => {
    let path = pick(routes).replaceAll('{x}', () => pick(segments))
    const query = Array.from({ length: Math.floor(random() * 4) }, () => {
      const value = pick(queryValues)
      return `${pick(queryKeys)}=${random() < 0.5 ? encodeURIComponent(value) : value.replaceAll(' ', '%20')}`
    })
    if (random() < 0.7) query.push('projectId=airlock-demo')
    if (query.length) path += `${path.includes('?') ? '&' : '?'}${query.join('&')}`
    const headers: Record<string, string> = {}
    // Two in five get past the access check, so the fuzz also reaches what lies behind it.
    const trusted = random() < 0.4
    const origin = trusted ? 'http://modal.localhost:5174' : pick(origins)
    const hostOrigin = trusted ? 'http://app.localhost:5173' : pick(hostOrigins)
    if (origin) headers.origin = origin
    if (hostOrigin) headers['x-airlock-host-origin'] = hostOrigin
    if (random() < 0.2)
      headers.authorization = pick(['Bearer dev-only-airlock-demo-secret', 'Bearer x', 'Basic Zm9v'])
    if (random() < 0.1) headers.host = 'evil.example'
    if (random() < 0.1) headers['x-airlock-session-secret'] = pick(segments)
    const method = pick(methods)
    const body = method === 'GET' || method === 'HEAD' ? undefined : pick(bodies)
    return { path: path.replaceAll(' ', '%20'), method, headers, body }
  }
  return runFuzz(base, { count, concurrency }, next)
}
