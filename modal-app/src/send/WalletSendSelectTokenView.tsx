import { useState } from 'react'
import { visibleTokens } from '../controllers/account.js'
import { goBack } from '../controllers/navigation.js'
import { t } from '../i18n/t.js'
import { formatBalanceShown } from '../lib/decimal.js'
import { useAccount } from '../stores/accountStore.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { selectToken } from './sendController.js'

/** The tokens the account can send, searchable by name or symbol. */
export default function WalletSendSelectTokenView() {
  const tokens = useAccount((s) => s.tokens)
  const [search, setSearch] = useState('')
  const query = search.trim().toLowerCase()
  const shown = visibleTokens(tokens ?? []).filter(
    (t) => !query || t.name.toLowerCase().includes(query) || t.symbol.toLowerCase().includes(query),
  )
  return (
    <div className="flex flex-col gap-2">
      <input
        type="search"
        placeholder={t('Search token')}
        aria-label={t('Search token')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="w-full rounded-xl border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-[14px] outline-none focus:border-[var(--al-accent)] dark:border-zinc-700 dark:bg-zinc-800"
      />
      <ul className="flex max-h-[320px] flex-col gap-1 overflow-y-auto">
        {shown.map((token) => (
          <li key={token.address ?? 'native'}>
            <button
              type="button"
              data-testid="send-token-option"
              data-symbol={token.symbol}
              onClick={() => {
                selectToken(token)
                goBack()
              }}
              className="flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-start outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:hover:bg-zinc-800"
            >
              <TokenIcon src={token.iconUrl} symbol={token.symbol} />
              <span className="min-w-0 flex-1 truncate text-[15px] font-medium">{token.name}</span>
              <span dir="ltr" className="text-[13px] text-zinc-500 dark:text-zinc-400">
                {formatBalanceShown(token.quantity.numeric)} {token.symbol}
              </span>
            </button>
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="py-6 text-center text-[13px] text-zinc-500 dark:text-zinc-400">
            {t('No token found')}
          </li>
        ) : null}
      </ul>
    </div>
  )
}
