import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { CopyIcon } from '../../components/icons.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { connectWalletConnect } from '../../controllers/walletConnect.js'
import { useApp } from '../../stores/useApp.js'

/** The pairing QR code for a wallet to scan, with the link to copy. */
export default function ConnectingWalletConnectView() {
  const uri = useApp((s) => s.wcUri)
  const error = useApp((s) => s.connectError)
  const dark = useApp((s) => s.themeMode === 'dark')
  const [svg, setSvg] = useState('')

  useEffect(() => {
    if (!uri) return setSvg('')
    let live = true
    void QRCode.toString(uri, {
      type: 'svg',
      margin: 0,
      errorCorrectionLevel: 'M',
      color: { dark: '#111', light: '#fff' },
    }).then((text) => live && setSvg(text))
    return () => {
      live = false
    }
  }, [uri])

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      showSnackbar('success', 'Link copied')
    } catch {
      showSnackbar('error', 'Could not copy the link')
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 pt-1 pb-2 text-center">
      <div
        data-testid="wc-qr"
        data-uri={uri ?? ''}
        className={`flex aspect-square w-full max-w-[300px] items-center justify-center rounded-3xl bg-white p-5 ${dark ? '' : 'border border-zinc-200'}`}
      >
        {svg ? (
          // An SVG the qrcode library drew from the pairing URI: no markup of anyone else's.
          <div
            className="h-full w-full [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : error ? null : (
          <span
            className="h-8 w-8 animate-spin rounded-full border-2 border-zinc-300 border-t-[var(--al-accent)]"
            role="status"
            aria-label="Loading"
          />
        )}
      </div>
      <div data-testid="connecting-status" data-state={error ? 'error' : 'pending'} aria-live="polite">
        <p className={`text-[15px] font-semibold ${error ? 'text-red-600 dark:text-red-400' : ''}`}>
          {error ?? 'Scan this QR code with your phone'}
        </p>
        {error ? null : (
          <p className="mt-1 text-[13px] text-zinc-500 dark:text-zinc-400">
            Use a WalletConnect-compatible wallet
          </p>
        )}
      </div>
      {error ? (
        <button
          type="button"
          data-testid="connecting-retry"
          onClick={() => void connectWalletConnect()}
          className="rounded-full bg-[var(--al-accent)] px-5 py-2 text-[14px] font-semibold text-white outline-none focus-visible:ring-2"
        >
          Try again
        </button>
      ) : (
        <button
          type="button"
          data-testid="wc-copy"
          disabled={!uri}
          onClick={() => void copy()}
          className="flex items-center gap-2 rounded-full px-4 py-2 text-[14px] font-medium text-zinc-600 outline-none hover:bg-zinc-100 focus-visible:ring-2 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          <CopyIcon /> Copy link
        </button>
      )}
    </div>
  )
}
