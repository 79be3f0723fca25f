import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, deployDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
import { type Address, createPublicClient, erc20Abi, type Hex, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { type CloudDatabase, openDatabase } from '../db/openDatabase.js'
import { answerWith } from '../testing/answerWith.js'
import { freePort } from '../testing/freePort.js'
import { type CheckoutLimits, createOnramp, type Onramp, type OnrampParameters } from './index.js'
import { devnetPricesOf } from './onrampPricing.js'

export const PROJECT = 'onramp-test'

export interface OnrampRig {
  anvil: RunningAnvil
  devnet: Devnet
  usdc: Address
  client: PublicClient
  /** The tiny server's URL: the on-ramp's public URL too. */
  url: string
  dbPath: string
  onramp: Onramp
  /** A project route, as the cloud calls it once the caller is authorized. */
  api(path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }>
  /** A page request (the checkout), answered as text. */
  page(path: string, init?: RequestInit): Promise<{ status: number; text: string; headers: Headers }>
  /** `POST /v1/onramp/quote` for 50 USD of ETH on the devnet, or what `overrides` says. */
  quote(overrides?: Record<string, unknown>): ReturnType<OnrampRig['api']>
  /** Posts the checkout form the way the browser does from the page itself. */
  pay(
    checkoutUrl: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): ReturnType<OnrampRig['page']>
  /** A checkout for `address` through the URL generator (50 USD unless `extra` gives an amount); its URL and id. */
  checkout(address: Address, extra?: Record<string, unknown>): Promise<{ url: string; sessionId: string }>
  balances(address: Address): Promise<{ eth: bigint; usdc: bigint }>
  /** A cloud restart: the on-ramp closed and made again on the same database and chain. */
  restart(): Promise<void>
  close(): Promise<void>
}

export interface RigOptions {
  now?: () => number
  checkoutLimits?: Partial<CheckoutLimits>
  treasuryKey?: Hex
  providerCheckouts?: OnrampParameters['providerCheckouts']
  providerStatuses?: OnrampParameters['providerStatuses']
  providerQuotes?: OnrampParameters['providerQuotes']
  upstreamChains?: string[]
  /** Inject the sandbox checkout (default): false mounts the on-ramp as production does, without it. */
  sandbox?: boolean
}

/** A real anvil with the devnet, and the on-ramp mounted on a node:http server as the cloud mounts it. */
export async function startOnrampRig({
  now = Date.now,
  checkoutLimits,
  treasuryKey = DEVNET_TREASURY_KEY,
  providerCheckouts,
  providerStatuses,
  providerQuotes,
  upstreamChains,
  sandbox = true,
}: RigOptions = {}): Promise<OnrampRig> {
  const anvil = await startAnvil({ port: await freePort() })
  // A deployment that fails must not leave its node running.
  const devnet = await deployDevnet(anvil.url).catch(async (error: unknown) => {
    await anvil.stop()
    throw error
  })
  const usdc = devnet.tokens.find((t) => t.symbol === 'USDC')?.address as Address
  const client = createPublicClient({ chain: foundry, transport: http(anvil.url) }) as PublicClient
  const dbPath = join(mkdtempSync(join(tmpdir(), 'onramp-')), 'cloud.db')
  let onramp: Onramp | undefined
  let routes: ReturnType<typeof answerWith> | undefined
  // The modal's routes through the cloud's router (answers checked against the contract), the pages as they are.
  // Each start opens the file again, as a restarted cloud would.
  let database: CloudDatabase | undefined
  const server: Server = createServer(async (request, response) => {
    if (routes && (await routes(request, response))) return
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const handled = await onramp?.handlePublicRoute(request, response, path)
    if (!handled) response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const stop = async () => {
    await onramp?.close()
    await database?.destroy()
  }
  const make = async () => {
    database = await openDatabase(dbPath)
    const made = createOnramp({
      chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet } },
      publicUrl: url,
      database,
      treasuryKey,
      pricesOf: devnetPricesOf(),
      now,
      // The devnet's sandbox checkout, as the dev composition injects it.
      ...(sandbox ? { sandbox: onrampSandbox } : {}),
      ...(checkoutLimits ? { checkoutLimits } : {}),
      ...(providerCheckouts ? { providerCheckouts } : {}),
      ...(providerStatuses ? { providerStatuses } : {}),
      ...(providerQuotes ? { providerQuotes } : {}),
      ...(upstreamChains ? { upstreamChains } : {}),
    })
    await made.ready
    routes = answerWith(made.routes)
    return made
  }
  onramp = await make().catch(async (error: unknown) => {
    server.close()
    await anvil.stop()
    throw error
  })
  const page: OnrampRig['page'] = async (path, init) => {
    const response = await fetch(path.startsWith('http') ? path : `${url}${path}`, init)
    return { status: response.status, text: await response.text(), headers: response.headers }
  }
  const rig: OnrampRig = {
    anvil,
    devnet,
    usdc,
    client,
    url,
    dbPath,
    get onramp() {
      return onramp as Onramp
    },
    async api(path, init = {}) {
      const separator = path.includes('?') ? '&' : '?'
      const response = await fetch(`${url}${path}${separator}projectId=${PROJECT}`, init)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    page,
    quote: (overrides = {}) =>
      rig.api('/v1/onramp/quote', {
        method: 'POST',
        body: JSON.stringify({
          purchaseCurrency: { id: 'ETH' },
          paymentCurrency: { id: 'USD' },
          amount: '50',
          network: 'devnet',
          ...overrides,
        }),
      }),
    pay: (checkoutUrl, fields, headers = { origin: url, 'sec-fetch-site': 'same-origin' }) =>
      page(checkoutUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({
          amount: '50',
          currency: 'USD',
          asset: 'ETH',
          expiry: '12/39',
          cvc: '123',
          ...fields,
        }),
      }),
    async checkout(address, extra = {}) {
      const amountGiven = ['presetFiatAmount', 'presetCryptoAmount', 'quoteId'].some((k) => k in extra)
      const { status, body } = await rig.api('/v1/generators/onrampurl', {
        method: 'POST',
        body: JSON.stringify({
          destinationWallets: [{ address, blockchains: ['devnet'], assets: ['ETH'] }],
          defaultNetwork: 'devnet',
          partnerUserId: 'tester',
          defaultExperience: 'buy',
          ...(amountGiven ? {} : { presetFiatAmount: 50 }),
          ...extra,
        }),
      })
      if (status !== 200) throw new Error(`onrampurl ${status}: ${JSON.stringify(body)}`)
      return body as { url: string; sessionId: string }
    },
    async balances(address) {
      const [eth, usdcBalance] = await Promise.all([
        client.getBalance({ address }),
        client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
      ])
      return { eth, usdc: usdcBalance }
    },
    async restart() {
      await stop()
      onramp = await make()
    },
    async close() {
      await stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await anvil.stop()
    },
  }
  return rig
}
