import type { Network } from '@airlock/shared-protocol'
import { readCloudUrl } from '../config.js'

/** The network's image (its own URL, or the cloud's asset image by id), else its initial. */
export function NetworkImage({ network, size = 40 }: { network: Network | undefined; size?: number }) {
  const src =
    network?.assets?.imageUrl ??
    (network?.assets?.imageId
      ? `${readCloudUrl()}/public/getAssetImage/${encodeURIComponent(network.assets.imageId)}`
      : undefined)
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
  return (
    <span
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-full bg-[var(--al-accent)]/15 text-[13px] font-bold text-[var(--al-accent)]"
    >
      {(network?.name ?? '?').slice(0, 1)}
    </span>
  )
}
