import type { AirlockConfig } from '../config/airlockSettings.js'
import { missingProviderKeys } from '../config/onrampSettings.js'
import { createCoinbaseCheckout, createCoinbaseStatus } from './coinbaseOnramp.js'
import { createMeldCheckout } from './meldOnramp.js'
import type { ProviderCheckout, ProviderStatus } from './providerCheckout.js'

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

/**
 * The order status each enabled provider can be asked for (Coinbase's Transaction Status API); Meld's
 * is not read yet, so its checkouts answer from the store (pending). Call after `providerCheckoutsFrom`.
 */
export function providerStatusesFrom(
  onramp: AirlockConfig['onramp'],
  fetchImpl: typeof fetch = fetch,
): Partial<Record<string, ProviderStatus>> {
  if (!onramp.providers.includes('coinbase') || !onramp.coinbaseKeyName || !onramp.coinbaseKeySecret)
    return {}
  return {
    coinbase: createCoinbaseStatus({
      apiKey: { name: onramp.coinbaseKeyName, secret: onramp.coinbaseKeySecret },
      apiUrl: onramp.coinbaseApiUrl,
      fetch: fetchImpl,
    }),
  }
}
