import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, formatUnits, type PublicClient } from 'viem'
import { clientOf } from '../http/clientOf.js'
import type { SharedLimits } from '../limits/budgets.js'
import type { CheckoutPayment, CheckoutSession, CheckoutStore } from './checkoutStore.js'
import { DELIVERIES_PER_ADDRESS_PER_HOUR, type DeliveryCap } from './deliveryCap.js'
import {
  assetOf,
  type DevnetNetwork,
  type FiatCurrency,
  fiatOf,
  limitsText,
  methodOf,
  type OnrampAsset,
  type Provider,
  providerOf,
} from './onrampCatalog.js'
import type { Pricing } from './onrampPricing.js'
import { quoteOnramp } from './onrampQuote.js'
import type { Treasury } from './treasury.js'

export interface CheckoutLimits {
  /** Card attempts one checkout allows; the checkout fails after them. */
  attemptsPerCheckout: number
  /** Payment posts one client address may make in a burst, and how many per minute after it. */
  postsPerIpBurst: number
  postsPerIpPerMinute: number
  /** Deliveries one receiving address may get per hour (deliveryCap.ts). */
  deliveriesPerAddressPerHour: number
}

export const defaultCheckoutLimits: CheckoutLimits = {
  attemptsPerCheckout: 5,
  postsPerIpBurst: 20,
  postsPerIpPerMinute: 6,
  deliveriesPerAddressPerHour: DELIVERIES_PER_ADDRESS_PER_HOUR,
}

/** A checkout as the sandbox sees it: the store's, with its network's display name. */
export type SandboxCheckout = CheckoutSession & { networkName: string }

/**
 * What the sandbox checkout (@airlock/dev-cloud/onramp-sandbox) is handed: the cloud's checkouts,
 * pricing, hourly cap and treasury behind the few calls its page makes. Declared here as well as
 * there (the cloud's production modules import nothing of dev-cloud); the composition checks they agree.
 */
export interface SandboxPorts {
  publicUrl: string
  now: () => number
  limits: Omit<CheckoutLimits, 'deliveriesPerAddressPerHour'>
  checkouts: {
    get(id: string): Promise<SandboxCheckout | undefined>
    describe(checkout: SandboxCheckout, asset: string): Promise<{ limits: string; unitPriceCents?: bigint }>
    capRefusal(address: string): Promise<string | undefined>
    purchase(
      checkout: SandboxCheckout,
      order: { asset: string; currency: string; amountCents: bigint },
    ): Promise<CheckoutPayment | 'no price' | 'too small'>
    attempt(id: string, max: number): Promise<boolean>
    note(id: string, message: string): Promise<void>
    pay(id: string, payment: CheckoutPayment): Promise<'paid' | 'closed' | 'capped'>
    deliver(id: string): Promise<SandboxCheckout | undefined>
  }
  providerOf(name: string): Provider | undefined
  budget(name: string, perSecond: number, burst: number): { take(key: string): Promise<{ ok: boolean }> }
  clientOf(request: IncomingMessage): string
}

/** The sandbox as createOnramp runs it: its pages, and the treasury's refill on the devnet. */
export interface SandboxCheckoutRoutes {
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>
  refill(client: PublicClient, treasury: Address, asset: OnrampAsset, needed?: bigint): Promise<void>
}

/** The injected sandbox (`onrampSandbox` from @airlock/dev-cloud/onramp-sandbox in development). */
export type OnrampSandboxFactory = (ports: SandboxPorts) => SandboxCheckoutRoutes

export interface SandboxPortsParameters {
  store: CheckoutStore
  networks: DevnetNetwork[]
  pricing: Pricing
  treasury: () => Treasury
  cap: DeliveryCap
  publicUrl: string
  now: () => number
  sharedLimits: SharedLimits
  limits: CheckoutLimits
  /** Providers whose real checkout is configured: the sandbox gets none of their checkouts. */
  realProviders: ReadonlySet<string>
}

/** The ports over this process's on-ramp. */
export function sandboxPorts({
  store,
  networks,
  pricing,
  treasury,
  cap,
  publicUrl,
  now,
  sharedLimits,
  limits,
  realProviders,
}: SandboxPortsParameters): SandboxPorts {
  const networkOf = (session: CheckoutSession) =>
    networks.find((n) => n.name === session.network) as DevnetNetwork
  // Only the devnet's checkouts of providers on the sandbox: a real network's belong to their provider.
  const shown = (session: CheckoutSession | undefined): SandboxCheckout | undefined => {
    const network = session && networks.find((n) => n.name === session.network)
    if (!session || !network || realProviders.has(session.provider)) return undefined
    return { ...session, networkName: network.displayName }
  }
  const priceOf = (session: CheckoutSession, assetId: string) => {
    const network = networkOf(session)
    const asset = assetOf(network, assetId)
    const fiat = fiatOf(session.paymentCurrency)
    const provider = providerOf(session.provider)
    if (!asset || !fiat || !provider) return undefined
    return pricing({ network, asset, fiat, provider })
  }

  return {
    publicUrl,
    now,
    limits,
    providerOf,
    budget: (name, perSecond, burst) => sharedLimits.budget(name, perSecond, burst, now),
    clientOf,
    checkouts: {
      get: async (id) => shown(await store.get(id)),
      async describe(session, assetId) {
        const fiat = fiatOf(session.paymentCurrency) as FiatCurrency
        const method = `${methodOf(session.paymentMethod)?.name}: ${limitsText(session.paymentMethod, fiat?.id ?? 'USD').replace('Amount must be ', '')}`
        const priced = await priceOf(session, assetId)
        if (!priced) return { limits: method }
        return { limits: method, unitPriceCents: (priced.assetUsd8 * 100n) / fiat.usd8 }
      },
      capRefusal: (address) => cap.refusal(address),
      /**
       * Exactly the quote the checkout was opened with when the form pays that quote (amount,
       * currency, asset) before it expires, else a quote at today's prices and gas.
       */
      async purchase(session, order) {
        const asset = assetOf(networkOf(session), order.asset) as OnrampAsset
        const payment = (units: bigint): CheckoutPayment => ({
          asset: asset.id,
          units,
          value: formatUnits(units, asset.decimals),
          fiatCents: order.amountCents,
          currency: order.currency,
        })
        const locked = session.lockedQuote
        if (
          locked &&
          locked.asset === order.asset &&
          locked.currency === order.currency &&
          locked.amountCents === order.amountCents &&
          now() < locked.expiresAt
        )
          return payment(locked.purchaseUnits)
        const priced = await priceOf(session, order.asset)
        if (!priced) return 'no price'
        const units = quoteOnramp({ ...priced, amountCents: order.amountCents })?.purchaseUnits
        return units === undefined ? 'too small' : payment(units)
      },
      attempt: (id, max) => store.attempt(id, max),
      note: (id, message) => store.note(id, message),
      pay: (id, payment) => store.pay(id, payment, cap.window()),
      deliver: async (id) => shown(await treasury().deliver(id)),
    },
  }
}
