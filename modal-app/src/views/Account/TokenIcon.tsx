import { useState } from 'react'

/**
 * A token's (or a provider's, or a currency's) image; its first letter on a neutral disc when it has
 * none or the image fails to load. Decorative either way: the name or symbol is always written
 * beside it, so the letter is hidden from assistive technology and from the control's name.
 */
export function TokenIcon({
  src,
  symbol,
  size = 36,
}: {
  src?: string | null | undefined
  symbol: string
  size?: number
}) {
  const [failed, setFailed] = useState<string | undefined>()
  const style = { width: size, height: size }
  if (src && failed !== src)
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        data-testid="token-icon"
        style={style}
        className="shrink-0 rounded-full"
        draggable={false}
        onError={() => setFailed(src)}
      />
    )
  return (
    <span
      aria-hidden="true"
      data-testid="token-icon-letter"
      style={{ ...style, fontSize: Math.max(10, Math.round(size * 0.4)) }}
      className="flex shrink-0 items-center justify-center rounded-full bg-zinc-200 font-semibold text-zinc-800 select-none dark:bg-zinc-700 dark:text-zinc-100"
    >
      {symbol.slice(0, 1).toUpperCase() || '?'}
    </span>
  )
}
