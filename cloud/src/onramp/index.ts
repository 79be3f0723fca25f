import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, BaseError, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { answeringNodeDown, answerNodeDown } from '../chain/accountRoutes.js'
import type { ChainConfig } from '../chain/blockchainApi.js'
import type { CloudDatabase } from '../db/openDatabase.js'
import { createWorkerLease } from '../db/workerLease.js'
import { json } from '../http/respond.js'
import type { Binding } from '../http/router.js'
import { createMemoryLimits, type SharedLimits } from '../limits/budgets.js'
import { createCheckoutStore } from './checkoutStore.js'
import { createDeliveryCap } from './deliveryCap.js'
import { onrampNetworks } from './onrampCatalog.js'
import { createPricing, type PricesOf } from './onrampPricing.js'
import { onrampRoutes } from './onrampRoutes.js'
import type { ProviderCheckout, ProviderQuote, ProviderStatus } from './providerCheckout.js'
import { createQuoteStore } from './quoteStore.js'
import { realOnrampNetworks } from './realNetworks.js'
import {
  type CheckoutLimits,
  defaultCheckoutLimits,
  type OnrampSandboxFactory,
  type SandboxCheckoutRoutes,
  sandboxPorts,
} from './sandboxPorts.js'
import { createTreasury, type Treasury } from './treasury.js'

export { devnetPricesOf, type PricesOf } from './onrampPricing.js'
export {
  coinbaseOneClickBuyUrl,
  type ProviderCheckout,
  type ProviderOrder,
  type ProviderStatus,
} from './providerCheckout.js'
export { providerCheckoutsFrom, providerQuotesFrom, providerStatusesFrom } from './providerCheckouts.js'
export type { CheckoutLimits, OnrampSandboxFactory, SandboxPorts } from './sandboxPorts.js'

export const treasuryAddressOf = (key: Hex): Address => privateKeyToAccount(key).address

export interface OnrampParameters {
  /** The cloud's chains; the on-ramp serves those with the devnet deployed. */
  chains: Record<string, ChainConfig>
  /** Where browsers reach the cloud: the checkout URLs and the form's allowed Origin come from it. */
  publicUrl: string
  /** The cloud's database: checkouts and quotes (db/openDatabase.ts). */
  database: CloudDatabase
  treasuryKey: Hex
  /** USD prices per chain: the blockchain API's `pricesOf`, or `devnetPricesOf()` (the prices file). */
  pricesOf: PricesOf
  now?: () => number
  /** Where rate limits are kept (this process's memory by default; Redis shared by every node). */
  sharedLimits?: SharedLimits
  checkoutLimits?: Partial<CheckoutLimits>
  /**
   * Production: each configured provider's real checkout (see providerCheckout.ts) instead of the
   * sandbox page; the options, quotes and limits stay this module's.
   */
  providerCheckouts?: Partial<Record<string, ProviderCheckout>>
  /** Production: each configured provider's order status, read by the status route. */
  providerStatuses?: Partial<Record<string, ProviderStatus>>
  /** Production: each configured provider's quote API, asked for its real networks' quotes. */
  providerQuotes?: Partial<Record<string, ProviderQuote>>
  /**
   * The chains the cloud has an RPC upstream for (CAIP-2): the real networks among them that a
   * provider configured for real serves are listed too, for that provider only.
   */
  upstreamChains?: string[]
  /** How long a dead node's treasury lease keeps deliveries waiting for another node (db/workerLease.ts). */
  treasuryLeaseMs?: number
  /**
   * The devnet's sandbox checkout (`onrampSandbox` from @airlock/dev-cloud/onramp-sandbox), injected
   * by the development composition: its pages take test cards and it refills the treasury on anvil.
   * Unset (production), there are no `/sandbox/onramp/*` pages and the treasury is never refilled.
   */
  sandbox?: OnrampSandboxFactory
}

