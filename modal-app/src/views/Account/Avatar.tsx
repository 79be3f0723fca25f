import { useState } from 'react'

/** Hex digits to draw from: an EVM (0x) address's own; a Solana base58 key's letters mapped to digits. */
export function avatarHex(address: string): string {
  const digits = address.startsWith('0x')
    ? address.slice(2)
    : [...address].map((char) => (char.charCodeAt(0) & 15).toString(16)).join('')
  return digits.padEnd(12, '0')
}

/**
 * The account's profile image, or, without one (or when it fails to load), a deterministic gradient
 * from the address, like the blockies other modals draw. Decorative: the address or name is beside it.
 */
export function Avatar({
  address,
  image,
  size = 64,
}: {
  address: string
  image?: string | null
  size?: number
}) {
  const [failed, setFailed] = useState<string>()
  const hex = avatarHex(address)
  const c1 = `#${hex.slice(0, 6)}`
  const c2 = `#${hex.slice(-6)}`
  const className = 'block shrink-0 rounded-full ring-2 ring-black/5 dark:ring-white/10'
  if (image && failed !== image)
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(image)}
        className={`${className} object-cover`}
      />
    )
  return (
    <span
      aria-hidden="true"
      data-testid="account-avatar"
      className={className}
      style={{ width: size, height: size, background: `radial-gradient(circle at 30% 30%, ${c1}, ${c2})` }}
    />
  )
}
