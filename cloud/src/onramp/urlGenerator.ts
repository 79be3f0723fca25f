import type { OnrampUrlBody } from '@airlock/shared-protocol/cloud-api'
import { type Address, isAddress, zeroAddress } from 'viem'
import { parseCents, parseUnitsOf } from './amounts.js'
import type { CheckoutStore } from './checkoutStore.js'
import type { DeliveryCap } from './deliveryCap.js'
import { limitsText, type OnrampAsset, type OnrampNetwork, withinLimits } from './onrampCatalog.js'
import { type Checked, chooseAsset, chooseOrder } from './onrampOrder.js'
import type { Pricing } from './onrampPricing.js'
import { centsForUnits } from './onrampQuote.js'
import type { ProviderCheckout } from './providerCheckout.js'
import type { QuoteStore } from './quoteStore.js'

export type GeneratorBody = OnrampUrlBody

export interface UrlGeneratorContext {
  networks: OnrampNetwork[]
  pricing: Pricing
  store: CheckoutStore
  quotes: QuoteStore
  /** The per-address hourly cap: an address at it gets no new checkout. */
  cap: DeliveryCap
  /** The cloud's public URL: the checkout page is its own, never built from `Host`. */
  publicUrl: string
  /** Real providers' checkouts by configuration (production); a provider without one gets the sandbox. */
  providerCheckouts?: Partial<Record<string, ProviderCheckout>>
}

export type Generated = Checked<{ url: string; sessionId: string }> & { status?: number }

/**
 * `POST /v1/generators/onrampurl`: checks the order the way a provider's URL generator would (a
 * destination address, a network and assets the options list, presets inside the limits), stores
 * it as a checkout, and answers the sandbox checkout's URL. A `quoteId` fills in what the user was
 * quoted: provider, network, asset, currency and amount. A checkout is for one amount (a preset or the
 * quote's) and one receiver, which its page cannot change.
 */
