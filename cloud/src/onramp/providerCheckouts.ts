import type { AirlockConfig } from '../config/airlockSettings.js'
import { missingProviderKeys } from '../config/onrampSettings.js'
import { createCoinbaseCheckout, createCoinbaseQuote, createCoinbaseStatus } from './coinbaseOnramp.js'
import { createMeldCheckout, createMeldQuote, createMeldStatus } from './meldOnramp.js'
import type { ProviderCheckout, ProviderQuote, ProviderStatus } from './providerCheckout.js'

/**
 * The real checkouts the configuration enables (`onramp.providers`), for `createOnramp`'s
 * `providerCheckouts`; a provider left out keeps the sandbox. Throws, naming the settings, when an
 * enabled provider lacks its key: production refuses it earlier, and a dev start must not
 * silently fall back to the sandbox either.
 */
export function providerCheckoutsFrom(
  onramp: AirlockConfig['onramp'],
  fetchImpl: typeof fetch = fetch,
): Partial<Record<string, ProviderCheckout>> {
  const missing = missingProviderKeys(onramp.providers, onramp)
  if (missing.length > 0) throw new Error(`AIRLOCK_ONRAMP_PROVIDERS: ${missing.join('; ')}`)
  const redirect = onramp.redirectUrl ? { redirectUrl: onramp.redirectUrl } : {}
  const checkouts: Partial<Record<string, ProviderCheckout>> = {}
  for (const provider of onramp.providers) {
    if (provider === 'coinbase')
      checkouts.coinbase = createCoinbaseCheckout({
        apiKey: { name: onramp.coinbaseKeyName as string, secret: onramp.coinbaseKeySecret as string },
        apiUrl: onramp.coinbaseApiUrl,
        payUrl: onramp.coinbasePayUrl,
        fetch: fetchImpl,
        ...redirect,
      })
    else
      checkouts.meld = createMeldCheckout({
        apiKey: onramp.meldApiKey as string,
        apiUrl: onramp.meldApiUrl,
        fetch: fetchImpl,
        ...redirect,
      })
  }
  return checkouts
}

/** The enabled providers' keys, as their modules take them (after `providerCheckoutsFrom` checked them). */
const keysOf = (onramp: AirlockConfig['onramp']) => ({
  coinbase:
    onramp.providers.includes('coinbase') && onramp.coinbaseKeyName && onramp.coinbaseKeySecret
      ? { name: onramp.coinbaseKeyName, secret: onramp.coinbaseKeySecret }
      : undefined,
  meld: onramp.providers.includes('meld') ? onramp.meldApiKey : undefined,
})

/**
 * The order status each enabled provider can be asked for: Coinbase's Transaction Status API, Meld's
 * transactions by external session id. Call after `providerCheckoutsFrom`.
 */
export function providerStatusesFrom(
  onramp: AirlockConfig['onramp'],
  fetchImpl: typeof fetch = fetch,
): Partial<Record<string, ProviderStatus>> {
  const { coinbase, meld } = keysOf(onramp)
  return {
    ...(coinbase
      ? {
          coinbase: createCoinbaseStatus({
            apiKey: coinbase,
            apiUrl: onramp.coinbaseApiUrl,
            fetch: fetchImpl,
          }),
        }
      : {}),
    ...(meld
      ? { meld: createMeldStatus({ apiKey: meld, apiUrl: onramp.meldApiUrl, fetch: fetchImpl }) }
      : {}),
  }
}

/** Each enabled provider's quote API, for the real networks' quotes (the buyer's country from `onramp.country`). */
export function providerQuotesFrom(
  onramp: AirlockConfig['onramp'],
  fetchImpl: typeof fetch = fetch,
): Partial<Record<string, ProviderQuote>> {
  const { coinbase, meld } = keysOf(onramp)
  const where = {
    country: onramp.country,
    ...(onramp.subdivision ? { subdivision: onramp.subdivision } : {}),
  }
  return {
    ...(coinbase
      ? {
          coinbase: createCoinbaseQuote({
            apiKey: coinbase,
            apiUrl: onramp.coinbaseApiUrl,
            fetch: fetchImpl,
            ...where,
          }),
        }
      : {}),
    ...(meld
      ? {
          meld: createMeldQuote({
            apiKey: meld,
            apiUrl: onramp.meldApiUrl,
            country: onramp.country,
            fetch: fetchImpl,
          }),
        }
      : {}),
  }
}
