import { readCloudUrl } from '../config.js'

const image = (route: string, id: string) => `${readCloudUrl()}/public/${route}/${encodeURIComponent(id)}`

/** A token's image by its symbol (`/public/getTokenImage/{id}`), as AppKit's on-ramp asks for it. */
export const tokenImageUrl = (symbol: string) => image('getTokenImage', symbol)

/** A fiat currency's image by its code (`/public/getCurrencyImage/{id}`). */
export const currencyImageUrl = (code: string) => image('getCurrencyImage', code)

/** A provider's logo (`/public/getAssetImage/{id}`): the id the options name, else the provider's name. */
export const providerImageUrl = (provider: { name: string; imageId?: string | undefined }) =>
  image('getAssetImage', provider.imageId ?? provider.name)
