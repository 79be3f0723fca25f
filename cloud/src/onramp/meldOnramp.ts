import type { ProviderCheckout } from './providerCheckout.js'
import { ProviderError, postProviderJson, requiredText } from './providerHttp.js'

export interface MeldOnrampOptions {
  /** The operator's Meld API key, sent as Meld documents: `Authorization: BASIC <key>`. */
  apiKey: string
  /** Meld's API (production https://api.meld.io, sandbox https://api-sb.meld.io); tests use a stand-in. */
  apiUrl?: string
  redirectUrl?: string
  fetch?: typeof fetch
}

export const MELD_API_URL = 'https://api.meld.io'

/**
 * Meld's checkout: a BUY widget session (`POST /crypto/session/widget`) for the order's address,
 * asset and amount, with the checkout id as Meld's external session id (its webhook names the order
 * by it); the answer's `widgetUrl` is where the buyer pays.
 */
export function createMeldCheckout({
  apiKey,
  apiUrl = MELD_API_URL,
  redirectUrl,
  fetch: fetchImpl = fetch,
}: MeldOnrampOptions): ProviderCheckout {
  const sessionUrl = `${apiUrl.replace(/\/$/, '')}/crypto/session/widget`
  return async (order) => {
    const answer = await postProviderJson(
      'Meld',
      sessionUrl,
      { authorization: `BASIC ${apiKey}` },
      {
        sessionType: 'BUY',
        externalSessionId: order.sessionId,
        sessionData: {
          walletAddress: order.address,
          destinationCurrencyCode: order.asset,
          sourceCurrencyCode: order.fiatCurrency,
          ...(order.presetFiatAmount ? { sourceAmount: order.presetFiatAmount } : {}),
          ...(redirectUrl ? { redirectUrl } : {}),
        },
      },
      fetchImpl,
    )
    const widgetUrl = requiredText('Meld', answer, 'widgetUrl')
    // The buyer is sent there: only a web page is a checkout (http for the tests' stand-in).
    if (!/^https?:\/\//.test(widgetUrl))
      throw new ProviderError('Meld', 200, 'answered a widgetUrl that is not a web page')
    return widgetUrl
  }
}
