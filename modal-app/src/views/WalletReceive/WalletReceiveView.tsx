import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { NetworkImage } from '../../components/NetworkImage.js'
import { CopyIcon } from '../../components/viewIcons.js'
import { copyWithSnackbar } from '../../controllers/clipboard.js'
import { t } from '../../i18n/t.js'
import { truncateAddress } from '../../lib/format.js'
import { useApp } from '../../stores/useApp.js'

/** The account's address as a QR code, to copy, and the networks it receives on. */
export default function WalletReceiveView() {
  const address = useApp((s) => s.address)
  const active = useApp((s) => s.activeNetwork)
  const networks = useApp((s) => s.networks)
  const [svg, setSvg] = useState('')

  useEffect(() => {
    if (!address) return
    let live = true
    void QRCode.toString(address, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
    )
    return () => {
      live = false
    }
  }, [address])

  if (!address) return null
  // The same address works on every network of the connected namespace.
  const valid = networks.filter((n) => n.chainNamespace === (active?.chainNamespace ?? 'eip155'))
  const copy = () => copyWithSnackbar(address, 'Address')
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div
        data-testid="receive-qr"
        data-address={address}
        className="aspect-square w-full max-w-[240px] rounded-3xl border border-zinc-200 bg-white p-4 dark:border-transparent"
      >
        {svg ? (
          // An SVG the qrcode library drew from the address: no markup of anyone else's.
          <div
            className="h-full w-full [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : null}
      </div>
      <button
        type="button"
        data-testid="receive-copy"
        onClick={() => void copy()}
        className="flex min-h-10 items-center gap-2 rounded-full bg-zinc-100 px-4 py-2 text-[14px] font-semibold outline-none focus-visible:ring-2 dark:bg-zinc-800"
      >
        <span dir="ltr">{truncateAddress(address)}</span> <CopyIcon />
      </button>
      <div className="w-full text-start">
        <p className="pb-1 text-[12px] font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
          {t('Receive on these networks only')}
        </p>
        <ul data-testid="receive-networks" className="flex flex-wrap gap-2">
          {valid.map((n) => (
            <li
              key={n.caipNetworkId}
              data-testid="receive-network"
              data-caip={n.caipNetworkId}
              className="flex items-center gap-1.5 rounded-full bg-zinc-100 py-1 ps-1 pe-3 text-[13px] dark:bg-zinc-800"
            >
              <NetworkImage network={n} size={20} />
              {n.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
