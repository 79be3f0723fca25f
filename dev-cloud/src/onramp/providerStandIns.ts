import type { KeyObject } from 'node:crypto'
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { freePort } from '../serverKit.js'

/** How a stand-in answers its next calls: as the provider does when all is well, or one of its failures. */
export type StandInMode = 'ok' | 401 | 429 | 500 | 'malformed'

export interface ProviderStandIn {
  url: string
  /** Every request it took: what the provider would have seen (headers lower-cased, body parsed). */
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[]
  mode: StandInMode
  close(): Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

type Answer = [number, string] | [number, string, string]
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const json = (status: number, body: unknown): Answer => [status, JSON.stringify(body)]

async function serve(
  route: (request: IncomingMessage, body: unknown, base: string) => Promise<Answer>,
): Promise<ProviderStandIn> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const standIn: ProviderStandIn = { url, requests: [], mode: 'ok', close: async () => {} }
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request)
    standIn.requests.push({ path: request.url ?? '', headers: request.headers, body })
    const failure: Record<Exclude<StandInMode, 'ok'>, Answer> = {
      401: json(401, { errorType: 'unauthorized', errorMessage: 'Unauthorized' }),
      429: json(429, { errorType: 'rate_limit_exceeded', errorMessage: 'Too many requests' }),
      500: json(500, { errorType: 'internal', errorMessage: 'Internal error' }),
      malformed: [200, '{"token": "half an answ'],
    }
    const [status, text, type = 'application/json'] =
      standIn.mode === 'ok' ? await route(request, body, url) : failure[standIn.mode]
    response.writeHead(status, { 'content-type': type }).end(text)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()))
  return standIn
}

const isAddressEntry = (entry: unknown) => {
  const { address, blockchains } = (entry ?? {}) as { address?: unknown; blockchains?: unknown }
  return (
    typeof address === 'string' &&
    Array.isArray(blockchains) &&
    blockchains.length > 0 &&
    blockchains.every((b) => typeof b === 'string')
  )
}

/**
 * The stand-ins' market, in any fiat currency per whole token, so a test can work out what a quote
 * must say: what a provider quotes is its own business, never the cloud's prices.
 */
export const STAND_IN_PRICES: Record<string, bigint> = {
  ETH: 2500n,
  USDC: 1n,
  POL: 1n,
  AVAX: 20n,
  CELO: 1n,
  BERA: 5n,
}
const CENTS = /^\d+(\.\d{1,2})?$/
const centsOf = (text: string) => BigInt(Math.round(Number(text) * 100))
const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
/** `cents` of fiat buys this much of a token at `price`, as a decimal with `decimals` places (rounded down). */
const buys = (cents: bigint, price: bigint, decimals: number) => {
  const units = (cents * 10n ** BigInt(decimals)) / (price * 100n)
  const text = units.toString().padStart(decimals + 1, '0')
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}

/** The CDP stand-in: `transactions` holds what the Transaction Status API answers per partnerUserRef. */
export type CoinbaseStandIn = ProviderStandIn & { transactions: Map<string, Record<string, unknown>[]> }

/**
 * CDP's Onramp API as Coinbase documents it, each call with a bearer JWT signed by the key named in
 * `kid`/`sub` (checked against `publicKey`), `iss` 'cdp', at most 120 s of validity, `uri` naming
 * this very method, host and path (else 401 as CDP answers):
 * - `POST /onramp/v1/token` with `addresses` (address and blockchains) and optional `assets`
 *   answers `{ token, channel_id }`;
 * - `GET /onramp/v1/buy/user/{partnerUserRef}/transactions` answers `{ transactions, next_page_key,
 *   total_count }`, newest first;
 * - `POST /onramp/v1/buy/quote` with `purchase_currency`, `purchase_network`, `payment_amount`,
 *   `payment_currency`, `payment_method` and `country` answers `payment_total`, `payment_subtotal`,
 *   `purchase_amount`, `coinbase_fee`, `network_fee` (each `{ value, currency }`) and `quote_id`: a
 *   1% fee and a 0.25 network fee out of the amount, the rest at STAND_IN_PRICES.
 */
