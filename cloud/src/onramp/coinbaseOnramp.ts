import { type CdpApiKey, cdpBearerJwt, cdpSigningKey } from './cdpJwt.js'
import { coinbaseOneClickBuyUrl, type ProviderCheckout } from './providerCheckout.js'
import { postProviderJson, requiredText } from './providerHttp.js'

export interface CoinbaseOnrampOptions {
  apiKey: CdpApiKey
  /** CDP's REST host; a test points it at a local stand-in. */
  apiUrl?: string
  /** Where the buyer's checkout is; a test points it at a local stand-in. */
  payUrl?: string
  /** Where Coinbase sends the buyer back after the purchase. */
  redirectUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

export const COINBASE_API_URL = 'https://api.developer.coinbase.com'
export const COINBASE_PAY_URL = 'https://pay.coinbase.com'

/**
 * Coinbase Onramp's checkout: a single-use session token from CDP's `POST /onramp/v1/token`, made
 * for the order's one address, network and asset and authorized by a JWT signed with the operator's
 * CDP key, then the one-click-buy URL carrying it. The token binds the address server-side, so the
 * URL carries no address a link could change.
 */
export function createCoinbaseCheckout({
  apiKey,
  apiUrl = COINBASE_API_URL,
  payUrl = COINBASE_PAY_URL,
  redirectUrl,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: CoinbaseOnrampOptions): ProviderCheckout {
  // A secret of the wrong form stops the start, not the first buyer.
  cdpSigningKey(apiKey.secret)
  const tokenUrl = `${apiUrl.replace(/\/$/, '')}/onramp/v1/token`
  return async (order) => {
    const jwt = await cdpBearerJwt(apiKey, { method: 'POST', url: tokenUrl }, now())
    const answer = await postProviderJson(
      'Coinbase',
      tokenUrl,
      { authorization: `Bearer ${jwt}` },
      {
        addresses: [{ address: order.address, blockchains: [order.network] }],
        assets: [order.asset],
        ...(order.clientIp ? { clientIp: order.clientIp } : {}),
      },
      fetchImpl,
    )
    const token = requiredText('Coinbase', answer, 'token')
    return coinbaseOneClickBuyUrl(token, order, { payUrl, ...(redirectUrl ? { redirectUrl } : {}) })
  }
}
