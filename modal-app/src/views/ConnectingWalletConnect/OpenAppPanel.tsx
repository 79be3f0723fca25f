import { WalletImage } from '../../components/WalletImage.js'
import { openUrl } from '../../controllers/hostBridge.js'
import { formatWalletLink } from '../../lib/walletLinks.js'
import { useApp } from '../../stores/useApp.js'
import { CopyLinkButton, RetryButton } from './PairingPanel.js'
import type { Platform } from './platforms.js'

const hints: Record<Platform, string> = {
  mobile: 'Accept the connection request in the wallet',
  desktop: 'Open the desktop app and accept the connection request',
  web: 'Open the web app in a new tab and accept the connection request',
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
  const name = wallet?.name ?? 'your wallet'
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
      <div className="relative">
        <WalletImage src={wallet?.icon} name={name} size={72} />
        {error ? null : (
          <span
            className="absolute -inset-2 animate-spin rounded-[22px] border-2 border-zinc-200 border-t-[var(--al-accent)] dark:border-zinc-700 dark:border-t-[var(--al-accent)]"
            aria-hidden="true"
          />
        )}
      </div>
      <div data-testid="connecting-status" data-state={error ? 'error' : 'pending'} aria-live="polite">
        <p className={`text-[15px] font-semibold ${error ? 'text-red-600 dark:text-red-400' : ''}`}>
          {error ?? `Continue in ${name}`}
        </p>
        {error ? null : (
          <p className="mt-1 text-[13px] text-zinc-600 dark:text-zinc-400">{hints[platform]}</p>
        )}
      </div>
      {error ? (
        <RetryButton retry={retry} />
      ) : platform === 'mobile' ? (
        <button
          type="button"
          data-testid="wc-open-again"
          disabled={!uri}
          onClick={open}
          className="rounded-full bg-[var(--al-accent)] px-5 py-2 text-[14px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          Try again
        </button>
      ) : (
        <button
          type="button"
          data-testid="wc-open-wallet"
          disabled={!uri}
          onClick={open}
          className="rounded-full bg-[var(--al-accent)] px-5 py-2 text-[14px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          Open {name}
        </button>
      )}
      {error ? null : <CopyLinkButton />}
    </div>
  )
}
