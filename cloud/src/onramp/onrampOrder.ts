import { parseCents } from './amounts.js'
import {
  assetOf,
  type FiatCurrencyId,
  fiatOf,
  limitsText,
  methodOf,
  type OnrampAsset,
  type OnrampNetwork,
  type PaymentMethodId,
  type Provider,
  providerOf,
  withinLimits,
} from './onrampCatalog.js'

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

export interface OrderChoice {
  provider: Provider
  network: OnrampNetwork
  fiat: NonNullable<ReturnType<typeof fiatOf>>
  method: PaymentMethodId
}

const clip = (text: string) => text.slice(0, 64)

/** Provider, network, fiat currency and payment method by their ids, each refused in its own words. */
export function chooseOrder(
  networks: OnrampNetwork[],
  ids: { provider: string; network: string; currency: string; method: string },
): Checked<OrderChoice> {
  const provider = providerOf(ids.provider)
  if (!provider) return { ok: false, message: `Unsupported provider ${clip(ids.provider)}` }
  const network = networks.find((n) => n.name === ids.network)
  // A real network is its real providers' only: a sandbox checkout cannot deliver there.
  if (!network || (network.providers && !network.providers.includes(provider.name)))
    return { ok: false, message: `Unsupported network ${clip(ids.network)}` }
  const fiat = fiatOf(ids.currency)
  if (!fiat) return { ok: false, message: `Unsupported payment currency ${clip(ids.currency)}` }
  const method = methodOf(ids.method)
  if (!method) return { ok: false, message: `Unsupported payment method ${clip(ids.method)}` }
  return { ok: true, value: { provider, network, fiat, method: method.id } }
}

/** The asset by its id; on a real network, only one `provider` delivers there. */
export function chooseAsset(network: OnrampNetwork, id: string, provider?: string): Checked<OnrampAsset> {
  const asset = assetOf(network, id)
  const served = !asset?.providerCodes || (provider !== undefined && asset.providerCodes[provider])
  return asset && served
    ? { ok: true, value: asset }
    : { ok: false, message: `Unsupported purchase currency ${clip(id)}` }
}

/** A fiat amount inside the method's limits, in cents. */
export function checkAmount(
  amount: string | number,
  method: PaymentMethodId,
  currency: FiatCurrencyId,
): Checked<bigint> {
  const cents = parseCents(amount)
  if (cents === undefined) return { ok: false, message: 'Invalid amount' }
  if (!withinLimits(cents, method)) return { ok: false, message: limitsText(method, currency) }
  return { ok: true, value: cents }
}
