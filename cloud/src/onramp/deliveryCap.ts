import type { CheckoutStore, DeliveryCapWindow } from './checkoutStore.js'

/**
 * Deliveries one receiving address may get per hour. A visitor buys once, maybe again after a decline
 * or to top up, and a developer tries the flow a few times; 5 lets them. Test cards cost nothing, so
 * without a cap the sandbox is a faucet: a script pays 7,500 USD checkouts to one address as fast as
 * the per-client post limit allows (issue 35). Counted from the stored checkouts, so a restart
 * forgets nothing.
 */
export const DELIVERIES_PER_ADDRESS_PER_HOUR = 5
export const DELIVERY_WINDOW_MS = 3600_000

export interface DeliveryCap {
  /** The window `store.pay` enforces now. */
  window(): DeliveryCapWindow
  /** Why `address` may not be paid for now, saying when it may, or undefined. */
  refusal(address: string): Promise<string | undefined>
}

/** The per-address hourly cap over the checkouts' own payment times. */
export function createDeliveryCap(store: CheckoutStore, perHour: number, now: () => number): DeliveryCap {
  const window = () => ({ max: perHour, since: now() - DELIVERY_WINDOW_MS })
  return {
    window,
    async refusal(address) {
      const { since } = window()
      const times = await store.paidTimesTo(address, since)
      if (times.length < perHour) return undefined
      // Once the oldest delivery that counts is an hour old, there is room for one more.
      const freedAt = (times[times.length - perHour] as number) + DELIVERY_WINDOW_MS
      const minutes = Math.max(1, Math.ceil((freedAt - now()) / 60_000))
      return `This address has had ${perHour} purchases delivered in the last hour, the most the sandbox allows. Please try again after ${minutes} minutes.`
    },
  }
}
