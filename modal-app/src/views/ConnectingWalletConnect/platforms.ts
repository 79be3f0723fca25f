import { msg } from '../../i18n/t.js'
import type { WalletLinks } from '../../stores/appStore.js'

/** How a chosen wallet can take the pairing: its phone app scans the QR, its desktop or web app opens a link. */
export type Platform = 'mobile' | 'desktop' | 'web'

/** The tabs' labels (shown with `t`). */
export const platformLabels: Record<Platform, string> = {
  mobile: msg('Mobile'),
  desktop: msg('Desktop'),
  web: msg('Web'),
}

/**
 * The platforms a wallet offers, in the order the tabs show them; the first is where the view starts.
 * On a phone its mobile app comes first (a deep link, no QR); with no link at all only the QR is left.
 */
export function walletPlatforms(
  wallet: Pick<WalletLinks, 'mobile_link' | 'desktop_link' | 'webapp_link'> | undefined,
  onPhone: boolean,
): Platform[] {
  if (!wallet) return ['mobile']
  const platforms: Platform[] = []
  if (wallet.mobile_link) platforms.push('mobile')
  // A desktop app cannot open on a phone.
  if (wallet.desktop_link && !onPhone) platforms.push('desktop')
  if (wallet.webapp_link) platforms.push('web')
  return platforms.length > 0 ? platforms : ['mobile']
}

/** The link that opens the wallet's app for a platform, or none when the platform is the QR code. */
export function platformLink(wallet: WalletLinks | undefined, platform: Platform, onPhone: boolean) {
  if (platform === 'desktop') return wallet?.desktop_link ?? undefined
  if (platform === 'web') return wallet?.webapp_link ?? undefined
  return onPhone ? (wallet?.mobile_link ?? undefined) : undefined
}
