import { useEffect, useState } from 'react'
import {
  type LedgerAccount,
  type LedgerPathScheme,
  ledgerPathSchemes,
} from '../../connectors/ledger/index.js'
import { t } from '../../i18n/t.js'
import { formatUnitsTruncated, truncateAddress } from '../../lib/format.js'
import { getBalance, rpcClient } from '../../lib/rpcClient.js'
import { ledgerNetwork } from './ledgerNetwork.js'

const pagerClass =
  'rounded-full px-3 py-1.5 text-[13px] font-semibold text-[var(--al-accent-text)] outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-40 dark:hover:bg-zinc-800'

/** One account's ETH balance, read from the network's RPC; a failed read shows a dash. */
function Balance({ address }: { address: string }) {
  const [text, setText] = useState<string>()
  useEffect(() => {
    const network = ledgerNetwork()
    if (!network) return setText('–')
    let live = true
    getBalance(rpcClient(network), { address: address as `0x${string}` })
      .then((value) => {
        if (live)
          setText(
            `${formatUnitsTruncated(value, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`,
          )
      })
      .catch(() => live && setText('–'))
    return () => {
      live = false
    }
  }, [address])
  return (
    <span data-testid="ledger-balance" dir="ltr" className="text-xs text-zinc-600 dark:text-zinc-400">
      {text ?? '…'}
    </span>
  )
}

/** A page of the device's accounts in a derivation path scheme: pick one to connect it. */
export function LedgerAccountList({
  scheme,
  page,
  accounts,
  busy,
  onScheme,
  onPage,
  onPick,
}: {
  scheme: LedgerPathScheme
  page: number
  accounts: readonly LedgerAccount[] | undefined
  busy: boolean
  onScheme: (scheme: LedgerPathScheme) => void
  onPage: (page: number) => void
  onPick: (account: LedgerAccount) => void
}) {
  return (
    <div className="flex w-full flex-col gap-2" data-testid="ledger-accounts">
      <label className="flex items-center justify-between gap-2 text-[13px] text-zinc-600 dark:text-zinc-400">
        {t('Derivation path')}
        <select
          data-testid="ledger-scheme"
          value={scheme}
          disabled={busy}
          onChange={(event) => onScheme(event.target.value as LedgerPathScheme)}
          className="rounded-xl border border-zinc-300 bg-white px-2 py-1.5 text-[13px] text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100"
        >
          {Object.entries(ledgerPathSchemes).map(([id, info]) => (
            <option key={id} value={id}>
              {t(info.label)}
            </option>
          ))}
        </select>
      </label>
      <ul className="flex flex-col gap-1.5" aria-busy={busy || !accounts}>
        {(accounts ?? []).map((account) => (
          <li key={account.path}>
            <button
              type="button"
              data-testid="ledger-account"
              data-address={account.address}
              data-path={account.path}
              disabled={busy}
              onClick={() => onPick(account)}
              className="flex w-full items-center gap-3 rounded-2xl bg-zinc-100 px-3 py-2 text-start outline-none transition-colors hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:bg-zinc-800/80 dark:hover:bg-zinc-700/80"
            >
              <span className="w-6 text-[13px] font-semibold text-zinc-600 dark:text-zinc-400">
                {account.index + 1}
              </span>
              <span className="flex min-w-0 flex-col">
                <span
                  className="font-mono text-[14px] text-zinc-900 dark:text-zinc-100"
                  title={account.address}
                >
                  <bdi dir="ltr">{truncateAddress(account.address, 6, 4)}</bdi>
                </span>
                <span className="truncate text-[11px] text-zinc-600 dark:text-zinc-400">
                  <bdi dir="ltr">{account.path}</bdi>
                </span>
              </span>
              <span className="ms-auto">
                <Balance address={account.address} />
              </span>
            </button>
          </li>
        ))}
        {!accounts
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="h-[52px] animate-pulse rounded-2xl bg-zinc-100 dark:bg-zinc-800/80" />
            ))
          : null}
      </ul>
      <div className="flex items-center justify-between">
        <button
          type="button"
          data-testid="ledger-previous"
          className={pagerClass}
          disabled={busy || page === 0}
          onClick={() => onPage(page - 1)}
        >
          {t('Previous')}
        </button>
        <span className="text-[12px] text-zinc-600 dark:text-zinc-400">
          {t('Page {page}', { page: page + 1 })}
        </span>
        <button
          type="button"
          data-testid="ledger-next"
          className={pagerClass}
          disabled={busy}
          onClick={() => onPage(page + 1)}
        >
          {t('Next')}
        </button>
      </div>
    </div>
  )
}
