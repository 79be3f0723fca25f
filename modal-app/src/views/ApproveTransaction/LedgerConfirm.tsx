import { t } from '../../i18n/t.js'
import type { LedgerState } from '../../stores/ledgerStore.js'

/**
 * A request waiting on the Ledger: the device, not the modal, approves it, so this says what its
 * screens will show for the visitor to compare before they confirm there.
 */
export function LedgerConfirm({ prompt }: { prompt: NonNullable<LedgerState['prompt']> }) {
  return (
    <div data-testid="ledger-confirm" className="flex flex-col gap-3 py-2" aria-live="polite">
      <div className="text-center">
        <p className="text-[15px] font-semibold">{t('Confirm on your Ledger')}</p>
        <p className="mt-1 text-[13px] text-zinc-600 dark:text-zinc-400">{prompt.summary}</p>
      </div>
      <p className="text-[12px] font-semibold text-zinc-600 uppercase dark:text-zinc-400">{prompt.title}</p>
      <dl className="flex flex-col gap-1.5">
        {prompt.screens.map((screen) => (
          <div
            key={screen.label}
            data-testid="ledger-screen"
            className="rounded-xl bg-zinc-100 px-3 py-2 text-start dark:bg-zinc-800/80"
          >
            <dt className="text-[12px] text-zinc-600 dark:text-zinc-400">{screen.label}</dt>
            <dd dir="auto" className="font-mono text-[13px] break-all text-zinc-900 dark:text-zinc-100">
              {screen.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