export async function startCoinbaseStandIn(keyName: string, publicKey: KeyObject): Promise<CoinbaseStandIn> {
  let issued = 0
  const transactions = new Map<string, Record<string, unknown>[]>()
  const signedFor = async (request: IncomingMessage, path: string) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!bearer) return false
    try {
      const header = decodeProtectedHeader(bearer)
      const { payload } = await jwtVerify(bearer, publicKey, {
        issuer: 'cdp',
        subject: keyName,
        algorithms: ['ES256', 'EdDSA'],
      })
      const lifetime = Number(payload.exp) - Number(payload.nbf)
      return (
        header.kid === keyName &&
        typeof header.nonce === 'string' &&
        payload.uri === `${request.method} ${request.headers.host}${path}` &&
        lifetime > 0 &&
        lifetime <= 120
      )
    } catch {
      return false
    }
  }
  const unauthorized = json(401, { errorType: 'unauthorized', errorMessage: 'Unauthorized' })
  const standIn = await serve(async (request, body, base) => {
    const { pathname } = new URL(request.url ?? '/', base)
    const history = /^\/onramp\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(pathname)
    if (request.method === 'GET' && history) {
      if (!(await signedFor(request, pathname))) return unauthorized
      const list = transactions.get(decodeURIComponent(history[1] as string)) ?? []
      return json(200, {
        transactions: list.slice(0, 1),
        next_page_key: '',
        total_count: String(list.length),
      })
    }
    if (request.method === 'POST' && pathname === '/onramp/v1/buy/quote') {
      if (!(await signedFor(request, pathname))) return unauthorized
      issued += 1
      return coinbaseQuote(body, issued)
    }
    if (request.method !== 'POST' || pathname !== '/onramp/v1/token')
      return json(404, { errorMessage: 'Not found' })
    if (!(await signedFor(request, pathname))) return unauthorized
    const { addresses, assets } = (body ?? {}) as { addresses?: unknown; assets?: unknown }
    if (!Array.isArray(addresses) || addresses.length === 0 || !addresses.every(isAddressEntry))
      return json(400, { errorType: 'invalid_request', errorMessage: 'addresses is required' })
    if (assets !== undefined && !Array.isArray(assets))
      return json(400, { errorType: 'invalid_request', errorMessage: 'assets must be a list' })
    issued += 1
    return json(200, { token: `ZWJjZGVm-token-${issued}`, channel_id: '' })
  })
  return Object.assign(standIn, { transactions })
}

function coinbaseQuote(body: unknown, serial: number): Answer {
  const q = (body ?? {}) as Record<string, unknown>
  const text = (field: string) => (typeof q[field] === 'string' ? (q[field] as string) : '')
  const price = STAND_IN_PRICES[text('purchase_currency')]
  if (
    !price ||
    !text('purchase_network') ||
    !CENTS.test(text('payment_amount')) ||
    !/^[A-Z]{3}$/.test(text('payment_currency')) ||
    !['CARD', 'ACH_BANK_ACCOUNT'].includes(text('payment_method')) ||
    !/^[A-Z]{2}$/.test(text('country'))
  )
    return json(400, { errorType: 'invalid_request', errorMessage: 'Invalid quote request' })
  const total = centsOf(text('payment_amount'))
  const fee = (total + 99n) / 100n
  const network = 25n
  const subtotal = total - fee - network
  const money = (cents: bigint) => ({ value: centsText(cents), currency: text('payment_currency') })
  const decimals = text('purchase_currency') === 'USDC' ? 6 : 8
  return json(200, {
    payment_total: money(total),
    payment_subtotal: money(subtotal),
    purchase_amount: { value: buys(subtotal, price, decimals), currency: text('purchase_currency') },
    coinbase_fee: money(fee),
    network_fee: money(network),
    quote_id: `quote-${serial}`,
  })
}

