import type { ReactNode } from 'react'
import { t } from '../i18n/t.js'

export interface Option {
  key: string
  leading: ReactNode
  title: string
  subtitle?: string | undefined
  trailing?: ReactNode
  current: boolean
}

/** The pickers' list (provider, token, currency): one button a choice, the current one marked. */
export function OptionList({
  options,
  testId,
  onPick,
  empty,
}: {
  options: Option[]
  testId: string
  onPick: (key: string) => void
  empty: string
}) {
  return (
    <ul className="flex flex-col gap-1">
      {options.map((option) => (
        <li key={option.key}>
          <button
            type="button"
            data-testid={testId}
            data-key={option.key}
            aria-current={option.current || undefined}
            onClick={() => onPick(option.key)}
            className={`flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-start outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:hover:bg-zinc-800 ${option.current ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
          >
            {option.leading}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-[15px] font-medium">{option.title}</span>
              {option.subtitle ? (
                <span className="text-[13px] text-zinc-600 dark:text-zinc-400">{option.subtitle}</span>
              ) : null}
            </span>
            {option.trailing}
          </button>
        </li>
      ))}
      {options.length === 0 ? (
        <li className="py-6 text-center text-[13px] text-zinc-600 dark:text-zinc-400">{empty}</li>
      ) : null}
    </ul>
  )
}

/** 'Sandbox': the provider takes test cards only and moves no real money. */
export function SandboxBadge() {
  return (
    <span
      data-testid="onramp-sandbox"
      className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900 dark:bg-amber-400/20 dark:text-amber-200"
    >
      {t('Sandbox')}
    </span>
  )
}
