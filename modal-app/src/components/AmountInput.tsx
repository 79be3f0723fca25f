import type { InputHTMLAttributes } from 'react'
import { typedAmount } from './typedAmount.js'
import { useFitFont } from './useFitFont.js'

type AmountInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'style'> & {
  value: string
  testId: string
  /** Called with what the field keeps of the typed text; without it the field is read-only. */
  onAmount?: ((amount: string) => void) | undefined
  maxSize?: number
  minSize?: number
}

/**
 * A large amount field (Send, Swap, Buy): it takes digits and one point only, and its font shrinks
 * so a long amount shows whole; one still too long at `minSize` ends in an ellipsis, the whole
 * figure in its title.
 */
export function AmountInput({
  value,
  testId,
  onAmount,
  maxSize = 28,
  minSize = 16,
  className = '',
  ...rest
}: AmountInputProps) {
  const fit = useFitFont<HTMLInputElement>(value || '0', maxSize, minSize)
  return (
    <input
      ref={fit.ref}
      data-testid={testId}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      readOnly={!onAmount}
      title={onAmount ? undefined : value}
      {...rest}
      value={value}
      onChange={(e) => onAmount?.(typedAmount(e.target.value))}
      style={fit.style}
      className={`min-w-0 flex-1 bg-transparent font-semibold text-ellipsis outline-none ${className}`}
    />
  )
}
