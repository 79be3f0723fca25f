import type { DirectoryWallet } from '../cloud/src/index.js'

/** cloud/data/wallet-images/<this>.svg: the same picture as the page's own icon. */
export const DEV_WALLET_IMAGE_ID = 'a36239716e5d5bee9235bf8a8b68b56f'

/**
 * The dev wallet's directory entry, added by the local stack only (a hosted cloud must not list a
 * loopback wallet). Its web link is where the modal sends the pairing URI: `<url>/wc?uri=...`.
 */
export function devWalletEntry(url: string, order = 0): DirectoryWallet {
  return {
    id: 'airlock-dev-wallet',
    name: 'Airlock Dev Wallet',
    image_id: DEV_WALLET_IMAGE_ID,
    rdns: null,
    homepage: url,
    chains: ['eip155:31337'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: url,
    order,
    badge_type: 'none',
  }
}
