import { pushView } from '../../controllers/navigation.js'
import { t } from '../../i18n/t.js'

/** For a visitor without a wallet: what one is, and where to get one (the peers all offer this). */
export function NewToWallets() {
  return (
    <p className="pt-1 text-center text-[13px] text-zinc-600 dark:text-zinc-400">
      {t('New to wallets?')}{' '}
      <button
        type="button"
        data-testid="what-is-a-wallet-link"
        onClick={() => pushView('WhatIsAWallet')}
        className="rounded font-semibold text-[var(--al-accent-text)] underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-[var(--al-accent)]"
      >
        {t('What is a wallet?')}
      </button>
    </p>
  )
}
