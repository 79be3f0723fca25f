import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { CopyLinkButton } from '../../components/CopyLinkButton.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { useQrSvg } from '../../components/useQrSvg.js'
import { WalletConnectLogo } from '../../components/WalletConnectLogo.js'
import { refusalText } from '../../connectors/connector.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'
import { Spinner } from './Spinner.js'

/** The pairing QR code for a phone to scan, with the link to copy; `retry` starts a new pairing. */
export function PairingPanel({ retry }: { retry: () => void }) {
  const uri = useApp((s) => s.wcUri)
  const error = useApp((s) => s.connectError)
  const dark = useApp((s) => s.themeMode === 'dark')
  const wallet = useApp((s) => s.wcWallet)
  const svg = useQrSvg(uri)

  return (
    <div className="flex flex-col items-center gap-4 pt-1 pb-2 text-center">
      <div
        data-testid="wc-qr"
        data-uri={uri ?? ''}
        className={`relative flex aspect-square w-full max-w-[300px] items-center justify-center rounded-3xl bg-white p-5 ${dark ? '' : 'border border-zinc-200'}`}
      >
        {svg ? (
          // The centre mark says whose QR it is: the chosen wallet's, else WalletConnect's.
          wallet?.icon ? (
            <img
              src={wallet.icon}
              alt=""
              className="pointer-events-none absolute h-14 w-14 rounded-2xl border-4 border-white bg-white"
            />
          ) : (
            <span
              data-testid="wc-qr-logo"
              className="pointer-events-none absolute flex h-14 w-14 items-center justify-center rounded-2xl border-4 border-white bg-[#3396ff] text-white"
            >
              <WalletConnectLogo size={32} />
            </span>
          )
        ) : null}
        {svg ? (
          // An SVG the qrcode library drew from the pairing URI: no markup of anyone else's.
          <div
            data-testid="wc-qr-code"
            className="h-full w-full [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : error ? null : (
          <Spinner />
        )}
      </div>
      <ConnectingStatus
        error={error && refusalText(error)}
        title={
          wallet
            ? t('Scan this QR code with {name}', { name: wallet.name })
            : t('Scan this QR code with your phone')
        }
        hint={
          error
            ? undefined
            : wallet
              ? t('Open {name} on your phone and scan to connect', { name: wallet.name })
              : t('Use a WalletConnect-compatible wallet')
        }
      />
      {error ? <RetryButton retry={retry} /> : <CopyPairingLink />}
    </div>
  )
}

export function RetryButton({ retry }: { retry: () => void }) {
  return (
    <PrimaryButton testId="connecting-retry" onClick={retry}>
      {t('Try again')}
    </PrimaryButton>
  )
}

/** Copies the pairing URI, for a wallet on the same device that takes a pasted link. */
export function CopyPairingLink() {
  return <CopyLinkButton link={useApp((s) => s.wcUri)} testId="wc-copy" />
}
