import type { SocialProvider } from '@airlock/shared-protocol'
import {
  siApple,
  siDiscord,
  siFacebook,
  siFarcaster,
  siGithub,
  siGoogle,
  siTelegram,
  siX,
} from 'simple-icons'

// Brand marks from simple-icons (CC0), in their brand colours; the black ones follow the text colour.
const icons: Record<SocialProvider, { path: string; hex: string }> = {
  google: siGoogle,
  x: siX,
  discord: siDiscord,
  farcaster: siFarcaster,
  github: siGithub,
  apple: siApple,
  facebook: siFacebook,
  telegram: siTelegram,
}

export function SocialIcon({ provider, size = 20 }: { provider: SocialProvider; size?: number }) {
  const { path, hex } = icons[provider]
  const dark = Number.parseInt(hex, 16) < 0x333333
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill={dark ? 'currentColor' : `#${hex}`}
      className="shrink-0"
    >
      <path d={path} />
    </svg>
  )
}
