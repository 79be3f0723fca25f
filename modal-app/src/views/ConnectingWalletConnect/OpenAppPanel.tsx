import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { WaitingWalletImage } from '../../components/WaitingWalletImage.js'
import { refusalText } from '../../connectors/connector.js'
import { msg, t } from '../../i18n/t.js'
import { openUrl } from '../../lib/hostBridge.js'
import { formatWalletLink } from '../../lib/walletLinks.js'
import { useApp } from '../../stores/useApp.js'
import { CopyPairingLink, RetryButton } from './PairingPanel.js'
import type { Platform } from './platforms.js'

const hints: Record<Platform, string> = {
  mobile: msg('Accept the connection request in the wallet'),
  desktop: msg('Open the desktop app and accept the connection request'),
  web: msg('Open the web app in a new tab and accept the connection request'),
}

/**
 * The chosen wallet's app takes the pairing by link: on a phone its mobile app (opened as soon as the
 * URI exists, "Try again" opens it again), on a computer its desktop or web app (opened by the button,
 * since a browser lets only a click open a tab).
 */
export function OpenAppPanel({
  platform,
  link,
  retry,
}: {
  platform: Platform
  link: string
  retry: () => void
}) {
  const uri = useApp((s) => s.wcUri)
  const error = useApp((s) => s.connectError)
  const wallet = useApp((s) => s.wcWallet)
  const open = () => {
    const url = uri ? formatWalletLink(link, uri) : undefined
    if (url) openUrl(url)
  }

  return (
    <div
      data-testid="wc-link"
      data-uri={uri ?? ''}
      className="flex flex-col items-center gap-4 py-4 text-center"
    >
      <WaitingWalletImage src={wallet?.icon} name={wallet?.name ?? t('your wallet')} waiting={!error} />
      <ConnectingStatus
        error={error && refusalText(error)}
        title={wallet ? t('Continue in {name}', { name: wallet.name }) : t('Continue in your wallet')}
        hint={error ? undefined : t(hints[platform])}
      />
      {error ? (
        <RetryButton retry={retry} />
      ) : (
        // On a phone the app was opened as soon as the URI existed: the button opens it again.
        <PrimaryButton
          testId={platform === 'mobile' ? 'wc-open-again' : 'wc-open-wallet'}
          disabled={!uri}
          onClick={open}
        >
          {platform === 'mobile'
            ? t('Try again')
            : wallet
              ? t('Open {name}', { name: wallet.name })
              : t('Open your wallet')}
        </PrimaryButton>
      )}
      {error ? null : <CopyPairingLink />}
    </div>
  )
}
