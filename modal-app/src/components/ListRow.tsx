import type { ReactNode } from 'react'

interface ListRowProps {
  onClick: () => void
  children: ReactNode
  testId?: string
  data?: Record<string, string | undefined>
  trailing?: ReactNode
  disabled?: boolean
}

/** The tappable row every list in the modal uses. */
export function ListRow({ onClick, children, testId, data, trailing, disabled }: ListRowProps) {
  const dataAttributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]))
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      {...dataAttributes}
      className="flex w-full items-center gap-3 rounded-2xl bg-zinc-100 p-2.5 pe-4 text-start text-[15px] font-medium text-zinc-900 outline-none transition-colors duration-150 hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:bg-zinc-800/80 dark:text-zinc-100 dark:hover:bg-zinc-700/80"
    >
      {children}
      {trailing ? (
        <span className="ms-auto flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          {trailing}
        </span>
      ) : null}
    </button>
  )
}
