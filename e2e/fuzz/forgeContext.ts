import type { Random } from './random.ts'

/** Bounds that keep one message cheap enough to send a hundred thousand of them. */
export interface ForgeLimits {
  /** Longest string a message may carry, in UTF-16 units. */
  maxString: number
  /** Deepest nesting of the deliberately deep values. */
  maxDepth: number
}

export const defaultLimits: ForgeLimits = { maxString: 128 * 1024, maxDepth: 400 }

/**
 * What a forger gets: the message's own generator, the limits, and `port()`, which hands out a
 * port to embed in the data (it is also put in the transfer list). In the browser that is a real
 * MessagePort; in Node a placeholder, so the same seed builds the same shape on both sides.
 */
export interface ForgeContext<P> {
  random: Random
  limits: ForgeLimits
  port(): P
}

/** One forger's result. `ports`, when set, is the exact number of ports the message must transfer. */
export interface Forgery {
  variant: string
  data: unknown
  ports?: number
}

/** The key a pollution payload writes: a probe reads it back from `Object.prototype` afterwards. */
export const POLLUTION_KEY = 'airlockFuzzPolluted'

/** An own enumerable `__proto__` key: what `JSON.parse` makes, and what naive merges turn into pollution. */
export function withOwnProto(target: Record<string, unknown>, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, '__proto__', { value, enumerable: true, configurable: true, writable: true })
  return target
}

export function pollutionPayload(): Record<string, unknown> {
  // biome-ignore lint/suspicious/noThenProperty: a `then` that is not a function is part of the forgery, for a receiver that awaits it.
  return { [POLLUTION_KEY]: true, then: 'not a function', toString: 'not a function' }
}

/**
 * What the wallet frame's forgers aim at: the sign-in under way, named by its public intent id (the
 * host page saw it in the popup's first URL and can hand it to anyone), and the wallet's origin.
 */
export interface WalletTarget {
  intent: string
  walletOrigin: string
}
