import type { ReactNode } from 'react'
import { useFitFont } from './useFitFont.js'

/**
 * An amount shown large (a quote, a total, a review): its font shrinks from `maxSize` to `minSize`
 * so the whole figure shows; past that it ends in an ellipsis, the whole figure in its title.
 * `text` is what is measured and titled; `children` may dress it (a smaller cents part). Its width
 * must come from its container (a block or `w-full`), not from its text, or each shrink narrows it.
 */
export function AmountText({
  text,
  children,
  maxSize,
  minSize,
  className = '',
  testId,
  data,
  live,
}: {
  text: string
  children?: ReactNode
  maxSize: number
  minSize: number
  className?: string
  testId?: string
  data?: Record<string, string | undefined>
  live?: { busy: boolean }
}) {
  const fit = useFitFont<HTMLParagraphElement>(text, maxSize, minSize)
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]))
  return (
    <p
      ref={fit.ref}
      data-testid={testId}
      {...attributes}
      title={text}
      aria-live={live ? 'polite' : undefined}
      aria-busy={live?.busy || undefined}
      style={fit.style}
      className={`min-w-0 truncate ${className}`}
    >
      {children ?? text}
    </p>
  )
}
