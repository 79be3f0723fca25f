import { useEffect } from 'react'
import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { CopyLinkButton } from '../../components/CopyLinkButton.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { useQrSvg } from '../../components/useQrSvg.js'
import { connectFarcaster, stopSocialLogin } from '../../embedded/embeddedWallet.js'
import { t } from '../../i18n/t.js'
import { openUrl } from '../../lib/hostBridge.js'
import { isMobile } from '../../lib/walletLinks.js'
import { useEmbedded } from '../../stores/embeddedStore.js'
import { Spinner } from '../ConnectingWalletConnect/Spinner.js'
import { SocialIcon } from './SocialIcon.js'

/**
 * Spec section 2's ConnectingFarcaster: a QR of the Sign In With Farcaster link for the Farcaster app
 * to scan (on a phone, a button opens it), waiting until the app has signed in.
 */
export function ConnectingFarcasterView() {
  const url = useEmbedded((s) => s.farcasterUrl)
  const error = useEmbedded((s) => s.error)
  const svg = useQrSvg(url)
  useEffect(() => () => stopSocialLogin(), [])
  return (
    <div
      className="flex flex-col items-center gap-4 pt-1 pb-2 text-center"
      data-testid="connecting-farcaster"
    >
      <div
        data-testid="farcaster-qr"
        data-url={url ?? ''}
        className="relative flex aspect-square w-full max-w-[300px] items-center justify-center rounded-3xl border border-zinc-200 bg-white p-5 dark:border-transparent"
      >
        {svg ? (
          <>
            <span className="pointer-events-none absolute flex h-14 w-14 items-center justify-center rounded-2xl border-4 border-white bg-white">
              <SocialIcon provider="farcaster" size={40} />
            </span>
            {/* An SVG the qrcode library drew from the service's link: no markup of anyone else's. */}
            <div
              data-testid="farcaster-qr-code"
              role="img"
              aria-label={t('Sign In With Farcaster QR code')}
              className="h-full w-full [&>svg]:h-full [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          </>
        ) : error ? null : (
          <Spinner />
        )}
      </div>
      <ConnectingStatus
        error={error}
        title={t('Scan this QR code with your phone')}
        hint={error ? undefined : t('Sign in with the Farcaster app. Waiting for your approval…')}
      />
      {error ? (
        <PrimaryButton testId="farcaster-retry" onClick={() => void connectFarcaster()}>
          {t('Try again')}
        </PrimaryButton>
      ) : isMobile() && url ? (
        <PrimaryButton testId="farcaster-open" onClick={() => openUrl(url)}>
          {t('Open Farcaster')}
        </PrimaryButton>
      ) : (
        <CopyLinkButton link={url} testId="farcaster-copy" />
      )}
    </div>
  )
}

export default ConnectingFarcasterView
