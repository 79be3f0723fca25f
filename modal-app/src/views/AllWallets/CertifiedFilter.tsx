import { t } from '../../i18n/t.js'
import { CertifiedMark } from './CertifiedMark.js'

/**
 * AppKit's certified switch beside the search field: one toggle button (aria-pressed), the certified
 * mark and a small switch whose knob and colour show the state.
 */
export function CertifiedFilter({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('Only WalletConnect certified')}
      title={t('Only WalletConnect certified')}
      data-testid="certified-filter"
      onClick={onToggle}
      className={`flex h-11 shrink-0 items-center gap-2 rounded-xl border px-3 outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] ${
        on
          ? 'border-[var(--al-accent)] bg-[color-mix(in_srgb,var(--al-accent)_12%,transparent)]'
          : 'border-zinc-200 bg-zinc-50 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800 dark:hover:bg-zinc-700'
      }`}
    >
      <CertifiedMark size={22} />
      <span
        aria-hidden="true"
        className={`relative h-4 w-7 rounded-full transition-colors motion-reduce:transition-none ${
          on ? 'bg-[var(--al-accent)]' : 'bg-zinc-300 dark:bg-zinc-600'
        }`}
      >
        <span
          className={`absolute start-0.5 top-0.5 h-3 w-3 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            on ? 'translate-x-3 rtl:-translate-x-3' : ''
          }`}
        />
      </span>
    </button>
  )
}
