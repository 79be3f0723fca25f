import type { IncomingMessage, ServerResponse } from 'node:http'
import { json, readBody } from '../../serverKit.js'
import { type PaymentForm, readPaymentForm } from './checkoutForm.js'
import { CHECKOUT_HEADERS } from './checkoutStyle.js'
import { createCheckoutViews, type PageAnswer } from './checkoutViews.js'
import type { SandboxCheckout, SandboxLimits, SandboxPorts, SandboxProvider } from './ports.js'
import { chargeCard } from './testCards.js'

export const defaultSandboxLimits: SandboxLimits = {
  attemptsPerCheckout: 5,
  postsPerIpBurst: 20,
  postsPerIpPerMinute: 6,
}

const checkoutPath = /^\/sandbox\/onramp\/([a-z]{1,16})\/checkout$/
const FORM_BYTES = 2048

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

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

type Parsed = { ok: true; data: URLSearchParams } | { ok: false; status: number; message: string }

/** An HTML form post (`application/x-www-form-urlencoded`) of at most `limit` bytes. */
async function parseFormBody(request: IncomingMessage, limit: number): Promise<Parsed> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    return { ok: false, status: 415, message: 'Send the form as application/x-www-form-urlencoded' }
  const raw = await readBody(request, limit)
  if (raw === undefined) return { ok: false, status: 413, message: 'Request body too large' }
  return { ok: true, data: new URLSearchParams(raw) }
}

/**
 * The sandbox checkout pages, one per provider: `GET` shows the card form, `POST` takes a test card,
 * and the cloud (its ports) prices, records and delivers what was paid.
 */
export function createSandboxCheckout({
  publicUrl,
  now,
  limits,
  checkouts,
  providerOf,
  budget,
  clientOf,
}: SandboxPorts) {
  const ownOrigin = new URL(publicUrl).origin
  const posts = budget('checkout-posts', limits.postsPerIpPerMinute / 60, limits.postsPerIpBurst)
  const { formPage, closedPage, notice } = createCheckoutViews(checkouts, now)

  async function pay(
    request: IncomingMessage,
    provider: SandboxProvider,
    session: SandboxCheckout,
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
    const again = async (status: number, error: string): Promise<PageAnswer> => [
      status,
      await formPage(provider, session, { ...entered, error }),
    ]
    if (!form.ok) return again(400, form.message)
    const capped = await checkouts.capRefusal(session.address)
    if (capped) return again(429, capped)
    const { card, ...order }: PaymentForm = form.value
    const payment = await checkouts.purchase(session, order)
    if (payment === 'no price')
      return notice(provider, 503, 'Prices are unavailable', 'Try again in a minute.')
    if (payment === 'too small') return again(400, 'Amount is too small to cover the fees')
    if (!(await checkouts.attempt(session.id, limits.attemptsPerCheckout))) {
      // A racing post paid it meanwhile: this one is a replay, not an attempt too many.
      if ((await checkouts.get(session.id))?.payment) return alreadyPaid
      return notice(provider, 429, 'Too many payment attempts')
    }
    const charge = chargeCard(card)
    if (!charge.paid) {
      await checkouts.note(session.id, charge.message)
      return again(402, charge.message)
    }
    const paid = await checkouts.pay(session.id, payment)
    // Another checkout to this address was paid meanwhile, up to the cap: the card is not taken.
    if (paid === 'capped')
      return again(
        429,
        (await checkouts.capRefusal(session.address)) ?? 'Too many purchases for this address',
      )
    if (paid === 'closed') return alreadyPaid
    const delivered = (await checkouts.deliver(session.id)) ?? session
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
      const query = new URL(request.url ?? '/', 'http://sandbox').searchParams
      const id = Object.fromEntries(query).session ?? ''
      const session = /^[A-Za-z0-9_-]{22}$/.test(id) ? await checkouts.get(id) : undefined
      // A provider configured for real takes its payments on its own page (the port gives none of its checkouts).
      if (!session || session.provider !== provider.name)
        return send(notice(provider, 404, 'Checkout not found'))
      if (method === 'POST') return send(await pay(request, provider, session))
      return send(closedPage(provider, session) ?? [200, await formPage(provider, session)])
    },
  }
}
