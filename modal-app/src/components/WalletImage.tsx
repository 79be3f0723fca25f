import { WalletIcon } from './icons.js'

/** A wallet's icon (data URI from EIP-6963 or a directory image URL), or a neutral glyph. */
export function WalletImage({
  src,
  name,
  size = 40,
}: {
  src?: string | undefined
  name: string
  size?: number
}) {
  const style = { width: size, height: size }
  if (!src) {
    return (
      <span
        style={style}
        className="flex shrink-0 items-center justify-center rounded-xl bg-zinc-200 text-zinc-500 dark:bg-zinc-700 dark:text-zinc-300"
      >
        <WalletIcon />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      style={style}
      className="shrink-0 rounded-xl border border-black/5 bg-white object-contain dark:border-white/10"
      draggable={false}
      data-name={name}
    />
  )
}
