/** The icons the boot's views draw (Connect, the header, the alert); the others are in ./viewIcons.tsx. */
export const iconBase = {
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
  <svg {...iconBase}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
// Back and the rows' chevron point along the reading direction: mirrored right to left.
export const BackIcon = () => (
  <svg {...iconBase} className="rtl:-scale-x-100">
    <path d="M15 18l-6-6 6-6" />
  </svg>
)
export const ChevronIcon = () => (
  <svg {...iconBase} width={16} height={16} className="rtl:-scale-x-100">
    <path d="M9 18l6-6-6-6" />
  </svg>
)
export const GridIcon = () => (
  <svg {...iconBase}>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </svg>
)
export const WalletIcon = () => (
  <svg {...iconBase}>
    <path d="M20 7H5a2 2 0 010-4h13v4M3 5v14a2 2 0 002 2h15V7" />
    <circle cx="16" cy="14" r="1.2" fill="currentColor" />
  </svg>
)
export const AlertIcon = () => (
  <svg {...iconBase} width={18} height={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </svg>
)
