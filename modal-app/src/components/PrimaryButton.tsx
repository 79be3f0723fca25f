import type { ReactNode } from 'react'

/** The view's main action, a filled accent pill ("Try again", "Open <wallet>", "Get a wallet"). */
export function PrimaryButton({
  onClick,
  testId,
  disabled,
  children,
}: {
  onClick: () => void
  testId: string
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
      className="min-h-10 rounded-full bg-[var(--al-accent)] px-5 py-2 text-[14px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
    >
      {children}
    </button>
  )
}