export async function generateCheckout(
  { networks, pricing, store, quotes, cap, publicUrl, providerCheckouts }: UrlGeneratorContext,
  projectId: string,
  body: GeneratorBody,
  clientIp?: string,
): Promise<Generated> {
  const refuse = (message: string, status = 400): Generated => ({ ok: false, message, status })
  const quote = body.quoteId === undefined ? undefined : await quotes.get(body.quoteId)
  if (body.quoteId !== undefined && !quote) return refuse('Quote expired or unknown')
  const currency = body.paymentCurrency ?? quote?.paymentCurrency ?? 'USD'
  const networkName =
    body.defaultNetwork ?? quote?.network ?? body.destinationWallets[0]?.blockchains[0] ?? ''
  const order = chooseOrder(networks, {
    provider: body.provider ?? quote?.provider ?? 'coinbase',
    network: networkName,
    currency,
    method: quote?.paymentMethod ?? body.paymentMethod ?? 'card',
  })
  if (!order.ok) return refuse(order.message)
  const { network, fiat, provider, method } = order.value
  const wallet = body.destinationWallets.find((w) => w.blockchains.includes(network.name))
  if (!wallet) return refuse(`No destination wallet for network ${network.name}`)
  if (!isAddress(wallet.address, { strict: false }) || BigInt(wallet.address) === BigInt(zeroAddress))
    return refuse('Invalid destination address')
  const wanted = wallet.assets ?? (quote ? [quote.asset] : network.assets.map((a) => a.id))
  const assets: OnrampAsset[] = []
  for (const id of wanted) {
    const asset = chooseAsset(network, id, provider.name)
    if (!asset.ok) return refuse(asset.message)
    if (!assets.includes(asset.value)) assets.push(asset.value)
  }
  const quoted = quote && assets.find((a) => a.id === quote.asset)
  if (quote && !quoted) return refuse('The quote is for another asset')
  // The quoted asset is the one the checkout opens with.
  if (quoted) assets.unshift(...assets.splice(assets.indexOf(quoted), 1))
  const asset = assets[0] as OnrampAsset
  if (body.presetFiatAmount !== undefined && body.presetCryptoAmount !== undefined)
    return refuse('Give presetFiatAmount or presetCryptoAmount, not both')
  let presetFiatCents =
    body.presetFiatAmount === undefined ? null : (parseCents(body.presetFiatAmount) ?? -1n)
  if (presetFiatCents === -1n) return refuse('Invalid presetFiatAmount')
  if (body.presetCryptoAmount !== undefined) {
    // A real network has no price here (its provider prices it): the order is held to a fiat amount.
    if (network.providers) return refuse(`A checkout on ${network.name} needs presetFiatAmount or a quoteId`)
    const units = parseUnitsOf(body.presetCryptoAmount, asset.decimals)
    if (units === undefined) return refuse('Invalid presetCryptoAmount')
    const priced = await pricing({ network, asset, fiat, provider })
    if (!priced) return refuse(`No price for ${asset.symbol}`, 503)
    presetFiatCents = centsForUnits(units, priced)
  }
  presetFiatCents ??= quote && quote.paymentCurrency === fiat.id ? quote.amountCents : null
  if (presetFiatCents === null)
    return refuse('A checkout needs an amount: give presetFiatAmount, presetCryptoAmount or a quoteId')
  if (!withinLimits(presetFiatCents, method)) return refuse(limitsText(method, fiat.id))
  const real = providerCheckouts?.[provider.name]
  // The cap is the sandbox treasury's: a real provider delivers, and limits, on its own. Refused as
  // the other limits of an order are (400, which the modal shows), its text saying when to come back.
  const capped = real ? undefined : await cap.refusal(wallet.address)
  if (capped) return refuse(capped)
  const sessionId = await store.create({
    projectId,
    provider: provider.name,
    network: network.name,
    address: wallet.address as Address,
    assets: assets.map((a) => a.id),
    partnerUserId: body.partnerUserId,
    paymentCurrency: fiat.id,
    paymentMethod: method,
    presetFiatCents,
    presetCryptoAmount: body.presetCryptoAmount === undefined ? null : String(body.presetCryptoAmount),
    // Honoured only for the order quoted: same provider and currency (asset and amount are checked at payment).
    lockedQuote:
      quote && quote.provider === provider.name && quote.paymentCurrency === fiat.id
        ? {
            asset: quote.asset,
            currency: quote.paymentCurrency,
            amountCents: quote.amountCents,
            purchaseUnits: quote.purchaseUnits,
            expiresAt: quote.expiresAt,
          }
        : null,
  })
  if (real) {
    const order = {
      provider: provider.name,
      sessionId,
      address: wallet.address,
      network: network.name,
      // The provider's own code on a real network (Meld's `USDC_BASE`).
      asset: asset.providerCodes?.[provider.name] ?? asset.id,
      fiatCurrency: fiat.id,
      paymentMethod: method,
      ...(clientIp ? { clientIp } : {}),
      presetFiatAmount: (Number(presetFiatCents) / 100).toFixed(2),
      ...(body.presetCryptoAmount !== undefined
        ? { presetCryptoAmount: String(body.presetCryptoAmount) }
        : {}),
      // The provider's quote holds only for the very order it priced.
      ...(quote?.providerQuoteId &&
      quote.provider === provider.name &&
      quote.network === network.name &&
      quote.asset === asset.id &&
      quote.paymentCurrency === fiat.id &&
      quote.amountCents === presetFiatCents
        ? { quoteId: quote.providerQuoteId }
        : {}),
    }
    try {
      return { ok: true, value: { url: await real(order), sessionId } }
    } catch (error) {
      // The operator's log says why (a ProviderError names the status, never the key); the buyer
      // gets the spec's text, and the checkout that no provider holds is not kept.
      console.warn(`[onramp] ${provider.label} checkout not made: ${(error as Error).message}`)
      await store.discard(sessionId)
      return refuse(`${provider.label} is not available right now`, 503)
    }
  }
  const url = `${publicUrl}/sandbox/onramp/${provider.name}/checkout?session=${sessionId}`
  return { ok: true, value: { url, sessionId } }
}
