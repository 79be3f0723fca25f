import { WalletConnectLogo } from '../../components/WalletConnectLogo.js'

/**
 * AppKit's certified mark: WalletConnect's logo in gold on a dark disc, the same in both themes (it
 * is a brand badge). Beside a certified wallet's name, and on the filter that shows only those.
 */
export function CertifiedMark({
  size = 14,
  label,
  className = '',
}: {
  size?: number
  label?: string
  className?: string
}) {
  return (
    <span
      data-testid="certified-mark"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ width: size, height: size }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-[#202020] text-[#c7b994] ring-1 ring-[#c7b994]/70 ${className}`}
    >
      <WalletConnectLogo size={Math.round(size * 0.62)} />
    </span>
  )
}
