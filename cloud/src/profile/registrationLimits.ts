import { createMemoryLimits, type SharedLimits } from '../limits/budgets.js'

/** How many name registrations a source address and an account may attempt: a burst, then a rate. */
export interface RegistrationLimits {
  perSourceBurst: number
  perSourcePerHour: number
  perAccountBurst: number
  perAccountPerHour: number
}

/**
 * A person registers one name (one per address), maybe after a taken one; an office or household
 * behind one address registers a few. 20 at once and one every 2 minutes after that lets them
 * through, while one machine minting 300 names for 300 keys (5.7 s in issue 35) gets 20, then 30 an
 * hour.
 */
export const REGISTRATIONS_PER_SOURCE_BURST = 20
export const REGISTRATIONS_PER_SOURCE_PER_HOUR = 30

/**
 * Attempts naming one account: its own retries are one or two. The signature check behind an attempt
 * is a node call for a contract account (an ERC-6492 one simulates its deployment), so strangers on
 * many addresses naming one account cannot make the node do more than this for it. A stranger can
 * spend it with junk signatures too: the account waits at most 6 minutes for its next attempt.
 */
export const REGISTRATIONS_PER_ACCOUNT_BURST = 5
export const REGISTRATIONS_PER_ACCOUNT_PER_HOUR = 10

export const defaultRegistrationLimits: RegistrationLimits = {
  perSourceBurst: REGISTRATIONS_PER_SOURCE_BURST,
  perSourcePerHour: REGISTRATIONS_PER_SOURCE_PER_HOUR,
  perAccountBurst: REGISTRATIONS_PER_ACCOUNT_BURST,
  perAccountPerHour: REGISTRATIONS_PER_ACCOUNT_PER_HOUR,
}

/** The 429's text, in the spec's cooldown wording ('Please try again after N seconds'). */
export const tooManyRegistrations = (seconds: number) =>
  `Too many name registrations. Please try again after ${seconds} seconds`

/**
 * Budgets for registration attempts per source address (the TCP peer, never a header) and per
 * account (the address that would hold the name), in `shared` (this process's memory by default).
 */
export function createRegistrationLimiter(
  limits: RegistrationLimits,
  now: () => number,
  shared: SharedLimits = createMemoryLimits(now),
) {
  const sources = shared.budget('name-sources', limits.perSourcePerHour / 3600, limits.perSourceBurst, now)
  const accounts = shared.budget(
    'name-accounts',
    limits.perAccountPerHour / 3600,
    limits.perAccountBurst,
    now,
  )
  return {
    /**
     * Spends one attempt of the source's budget, then of the account's: 0, or the seconds until the
     * one that had none left has one again. The source pays for its own refused attempt.
     */
    async take(source: string, account: string): Promise<number> {
      if (!(await sources.take(source)).ok) return Math.ceil(3600 / limits.perSourcePerHour)
      if (!(await accounts.take(account.toLowerCase())).ok) return Math.ceil(3600 / limits.perAccountPerHour)
      return 0
    },
  }
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>
