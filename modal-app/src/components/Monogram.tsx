import { initials, monogramColor } from './monogram.js'

/** A name's initials on a colour of its own: the image of a wallet or network that has none. */
export function Monogram({
  name,
  size,
  round = false,
  testId,
}: {
  name: string
  size: number
  round?: boolean
  testId?: string
}) {
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: monogramColor(name),
        fontSize: Math.round(size * 0.36),
      }}
      className={`flex shrink-0 items-center justify-center font-semibold text-white select-none ${round ? 'rounded-full' : 'rounded-xl'}`}
    >
      {initials(name)}
    </span>
  )
}
