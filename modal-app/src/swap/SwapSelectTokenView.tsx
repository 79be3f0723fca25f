import { useEffect, useState } from 'react'
import { goBack } from '../controllers/navigation.js'
import { t } from '../i18n/t.js'
import { formatBalanceShown, formatFiat } from '../lib/decimal.js'
import { useAccount } from '../stores/accountStore.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { openSwap, selectToken } from './swapController.js'
import { useSwap } from './swapStore.js'
import { pickerTokens, portfolioEntry, sameToken } from './swapTokens.js'

/** The tokens the chain's AMM trades, searchable, with the account's balances; picks for one side. */
export function SwapSelectTokenView() {
  const tokens = useSwap((s) => s.tokens)
  const side = useSwap((s) => s.selecting)
  const selected = useSwap((s) => s[s.selecting])
  const portfolio = useAccount((s) => s.tokens)
  const [search, setSearch] = useState('')
  const shown = pickerTokens(tokens ?? [], portfolio, search)
  // Opened on its own (the host's open({ view })), the list is not loaded yet.
  useEffect(() => {
    if (!tokens) void openSwap()
  }, [tokens])
  return (
    <div className="flex flex-col gap-2">
      <input
        type="search"
        data-testid="swap-token-search"
        placeholder={t('Search name or address')}
        aria-label={side === 'from' ? t('Search the token to pay with') : t('Search the token to receive')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="w-full rounded-xl border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-[14px] outline-none focus:border-[var(--al-accent)] dark:border-zinc-700 dark:bg-zinc-800"
      />
      <ul className="flex max-h-[360px] flex-col gap-1 overflow-y-auto">
        {shown.map((token) => {
          const entry = portfolioEntry(token, portfolio)
          const current = selected !== undefined && sameToken(selected, token)
          return (
            <li key={token.address}>
              <button
                type="button"
                data-testid="swap-token-option"
                data-symbol={token.symbol}
                aria-current={current || undefined}
                onClick={() => {
                  selectToken(token)
                  goBack()
                }}
                className={`flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-start outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:hover:bg-zinc-800 ${current ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
              >
                <TokenIcon src={token.logoUri} symbol={token.symbol} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-[15px] font-medium">{token.name}</span>
                  <span className="text-[13px] text-zinc-600 dark:text-zinc-400">{token.symbol}</span>
                </span>
                <span className="flex flex-col items-end text-[13px]">
                  <span data-testid="swap-token-balance" dir="ltr">
                    {formatBalanceShown(entry?.quantity.numeric ?? '0')} {token.symbol}
                  </span>
                  {entry?.value !== undefined ? (
                    <span dir="ltr" className="text-zinc-600 dark:text-zinc-400">
                      {formatFiat(entry.value)}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
        {shown.length === 0 ? (
          <li className="py-6 text-center text-[13px] text-zinc-600 dark:text-zinc-400">
            {t('No token found')}
          </li>
        ) : null}
      </ul>
    </div>
  )
}