export interface Onramp {
  /** `/v1/onramp/*` and `/v1/generators/onrampurl`, the modal's (project) routes. */
  routes: Binding[]
  /** `/sandbox/onramp/{provider}/checkout`: the sandbox's pages and their form posts (public); none without it. */
  handlePublicRoute(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>
  /** The address deliveries come from: put it in the chain's `onrampSenders`. */
  treasuryAddress: Address
  /** The treasury funded and deliveries interrupted by a restart settled (on the lease's holder). */
  ready: Promise<void>
  close(): Promise<void>
}

const isNodeError = (error: unknown) => error instanceof BaseError

/** A page that needs the chain's node answers 503 when the node does not, as the bound routes do. */
const nodeGuarded =
  (route: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<boolean>) =>
  async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const handled = await answerNodeDown(
      (error) => isNodeError(error) && !response.headersSent,
      () => route(request, response, path),
    )
    if (typeof handled === 'boolean') return handled
    json(response, handled.status, handled.body, handled.headers)
    return true
  }

/**
 * The cloud's on-ramp on the devnet: options, quotes and the URL generator for the modal, and a
 * treasury that delivers what was bought on the chain; the sandbox checkout taking test cards is
 * injected (`sandbox`) by the development composition. Production replaces the generator with the
 * real providers' by configuration.
 */
export function createOnramp({
  chains,
  publicUrl,
  database,
  treasuryKey,
  pricesOf,
  now = Date.now,
  sharedLimits = createMemoryLimits(now),
  checkoutLimits,
  providerCheckouts,
  providerStatuses,
  providerQuotes,
  upstreamChains = [],
  treasuryLeaseMs,
  sandbox,
}: OnrampParameters): Onramp {
  const base = publicUrl.replace(/\/$/, '')
  const devnets = onrampNetworks(chains)
  const networks = [...devnets, ...realOnrampNetworks(upstreamChains, Object.keys(providerCheckouts ?? {}))]
  const store = createCheckoutStore(database, { now })
  const quotes = createQuoteStore(database, { now })
  const pricing = createPricing(pricesOf, devnets)
  const limits = { ...defaultCheckoutLimits, ...checkoutLimits }
  const cap = createDeliveryCap(store, limits.deliveriesPerAddressPerHour, now)
  // The treasury refills through the sandbox, whose payments the treasury delivers: each calls the other later.
  let delivering: Treasury | undefined
  const checkout: SandboxCheckoutRoutes | undefined = sandbox?.(
    sandboxPorts({
      store,
      networks: devnets,
      pricing,
      treasury: () => delivering as Treasury,
      cap,
      publicUrl: base,
      now,
      sharedLimits,
      limits,
      realProviders: new Set(Object.keys(providerCheckouts ?? {})),
    }),
  )
  const treasury = createTreasury({
    key: treasuryKey,
    networks: devnets,
    store,
    // One node of the cluster delivers (one nonce sequence for the treasury key); the others take
    // over when it stops renewing.
    leaseOf: (hooks) =>
      createWorkerLease(database, { name: 'onramp-treasury', ttlMs: treasuryLeaseMs, ...hooks }),
    ...(checkout ? { refill: checkout.refill } : {}),
  })
  delivering = treasury
  const project = onrampRoutes({
    networks,
    pricing,
    store,
    quotes,
    cap,
    publicUrl: base,
    now,
    sharedLimits,
    ...(providerCheckouts ? { providerCheckouts } : {}),
    ...(providerStatuses ? { providerStatuses } : {}),
    ...(providerQuotes ? { providerQuotes } : {}),
  })
  return {
    routes: project.map((binding) => answeringNodeDown(isNodeError, binding)),
    handlePublicRoute: checkout ? nodeGuarded(checkout.handle) : async () => false,
    treasuryAddress: treasury.address,
    ready: treasury.ready,
    async close() {
      await treasury.close()
    },
  }
}
