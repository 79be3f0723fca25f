import { formatUnits } from 'viem'
import { ceilDiv, formatCents } from './amounts.js'
import type { OnrampAsset, Provider } from './onrampCatalog.js'

/** Prices travel as USD scaled by 1e8 (bigint), so the quote math is exact and reproducible. */
export const USD8 = 100_000_000n
export const toUsd8 = (price: number): bigint | undefined =>
  Number.isFinite(price) && price > 0 ? BigInt(Math.round(price * 1e8)) : undefined

/** Gas the treasury's delivery takes (a plain transfer; an ERC-20 `transfer` to a new holder is ~52k). */
export const deliveryGas = (asset: OnrampAsset) => (asset.contract ? 65_000n : 21_000n)

/** Purchases are rounded down to 8 decimals: what the quote shows is exactly what is delivered. */
const SHOWN_DECIMALS = 8

export interface QuoteInput {
  amountCents: bigint
  fiat: { id: string; usd8: bigint }
  provider: Provider
  asset: OnrampAsset
  /** The asset's USD price. */
  assetUsd8: bigint
  /** The native token's USD price (the network fee is paid in it). */
  nativeUsd8: bigint
  gasPriceWei: bigint
}

export interface OnrampQuote {
  amountCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** What the treasury sends, in the asset's base units. */
  purchaseUnits: bigint
}

/** The network fee of one delivery in fiat cents, rounded up (a fee is never shown smaller than it is). */
export function networkFeeCents({ asset, gasPriceWei, nativeUsd8, fiat }: QuoteInput): bigint {
  const wei = gasPriceWei * deliveryGas(asset)
  return ceilDiv(wei * nativeUsd8 * 100n, 10n ** 18n * fiat.usd8)
}

/**
 * The user pays `amount`; the provider's fee and the network fee come out of it and the rest buys the
 * asset at its price, rounded down. The fee is rounded up to the cent, so it never drops below the
 * provider's rate (Meld's 1% is the floor of the spec's 1-2%). Undefined when the fees eat it all.
 */
export function quoteOnramp(input: QuoteInput): OnrampQuote | undefined {
  const { amountCents, provider, asset, assetUsd8, fiat } = input
  const feeCents = ceilDiv(amountCents * provider.feeBps, 10_000n)
  const network = networkFeeCents(input)
  const subtotalCents = amountCents - feeCents - network
  if (subtotalCents <= 0n) return undefined
  const exact = (subtotalCents * fiat.usd8 * 10n ** BigInt(asset.decimals)) / (100n * assetUsd8)
  const step = 10n ** BigInt(Math.max(0, asset.decimals - SHOWN_DECIMALS))
  const purchaseUnits = (exact / step) * step
  if (purchaseUnits === 0n) return undefined
  return { amountCents, feeCents, networkFeeCents: network, subtotalCents, purchaseUnits }
}

/**
 * The fiat amount that buys about `units` of the asset (for a preset crypto amount): the inverse of
 * `quoteOnramp`, rounded up to the cent.
 */
export function centsForUnits(units: bigint, input: Omit<QuoteInput, 'amountCents'>): bigint {
  const { asset, assetUsd8, fiat, provider } = input
  const subtotal = ceilDiv(units * assetUsd8 * 100n, 10n ** BigInt(asset.decimals) * fiat.usd8)
  const beforeFee = subtotal + networkFeeCents({ ...input, amountCents: 0n })
  return ceilDiv(beforeFee * 10_000n, 10_000n - provider.feeBps)
}

/** `POST /v1/onramp/quote`'s answer (the contract's names; `coinbaseFee` is whichever provider's fee). */
export function quoteBody(quote: OnrampQuote, input: QuoteInput, quoteId: string) {
  const fiat = (cents: bigint) => ({ value: formatCents(cents), currency: input.fiat.id })
  return {
    purchaseAmount: {
      value: formatUnits(quote.purchaseUnits, input.asset.decimals),
      currency: input.asset.symbol,
    },
    paymentSubtotal: fiat(quote.subtotalCents),
    paymentTotal: fiat(quote.amountCents),
    networkFee: fiat(quote.networkFeeCents),
    coinbaseFee: fiat(quote.feeCents),
    quoteId,
  }
}
