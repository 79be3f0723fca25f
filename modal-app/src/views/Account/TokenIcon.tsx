/** A token's icon, or its symbol's first letter on a neutral disc. */
export function TokenIcon({
  src,
  symbol,
  size = 36,
}: {
  src?: string | null | undefined
  symbol: string
  size?: number
}) {
  const style = { width: size, height: size }
  if (src)
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        style={style}
        className="shrink-0 rounded-full"
        draggable={false}
      />
    )
  return (
    <span
      style={style}
      className="flex shrink-0 items-center justify-center rounded-full bg-zinc-200 text-[13px] font-semibold text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300"
    >
      {symbol.slice(0, 1).toUpperCase() || '?'}
    </span>
  )
}
