import type { IncomingMessage, ServerResponse } from 'node:http'
import { formatUnits } from 'viem'
import { clientOf } from '../http/clientOf.js'
import { headerOf, json, queryOf } from '../http/respond.js'
import type { SharedLimits } from '../limits/budgets.js'
import { type PaymentForm, readPaymentForm } from './checkoutForm.js'
import type { CheckoutSession, CheckoutStore } from './checkoutStore.js'
import { CHECKOUT_HEADERS } from './checkoutStyle.js'
import { createCheckoutViews, type PageAnswer } from './checkoutViews.js'
import { DELIVERIES_PER_ADDRESS_PER_HOUR, type DeliveryCap } from './deliveryCap.js'
import {
  assetOf,
  type DevnetNetwork,
  type FiatCurrency,
  fiatOf,
  type OnrampAsset,
  type Provider,
  providerOf,
} from './onrampCatalog.js'
import type { Pricing } from './onrampPricing.js'
import { quoteOnramp } from './onrampQuote.js'
import { parseFormBody } from './requestBody.js'
import { chargeCard } from './testCards.js'
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

export interface CheckoutRoutesParameters {
  store: CheckoutStore
  networks: DevnetNetwork[]
  pricing: Pricing
  treasury: Treasury
  /** The per-address hourly cap, shared with the URL generator. */
  cap: DeliveryCap
  publicUrl: string
  now: () => number
  sharedLimits: SharedLimits
  limits?: Partial<CheckoutLimits>
  /** Providers whose real checkout is configured: their sandbox page is not served. */
  realProviders?: ReadonlySet<string>
}

const checkoutPath = /^\/sandbox\/onramp\/([a-z]{1,16})\/checkout$/
const FORM_BYTES = 2048

/**
 * A form post a browser made from this origin's own page: its Origin is ours, and its
 * Sec-Fetch-Site (when sent) says same-origin. A page elsewhere cannot forge either header.
 */
export function isSameOriginPost(request: IncomingMessage, ownOrigin: string): boolean {
  const site = headerOf(request, 'sec-fetch-site')
  if (site !== undefined && site !== 'same-origin') return false
  const origin = headerOf(request, 'origin')
  return origin !== undefined ? origin === ownOrigin : site === 'same-origin'
}

