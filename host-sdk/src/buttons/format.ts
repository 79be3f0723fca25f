import { socialNames } from '@airlock/shared-protocol/host'

/** `0x7099…dc79C8`: AppKit's account button's address, `charsStart` and `charsEnd` kept. */
export function truncateAddress(address: string, charsStart = 4, charsEnd = 6): string {
  const head = address.startsWith('0x') ? 2 + charsStart : charsStart
  if (address.length <= head + charsEnd + 1) return address
  return `${address.slice(0, head)}…${address.slice(-charsEnd)}`
}

/** A number attribute (`charsStart="6"`), or the default when it is absent or not a count. */
export function countAttribute(value: string | null, fallback: number): number {
  const n = value === null ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= 0 && n <= 42 ? n : fallback
}

/** The account's avatar when it has no image: a gradient of its own, the same on every load. */
export function avatarGradient(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase()
  const hue = (at: number) => (Number.parseInt(hex.slice(at, at + 4), 16) || 0) % 360
  return `linear-gradient(135deg,hsl(${hue(0)} 75% 60%),hsl(${hue(8)} 70% 45%))`
}

const names: Record<string, string> = {
  walletConnect: 'WalletConnect',
  email: 'Email',
  ...socialNames,
  metamask: 'MetaMask',
  coinbase: 'Coinbase Wallet',
  trust: 'Trust Wallet',
  rainbow: 'Rainbow',
  phantom: 'Phantom',
}

/** What a wallet button says: AppKit's wallet names, else the id as given (`io.metamask` stays itself). */
export function walletLabel(wallet: string): string {
  return Object.hasOwn(names, wallet) ? (names[wallet] as string) : wallet
}

/** Only an image the page may show as it is: http(s) or an image data URI. */
export const safeImage = (src: string | undefined) =>
  src && /^(https?:\/\/|data:image\/)/i.test(src) ? src : undefined