/** The Meld stand-in: `transactions` holds what its transaction search answers per externalSessionId. */
export type MeldStandIn = ProviderStandIn & { transactions: Map<string, Record<string, unknown>[]> }

/** Meld's service providers in the stand-in: each quotes with its own fee (percent of the amount). */
const MELD_SERVICE_PROVIDERS = [
  { serviceProvider: 'TRANSAK', feePercent: 3n },
  { serviceProvider: 'BANXA', feePercent: 2n },
]

function meldQuote(body: unknown): Answer {
  const q = (body ?? {}) as Record<string, unknown>
  const code = typeof q.destinationCurrencyCode === 'string' ? q.destinationCurrencyCode : ''
  // Meld's codes carry the chain after the symbol (`USDC_BASE`).
  const price = STAND_IN_PRICES[code.split('_')[0] as string]
  if (
    !price ||
    typeof q.sourceAmount !== 'number' ||
    !(q.sourceAmount > 0) ||
    typeof q.sourceCurrencyCode !== 'string' ||
    typeof q.countryCode !== 'string'
  )
    return json(400, { code: 'BAD_REQUEST', message: 'Bad Request : check request values and format' })
  const total = centsOf(String(q.sourceAmount))
  const networkCents = 30n
  const quotes = MELD_SERVICE_PROVIDERS.map(({ serviceProvider, feePercent }) => {
    const transactionCents = (total * feePercent + 99n) / 100n
    const feeCents = transactionCents + networkCents
    return {
      transactionType: 'CRYPTO_PURCHASE',
      sourceAmount: Number(centsText(total)),
      sourceAmountWithoutFees: Number(centsText(total - feeCents)),
      sourceCurrencyCode: q.sourceCurrencyCode,
      destinationAmount: Number(buys(total - feeCents, price, 6)),
      destinationCurrencyCode: code,
      exchangeRate: Number(price),
      transactionFee: Number(centsText(transactionCents)),
      networkFee: Number(centsText(networkCents)),
      totalFee: Number(centsText(feeCents)),
      serviceProvider,
      paymentMethodType: q.paymentMethodType ?? 'CREDIT_DEBIT_CARD',
    }
  })
  return json(200, { quotes, message: null, error: null })
}

/**
 * Meld's widget-session endpoint as Meld documents it: `POST /crypto/session/widget` with
 * `Authorization: BASIC <api key>`, a body of `sessionType` and `sessionData` (the wallet address,
 * currencies, amount). Answers `{ id, token, widgetUrl, externalSessionId, ... }`, else 401.
 * Also `POST /payments/crypto/quote` (one quote per service provider, their fees out of
 * `sourceAmount`, the rest at STAND_IN_PRICES) and `GET /payments/transactions?externalSessionIds=`
 * (`{ transactions, count, remaining }` from `transactions`), with the same key. Its widget page's Pay
 * settles the order (a SETTLED transaction under the session's externalSessionId).
 */