/** The sandbox checkout pages, one per provider: `GET` shows the card form, `POST` pays and delivers. */
export function createCheckoutRoutes({
  store,
  networks,
  pricing,
  treasury,
  cap,
  publicUrl,
  now,
  sharedLimits,
  limits: overrides,
  realProviders,
}: CheckoutRoutesParameters) {
  const limits = { ...defaultCheckoutLimits, ...overrides }
  const ownOrigin = new URL(publicUrl).origin
  const posts = sharedLimits.budget(
    'checkout-posts',
    limits.postsPerIpPerMinute / 60,
    limits.postsPerIpBurst,
    now,
  )

  const { formPage, closedPage, notice, networkOf } = createCheckoutViews(networks, pricing, now)

  /**
   * What a payment buys: exactly the quote the checkout was opened with when the form pays that
   * quote (amount, currency, asset) before it expires, else a quote at today's prices and gas.
   */
  async function purchaseOf(provider: Provider, session: CheckoutSession, form: PaymentForm) {
    const locked = session.lockedQuote
    if (
      locked &&
      locked.asset === form.asset &&
      locked.currency === form.currency &&
      locked.amountCents === form.amountCents &&
      now() < locked.expiresAt
    )
      return locked.purchaseUnits
    const network = networkOf(session)
    const asset = assetOf(network, form.asset) as OnrampAsset
    const priced = await pricing({ network, asset, fiat: fiatOf(form.currency) as FiatCurrency, provider })
    if (!priced) return 'no price'
    return quoteOnramp({ ...priced, amountCents: form.amountCents })?.purchaseUnits ?? 'too small'
  }

  async function pay(
    request: IncomingMessage,
    provider: Provider,
    session: CheckoutSession,
  ): Promise<PageAnswer> {
    const alreadyPaid = notice(provider, 409, 'Already paid', 'This checkout was already paid.')
    if (session.payment) return alreadyPaid
    const closed = closedPage(provider, session)
    if (closed) return closed
    const body = await parseFormBody(request, FORM_BYTES)
    if (!body.ok) return notice(provider, body.status, 'Payment refused', body.message)
    const form = readPaymentForm(body.data, session, now())
    // The form again shows the checkout's own order; only an asset among its own is kept.
    const chosen = session.assets.find((a) => a === body.data.get('asset'))
    const entered = chosen ? { asset: chosen } : {}
    if (!form.ok) return [400, await formPage(provider, session, { ...entered, error: form.message })]
    const capped = await cap.refusal(session.address)
    if (capped) return [429, await formPage(provider, session, { ...entered, error: capped })]
    const asset = assetOf(networkOf(session), form.value.asset) as OnrampAsset
    const units = await purchaseOf(provider, session, form.value)
    if (units === 'no price') return notice(provider, 503, 'Prices are unavailable', 'Try again in a minute.')
    if (units === 'too small') {
      const error = 'Amount is too small to cover the fees'
      return [400, await formPage(provider, session, { ...entered, error })]
    }
    if (!(await store.attempt(session.id, limits.attemptsPerCheckout))) {
      // A racing post paid it meanwhile: this one is a replay, not an attempt too many.
      if ((await store.get(session.id))?.payment) return alreadyPaid
      return notice(provider, 429, 'Too many payment attempts')
    }
    const charge = chargeCard(form.value.card)
    if (!charge.paid) {
      await store.note(session.id, charge.message)
      return [402, await formPage(provider, session, { ...entered, error: charge.message })]
    }
    const payment = {
      asset: asset.id,
      units,
      value: formatUnits(units, asset.decimals),
      fiatCents: form.value.amountCents,
      currency: form.value.currency,
    }
    const paid = await store.pay(session.id, payment, cap.window())
    // Another checkout to this address was paid meanwhile, up to the cap: the card is not taken.
    if (paid === 'capped') {
      const error = (await cap.refusal(session.address)) ?? 'Too many purchases for this address'
      return [429, await formPage(provider, session, { ...entered, error })]
    }
    if (paid === 'closed') return alreadyPaid
    const delivered = (await treasury.deliver(session.id)) ?? session
    const [status, html] = closedPage(provider, delivered) ?? notice(provider, 500, 'Payment failed')
    // The card was taken but the delivery failed: the cloud's fault, not the request's.
    return [delivered.status === 'failed' ? 502 : status, html]
  }

  return {
    async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
      const match = checkoutPath.exec(path)
      if (!match) return false
      const provider = providerOf(match[1] as string)
      if (!provider) return false
      const send = ([status, html]: PageAnswer) => {
        response.writeHead(status, CHECKOUT_HEADERS)
        response.end(html)
        return true
      }
      const method = request.method
      if (method !== 'GET' && method !== 'POST') {
        json(response, 405, { message: 'Method not allowed' })
        return true
      }
      if (method === 'POST') {
        if (!isSameOriginPost(request, ownOrigin))
          return send(
            notice(provider, 403, 'Payment refused', 'Payments are only taken from this checkout page.'),
          )
        if (!(await posts.take(clientOf(request))).ok)
          return send(notice(provider, 429, 'Too many attempts', 'Wait a minute, then try again.'))
      }
      const id = queryOf(request).session ?? ''
      const session = /^[A-Za-z0-9_-]{22}$/.test(id) ? await store.get(id) : undefined
      // A provider configured for real takes its payments on its own page, never with test cards here.
      if (!session || session.provider !== provider.name || realProviders?.has(provider.name))
        return send(notice(provider, 404, 'Checkout not found'))
      if (method === 'POST') return send(await pay(request, provider, session))
      return send(closedPage(provider, session) ?? [200, await formPage(provider, session)])
    },
    // Nothing of its own to stop: the posts' budget is the shared limits'.
    close() {},
  }
}
