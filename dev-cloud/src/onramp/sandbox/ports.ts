import type { IncomingMessage } from 'node:http'

// What the sandbox checkout needs of the cloud's on-ramp, declared here: this package imports nothing of
// the cloud's (which dev-depends on it), and the cloud's createOnramp hands in objects of these shapes.

/** A checkout as the cloud keeps it (checkoutStore.ts): only what the page shows and the form checks. */
export interface SandboxCheckout {
  id: string
  /** `coinbase` or `meld`: the provider whose page it is. */
  provider: string
  status: 'pending' | 'paid' | 'sent' | 'completed' | 'failed'
  /** The last card refusal, or why it failed. */
  message: string | null
  /** The receiver, bound at creation. */
  address: string
  /** What it may buy; the first is the default. */
  assets: string[]
  /** The network as the page names it (`Airlock Devnet`). */
  networkName: string
  /** The amount it is bound to, in cents of `paymentCurrency`; null when it has none. */
  presetFiatCents: bigint | null
  paymentCurrency: string
  payment: SandboxPayment | null
  txHash: string | null
  expiresAt: number
}

/** What a paid checkout bought. */
export interface SandboxPayment {
  asset: string
  /** base units of the asset */
  units: bigint
  /** the same amount as a decimal string */
  value: string
  fiatCents: bigint
  currency: string
}

/** The order a form post pays: always the checkout's own amount and currency, an asset among its own. */
export interface PostedOrder {
  asset: string
  currency: string
  amountCents: bigint
}

export interface SandboxProvider {
  name: string
  label: string
  /** Its fee in basis points, as the cloud's quotes take it. */
  feeBps: bigint
}

/** The cloud's checkouts, pricing, hourly cap and treasury, as far as the sandbox uses them. */
export interface CheckoutPort {
  /** A checkout the sandbox may take cards for; undefined when there is none (or its provider is configured for real). */
  get(id: string): Promise<SandboxCheckout | undefined>
  /** The page's facts for buying `asset`: the method's limits, and one unit's price in the checkout's currency (cents) when priced. */
  describe(checkout: SandboxCheckout, asset: string): Promise<{ limits: string; unitPriceCents?: bigint }>
  /** Why the receiver may not be paid for now (the per-address hourly cap), saying when it may. */
  capRefusal(address: string): Promise<string | undefined>
  /** What paying `order` buys: the checkout's locked quote when it matches, else today's prices and gas. */
  purchase(checkout: SandboxCheckout, order: PostedOrder): Promise<SandboxPayment | 'no price' | 'too small'>
  /** Spends one card attempt; false when none is left (or the checkout is not pending). */
  attempt(id: string, max: number): Promise<boolean>
  /** Keeps a card refusal as the checkout's message (the status route shows it). */
  note(id: string, message: string): Promise<void>
  /** Records the payment under the hourly cap, in one transaction. */
  pay(id: string, payment: SandboxPayment): Promise<'paid' | 'closed' | 'capped'>
  /** Hands a paid checkout to the treasury; resolves to the checkout as it ends up. */
  deliver(id: string): Promise<SandboxCheckout | undefined>
}

/** A token bucket per key, kept where the cloud keeps its rate limits (Redis when the nodes share one). */
export interface PostBudget {
  take(key: string): Promise<{ ok: boolean }>
}

export interface SandboxLimits {
  /** Card attempts one checkout allows; the checkout fails after them. */
  attemptsPerCheckout: number
  /** Payment posts one client address may make in a burst, and how many per minute after it. */
  postsPerIpBurst: number
  postsPerIpPerMinute: number
}

export interface SandboxPorts {
  /** Where browsers reach the cloud: the form's only allowed Origin. */
  publicUrl: string
  now: () => number
  limits: SandboxLimits
  checkouts: CheckoutPort
  providerOf(name: string): SandboxProvider | undefined
  /** The budget named `name`: `perSecond` refill, `burst` capacity. */
  budget(name: string, perSecond: number, burst: number): PostBudget
  /** The address a request comes from, as the cloud decided it (its trusted proxies). */
  clientOf(request: IncomingMessage): string
}
