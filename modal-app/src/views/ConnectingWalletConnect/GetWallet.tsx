import { t } from '../../i18n/t.js'
import { openUrl } from '../../lib/hostBridge.js'

/** "Don't have X? Get": the wallet's own page, for a visitor who picked a wallet they do not have yet. */
export function GetWallet({ name, homepage }: { name: string; homepage: string }) {
  return (
    <div
      data-testid="wc-get-wallet"
      className="flex items-center justify-between gap-3 rounded-2xl bg-zinc-100 px-4 py-2 text-[14px] dark:bg-zinc-800/80"
    >
      <span className="min-w-0 break-words text-zinc-700 dark:text-zinc-300">
        {t("Don't have {name}?", { name })}
      </span>
      <button
        type="button"
        data-testid="wc-get-wallet-link"
        onClick={() => openUrl(homepage)}
        className="min-h-10 shrink-0 rounded-full bg-[var(--al-accent)]/10 px-4 font-semibold text-[var(--al-accent-text)] outline-none hover:bg-[var(--al-accent)]/20 focus-visible:ring-2"
      >
        {t('Get')}
      </button>
    </div>
  )
}