export async function startMeldStandIn(apiKey: string): Promise<MeldStandIn> {
  let sessions = 0
  const widgets = new Map<string, Record<string, unknown>>()
  const transactions = new Map<string, Record<string, unknown>[]>()
  const externalIds = new Map<string, string>()
  const standIn = await serve(async (request, body, base) => {
    const widget = new URL(request.url ?? '/', base)
    const keyed = request.headers.authorization === `BASIC ${apiKey}`
    const refused = json(401, { code: 'UNAUTHORIZED', message: 'Invalid credentials' })
    if (request.method === 'POST' && widget.pathname === '/payments/crypto/quote')
      return keyed ? meldQuote(body) : refused
    if (request.method === 'GET' && widget.pathname === '/payments/transactions') {
      if (!keyed) return refused
      const ids = (widget.searchParams.get('externalSessionIds') ?? '').split(',').filter(Boolean)
      const found = ids.flatMap((id) => transactions.get(id) ?? [])
      return json(200, { transactions: found, count: found.length, remaining: 0 })
    }
    // Where the buyer lands: a page naming the session's order, so a browser test sees what Meld got.
    if (request.method === 'GET' && widget.pathname === '/widget') {
      const order = widgets.get(widget.searchParams.get('token') ?? '')
      if (!order) return [404, 'Unknown widget session']
      const rows = Object.entries(order).map(
        ([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`,
      )
      const token = escapeHtml(widget.searchParams.get('token') ?? '')
      return [
        200,
        `<!doctype html><title>Meld stand-in</title><h1>Meld stand-in checkout</h1><dl>${rows.join('')}</dl>` +
          `<form method="post" action="/widget/pay?token=${token}"><button>Pay</button></form>`,
        'text/html',
      ]
    }
    // The buyer pays in the widget: Meld's service provider settles it and sends the crypto (a
    // transaction the search then answers, as BANXA quoted it, with an on-chain hash).
    if (request.method === 'POST' && widget.pathname === '/widget/pay') {
      const token = widget.searchParams.get('token') ?? ''
      const order = widgets.get(token)
      const externalSessionId = externalIds.get(token)
      if (!order || !externalSessionId) return [404, 'Unknown widget session']
      const code = String(order.destinationCurrencyCode)
      const total = centsOf(String(order.sourceAmount ?? '0'))
      const banxa = MELD_SERVICE_PROVIDERS.find((p) => p.serviceProvider === 'BANXA')
      const fee = (total * (banxa?.feePercent ?? 2n) + 99n) / 100n + 30n
      const price = STAND_IN_PRICES[code.split('_')[0] as string] ?? 1n
      transactions.set(externalSessionId, [
        {
          id: `T${externalSessionId}`,
          externalSessionId,
          status: 'SETTLED',
          serviceProvider: 'BANXA',
          sourceAmount: Number(centsText(total)),
          sourceCurrencyCode: order.sourceCurrencyCode,
          destinationAmount: Number(buys(total - fee, price, 6)),
          destinationCurrencyCode: code,
          cryptoDetails: {
            walletAddress: order.walletAddress,
            blockchainTransactionId: `0x${randomBytes(32).toString('hex')}`,
          },
        },
      ])
      return [200, '<!doctype html><title>Meld stand-in</title><h1>Payment complete</h1>', 'text/html']
    }
    if (request.method !== 'POST' || request.url !== '/crypto/session/widget')
      return json(404, { code: 'NOT_FOUND', message: 'Not found' })
    if (request.headers.authorization !== `BASIC ${apiKey}`)
      return json(401, { code: 'UNAUTHORIZED', message: 'Invalid credentials' })
    const { sessionType, sessionData, externalSessionId } = (body ?? {}) as {
      sessionType?: unknown
      sessionData?: {
        walletAddress?: unknown
        destinationCurrencyCode?: unknown
        sourceCurrencyCode?: unknown
      }
      externalSessionId?: unknown
    }
    if (
      !['BUY', 'SELL', 'TRANSFER'].includes(sessionType as string) ||
      typeof sessionData?.walletAddress !== 'string' ||
      typeof sessionData.destinationCurrencyCode !== 'string' ||
      typeof sessionData.sourceCurrencyCode !== 'string'
    )
      return json(400, { code: 'BAD_REQUEST', message: 'Bad Request : check request values and format' })
    sessions += 1
    const token = `meld-token-${sessions}`
    widgets.set(token, sessionData as Record<string, unknown>)
    if (typeof externalSessionId === 'string') externalIds.set(token, externalSessionId)
    return json(200, {
      id: `WS${sessions}`,
      customerId: `C${sessions}`,
      externalCustomerId: null,
      externalSessionId: externalSessionId ?? null,
      token,
      widgetUrl: `${base}/widget?token=${token}`,
      serviceProviderWidgetUrl: null,
    })
  })
  return Object.assign(standIn, { transactions })
}
