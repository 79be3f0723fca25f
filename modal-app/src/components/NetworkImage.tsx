import type { Network } from '@airlock/shared-protocol'
import { t } from '../i18n/t.js'
import { networkImageUrl } from '../lib/networkImageUrl.js'
import { useApp } from '../stores/useApp.js'
import { Monogram } from './Monogram.js'

/**
 * The network's image (its own URL, or the cloud's asset image by id); a network the app does not
 * list gets a warning mark, and one without an image its initials on a colour of its own.
 */
export function NetworkImage({ network, size = 40 }: { network: Network | undefined; size?: number }) {
  const listed = useApp((s) => !network || s.networks.some((n) => n.caipNetworkId === network.caipNetworkId))
  const src = networkImageUrl(network)
  const box = { width: size, height: size }
  if (!listed)
    return (
      <span
        data-testid="network-unsupported-mark"
        role="img"
        aria-label={t('Unsupported network')}
        style={box}
        className="flex shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-300"
      >
        <svg width={size * 0.55} height={size * 0.55} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M12 3 2 20h20L12 3Z M12 10v4 M12 17h.01"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    )
  if (src)
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        width={size}
        height={size}
        className="shrink-0 rounded-full"
        draggable={false}
      />
    )
  return <Monogram name={network?.name ?? '?'} size={size} round />
}
