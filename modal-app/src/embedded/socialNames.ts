import type { SocialProvider } from '@airlock/shared-protocol'

/** Display names, for the buttons and the views' texts. */
export const socialNames: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
