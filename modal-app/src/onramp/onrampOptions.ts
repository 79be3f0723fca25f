import { type Network, onrampProviders, onrampSampleLimits } from '@airlock/shared-protocol'
import { msg } from '../i18n/t.js'
import type { OnrampOptions } from './onrampApi.js'

/** Coinbase Pay's names for the chains it delivers on (spec section 9's list), and the cloud's devnet. */
export const networkNames: Record<number, string> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
  31337: 'devnet',
}

const money = (n: number) => n.toFixed(2)

/**
 * Spec section 8: the options the Buy form shows when the cloud's fail to load. Spec section 9's
 * sample limits and providers; the only purchase currency it can name for sure is the active
 * network's own token, and only on a chain a provider delivers on.
 */
export function sampleOptions(network: Network): OnrampOptions {
  const { card, bankAccount, currencies } = onrampSampleLimits
  const limits = [
    { id: 'card', min: money(card.min), max: money(card.max) },
    { id: 'ACH_BANK_ACCOUNT', min: money(bankAccount.min), max: money(bankAccount.max) },
  ]
  const name = network.chainNamespace === 'eip155' ? networkNames[Number(network.id)] : undefined
  const { nativeCurrency } = network
  return {
    paymentMethods: [
      // The cloud's names: translated where shown (onrampTexts.ts).
      { id: 'card', name: 'Debit or credit card' },
      { id: 'ACH_BANK_ACCOUNT', name: 'Bank account' },
    ],
    paymentCurrencies: currencies.map((id) => ({ id, payment_method_limits: limits })),
    purchaseCurrencies: name
      ? [
          {
            id: nativeCurrency.symbol,
            name: nativeCurrency.name,
            symbol: nativeCurrency.symbol,
            networks: [{ name, display_name: network.name, chain_id: String(network.id) }],
          },
        ]
      : [],
    // Whether a provider is a sandbox is not known without the cloud: no badge either way.
    providers: onrampProviders.map((p) => ({ ...p })),
  }
}

/** A token the form can buy on the active network, and the network's name in the on-ramp routes. */
export interface PurchaseAsset {
  id: string
  name: string
  symbol: string
  network: string
}

/** The purchase currencies delivered on this chain (the options list every network's). */
export function assetsOn(options: OnrampOptions, chainId: string | number): PurchaseAsset[] {
  return options.purchaseCurrencies.flatMap((currency) => {
    const network = currency.networks.find((n) => n.chain_id === String(chainId))
    return network
      ? [{ id: currency.id, name: currency.name, symbol: currency.symbol, network: network.name }]
      : []
  })
}

export interface Limits {
  min: string
  max: string
}

/** The chosen method's limits in the chosen currency; undefined when the options give none. */
export function limitsOf(options: OnrampOptions, fiat: string, method: string): Limits | undefined {
  const currency = options.paymentCurrencies.find((c) => c.id === fiat)
  const limits = currency?.payment_method_limits.find((l) => l.id === method)
  return limits && { min: limits.min, max: limits.max }
}

/** Names of the fiat currencies the form offers, for the picker (translated there); another code shows as itself. */
export const fiatNames: Record<string, string> = { USD: msg('US Dollar'), EUR: msg('Euro') }

/** The top of a provider's fee range ('1-2%' -> 2), for an estimate that never promises too much. */
export function maxFeePercent(feeRange: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*%\s*$/.exec(feeRange)
  const value = match ? Number(match[1]) : Number.NaN
  return value >= 0 && value < 100 ? value : undefined
}
