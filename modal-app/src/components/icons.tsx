import type { ReactNode } from 'react'

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
// Back and the rows' chevron point along the reading direction: mirrored right to left.
export const BackIcon = () => (
  <svg {...base} className="rtl:-scale-x-100">
    <path d="M15 18l-6-6 6-6" />
  </svg>
)
export const ChevronIcon = () => (
  <svg {...base} width={16} height={16} className="rtl:-scale-x-100">
    <path d="M9 18l6-6-6-6" />
  </svg>
)
export const CopyIcon = () => (
  <svg {...base} width={16} height={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1" />
  </svg>
)
export const DisconnectIcon = () => (
  <svg {...base} width={18} height={18}>
    <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
)
export const GridIcon = () => (
  <svg {...base}>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </svg>
)
export const WalletIcon = () => (
  <svg {...base}>
    <path d="M20 7H5a2 2 0 010-4h13v4M3 5v14a2 2 0 002 2h15V7" />
    <circle cx="16" cy="14" r="1.2" fill="currentColor" />
  </svg>
)
export const AlertIcon = () => (
  <svg {...base} width={18} height={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </svg>
)
export const WalletConnectIcon = () => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M5.5 9.5c3.6-3.4 9.4-3.4 13 0M8 12c2.2-2 5.8-2 8 0M4 13.5l3 3 3-3M14 13.5l3 3 3-3" />
  </svg>
)

export const SendIcon = () => (
  <svg {...base}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
)

export const ReceiveIcon = () => (
  <svg {...base}>
    <path d="M12 5v14M5 12l7 7 7-7" />
  </svg>
)

export const ExternalIcon = () => (
  <svg {...base} width={18} height={18}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
  </svg>
)

/** A line icon in the set's style (24-unit grid, 2 px round strokes) drawn from the given paths. */
export function LineIcon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg {...base} width={size} height={size}>
      {children}
    </svg>
  )
}
