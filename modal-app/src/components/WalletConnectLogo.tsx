/** WalletConnect's mark (the blue "wave" logo), drawn inline so it costs no request. */
export function WalletConnectLogo({ size = 24, className = '' }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={(size * 185) / 300}
      viewBox="0 0 300 185"
      fill="currentColor"
      aria-hidden="true"
      className={className}
    >
      <path d="M61.44 36.26c48.91-47.89 128.21-47.89 177.12 0l5.89 5.76a6.05 6.05 0 0 1 0 8.67l-20.14 19.71a3.18 3.18 0 0 1-4.43 0l-8.1-7.93c-34.12-33.41-89.45-33.41-123.57 0l-8.67 8.49a3.18 3.18 0 0 1-4.43 0L54.98 51.25a6.05 6.05 0 0 1 0-8.67l6.46-6.32Zm218.76 40.77 17.92 17.55a6.05 6.05 0 0 1 0 8.67l-80.8 79.11a6.37 6.37 0 0 1-8.85 0l-57.35-56.15a1.59 1.59 0 0 0-2.21 0l-57.35 56.15a6.37 6.37 0 0 1-8.85 0L1.9 103.25a6.05 6.05 0 0 1 0-8.67l17.92-17.55a6.37 6.37 0 0 1 8.85 0l57.35 56.15a1.59 1.59 0 0 0 2.21 0l57.35-56.15a6.37 6.37 0 0 1 8.85 0l57.35 56.15a1.59 1.59 0 0 0 2.21 0l57.35-56.15a6.37 6.37 0 0 1 8.85 0Z" />
    </svg>
  )
}
