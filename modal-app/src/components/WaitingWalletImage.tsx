import { WalletImage } from './WalletImage.js'

const ICON = 72
/** The ring's gap round the icon; the box is the icon and the ring, and nothing is drawn outside it. */
const GAP = 8
const BOX = ICON + 2 * GAP

// The dash runs round the ring by its offset: the ring's box never turns, so no corner sweeps out of
// the card. Hidden (.al-closed) it pauses like every animation; with reduced motion it stands still.
const ringStyle = `
@keyframes al-ring-dash { from { stroke-dashoffset: 100; } to { stroke-dashoffset: 0; } }
.al-ring-dash { animation: al-ring-dash 1.2s linear infinite; }
@media (prefers-reduced-motion: reduce) { .al-ring-dash { animation: none; } }
`

/** A wallet's icon, large, ringed by a running dash (on its track) while the wallet has not answered. */
export function WaitingWalletImage({
  src,
  name,
  waiting,
}: {
  src?: string | undefined
  name: string
  waiting: boolean
}) {
  // The ring's rounded square follows the icon's corner (12 px) at the gap, along its stroke's middle.
  const ring = { x: 1, y: 1, width: BOX - 2, height: BOX - 2, rx: 12 + GAP - 1, fill: 'none', strokeWidth: 2 }
  return (
    <div
      data-testid="waiting-wallet-image"
      style={{ width: BOX, height: BOX }}
      className="relative flex shrink-0 items-center justify-center"
    >
      {/* React 19 hoists it to the head once, however many rings are drawn. */}
      <style href="airlock-waiting-ring" precedence="default">
        {ringStyle}
      </style>
      <WalletImage src={src} name={name} size={ICON} />
      {waiting ? (
        <svg
          data-testid="waiting-ring"
          aria-hidden="true"
          width={BOX}
          height={BOX}
          viewBox={`0 0 ${BOX} ${BOX}`}
          className="absolute inset-0"
        >
          <rect {...ring} className="stroke-zinc-200 dark:stroke-zinc-700" />
          <rect
            {...ring}
            pathLength={100}
            strokeDasharray="25 75"
            strokeLinecap="round"
            className="al-ring-dash stroke-[var(--al-accent)]"
          />
        </svg>
      ) : null}
    </div>
  )
}
