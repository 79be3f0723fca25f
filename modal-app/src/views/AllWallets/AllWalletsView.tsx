import { useEffect, useRef, useState } from 'react'
import { track } from '../../api/analytics.js'
import { type DirectoryWallet, fetchWallets, walletImageUrl } from '../../api/directory.js'
import { WalletImage } from '../../components/WalletImage.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'
import { connectListed, hasWalletLink } from '../Connect/connectListed.js'
import { CertifiedFilter } from './CertifiedFilter.js'
import { CertifiedMark } from './CertifiedMark.js'
import { directoryErrorText } from './directoryErrorText.js'
import { EmptySearch } from './EmptySearch.js'
import { visibleRows } from './virtualRows.js'

const PAGE_SIZE = 40
const SEARCH_SIZE = 100
const SEARCH_WAIT_MS = 300
const COLUMNS = 4
// Room for a name on two lines under the icon: names wrap instead of being cut to "Coinbas…".
const ROW_HEIGHT = 100
const VIEWPORT = 360

/**
 * The wallet directory for the configured networks: pages of 40 as you scroll, search (trimmed,
 * 300 ms debounce, 100 results); includeWalletIds (only those) and excludeWalletIds hold in both.
 * The certified filter asks for badge_type=certified and, as AppKit does, one page of 100 like a search.
 */
export default function AllWalletsView() {
  const projectId = useApp((s) => s.options?.projectId ?? '')
  const include = useApp((s) => s.options?.includeWalletIds?.join(',') ?? '')
  const exclude = useApp((s) => s.options?.excludeWalletIds?.join(',') ?? '')
  const chains = useApp((s) => s.networks.map((n) => n.caipNetworkId).join(','))
  // Spec section 5: WalletConnect-only apps show a wallet's image only when the wallet has a link to pair by.
  const walletConnectOnly = useApp((s) => s.options?.universalProviderMode === true)
  const imageOf = (wallet: DirectoryWallet) =>
    walletConnectOnly && !hasWalletLink(wallet) ? undefined : walletImageUrl(wallet.image_id)
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [certified, setCertified] = useState(false)
  const [wallets, setWallets] = useState<DirectoryWallet[]>([])
  const [count, setCount] = useState(0)
  const [page, setPage] = useState(1)
  const [error, setError] = useState<string>()
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim())
      if (search.trim()) track('SEARCH_WALLET', { search: search.trim() })
    }, SEARCH_WAIT_MS)
    return () => clearTimeout(timer)
  }, [search])

  useEffect(() => {
    const abort = new AbortController()
    const entries = query || certified ? SEARCH_SIZE : PAGE_SIZE
    fetchWallets(
      {
        projectId,
        page,
        entries,
        ...(query ? { search: query } : {}),
        ...(include ? { include: include.split(',') } : {}),
        ...(exclude ? { exclude: exclude.split(',') } : {}),
        ...(chains ? { chains: chains.split(',') } : {}),
        ...(certified ? { badge: 'certified' as const } : {}),
      },
      abort.signal,
    )
      .then((result) => {
        setError(undefined)
        setCount(result.count)
        setWallets((previous) => (page === 1 ? result.data : [...previous, ...result.data]))
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setError(e instanceof Error ? e.message : 'An error occurred')
      })
    return () => abort.abort()
  }, [projectId, query, certified, page, include, exclude, chains])

  useEffect(() => {
    setPage(1)
    setScrollTop(0)
    if (scroller.current) scroller.current.scrollTop = 0
  }, [query, certified])

  const rowCount = Math.ceil(wallets.length / COLUMNS)
  const { first, last } = visibleRows(scrollTop, VIEWPORT, ROW_HEIGHT, rowCount)
  const rows = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)

  // Near the end of what is loaded: fetch the next page (not while searching or filtering: one page of 100).
  useEffect(() => {
    if (!query && !certified && rowCount > 0 && last >= rowCount - 3 && wallets.length < count)
      setPage(Math.floor(wallets.length / PAGE_SIZE) + 1)
  }, [last, rowCount, wallets.length, count, query, certified])

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('Search wallet')}
          aria-label={t('Search wallet')}
          data-testid="wallet-search"
          className="h-11 min-w-0 flex-1 rounded-xl border border-zinc-200 bg-zinc-50 px-3 text-[14px] outline-none focus:border-[var(--al-accent)] dark:border-zinc-700 dark:bg-zinc-800"
        />
        <CertifiedFilter
          on={certified}
          onToggle={() => {
            // AppKit says what the list now holds when the filter goes on.
            if (!certified) showSnackbar('success', t('Only WalletConnect certified'))
            setCertified(!certified)
          }}
        />
      </div>
      {error ? (
        <p data-testid="directory-error" className="text-[13px] text-red-600">
          {directoryErrorText(error)}
        </p>
      ) : null}
      {!error && wallets.length === 0 && (query || certified) ? <EmptySearch /> : null}
      <div
        ref={scroller}
        data-testid="wallet-grid"
        data-loaded={wallets.length}
        data-count={count}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        className="relative h-[360px] overflow-y-auto"
      >
        {/* Virtualized: only the rows in view are in the DOM, so 1,000 wallets scroll like 40. */}
        <div style={{ height: rowCount * ROW_HEIGHT }} />
        {rows.map((row) => (
          <div
            key={row}
            className="absolute inset-x-0 grid grid-cols-4 gap-1"
            style={{ top: row * ROW_HEIGHT, height: ROW_HEIGHT }}
          >
            {wallets.slice(row * COLUMNS, row * COLUMNS + COLUMNS).map((wallet) => (
              <button
                key={wallet.id}
                type="button"
                data-testid="directory-wallet"
                data-name={wallet.name}
                onClick={() => connectListed(wallet, imageOf(wallet))}
                className="flex flex-col items-center gap-1 rounded-xl px-0.5 py-2 text-[11px] outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:hover:bg-zinc-800"
              >
                <WalletImage src={imageOf(wallet)} name={wallet.name} size={48} />
                <span
                  data-testid="directory-wallet-name"
                  className="line-clamp-2 w-full text-center leading-[13px] [overflow-wrap:anywhere]"
                >
                  {/* In the text's flow, first: beside the name, and never the part a two-line clamp cuts off. */}
                  {wallet.badge_type === 'certified' ? (
                    <>
                      <CertifiedMark size={11} label={t('Certified')} className="align-middle" />{' '}
                    </>
                  ) : null}
                  {wallet.name}
                </span>
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
