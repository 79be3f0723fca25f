import type { ReactNode } from 'react'
import { iconBase } from './icons.js'

// The icons only later views draw (Account, Receive, Help, Swap, Buy): not in the boot chunk.
export const CopyIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1" />
  </svg>
)

export const DisconnectIcon = () => (
  <svg {...iconBase} width={18} height={18}>
    <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
)

export const SendIcon = () => (
  <svg {...iconBase}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
)

export const ReceiveIcon = () => (
  <svg {...iconBase}>
    <path d="M12 5v14M5 12l7 7 7-7" />
  </svg>
)

export const ExternalIcon = () => (
  <svg {...iconBase} width={18} height={18}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
  </svg>
)

/** A line icon in the set's style (24-unit grid, 2 px round strokes) drawn from the given paths. */
export function LineIcon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg {...iconBase} width={size} height={size}>
      {children}
    </svg>
  )
}
