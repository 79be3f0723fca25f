import type { HostWallet } from '@airlock/shared-protocol'
import { useEffect, useState } from 'react'
import { type DirectoryWallet, fetchWallets, walletImageUrl } from '../../api/directory.js'
import { ChevronIcon, GridIcon, WalletConnectIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { WalletImage } from '../../components/WalletImage.js'
import { connectWallet } from '../../controllers/connection.js'
import { openUrl } from '../../controllers/hostBridge.js'
import { pushView } from '../../controllers/navigation.js'
import { useApp } from '../../stores/useApp.js'
import { orderWallets } from './orderWallets.js'

function useRecommended(installed: HostWallet[]) {
  const projectId = useApp((s) => s.options?.projectId)
  const exclude = useApp((s) => s.options?.excludeWalletIds)
  const [wallets, setWallets] = useState<DirectoryWallet[]>([])
  const installedRdns = installed
    .map((w) => w.rdns)
    .filter(Boolean)
    .join(',')
  useEffect(() => {
    if (!projectId) return
    const abort = new AbortController()
    fetchWallets({ projectId, page: 1, entries: 8, ...(exclude ? { exclude } : {}) }, abort.signal)
      .then((page) => {
        const skip = new Set(installedRdns.split(','))
        setWallets(page.data.filter((w) => !w.rdns || !skip.has(w.rdns)).slice(0, 4))
      })
      .catch(() => setWallets([]))
    return () => abort.abort()
  }, [projectId, exclude, installedRdns])
  return wallets
}

export function ConnectView() {
  const wallets = useApp((s) => s.wallets)
  const recent = useApp((s) => s.recentWallets)
  const allWallets = useApp((s) => s.options?.features?.allWallets !== false)
  const terms = useApp((s) => s.options?.termsConditionsUrl)
  const privacy = useApp((s) => s.options?.privacyPolicyUrl)
  const recommended = useRecommended(wallets)
  const ordered = orderWallets(wallets, recent)
  const recentIds = new Set(recent.map((w) => w.id))

  return (
    <div className="flex flex-col gap-2">
      <ListRow
        testId="walletconnect"
        data={{ name: 'WalletConnect' }}
        onClick={() =>
          void import('../../controllers/walletConnect.js').then((m) => m.connectWalletConnect())
        }
        trailing={
          <span className="rounded-md bg-[var(--al-accent)]/10 px-1.5 py-0.5 font-semibold text-[var(--al-accent)]">
            QR code
          </span>
        }
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-[#3b99fc] text-white">
          <WalletConnectIcon />
        </span>
        <span>WalletConnect</span>
      </ListRow>
      {ordered.length === 0 ? (
        <p className="px-2 pb-1 text-[13px] text-zinc-500 dark:text-zinc-400">
          No browser wallet found in this browser.
        </p>
      ) : null}
      {ordered.map((wallet) => (
        <ListRow
          key={wallet.id}
          testId="wallet-row"
          data={{ name: wallet.name, rdns: wallet.rdns }}
          onClick={() => void connectWallet(wallet.id)}
          trailing={
            recentIds.has(wallet.id) ? (
              <span
                data-testid="wallet-recent"
                className="rounded-md bg-zinc-200 px-1.5 py-0.5 font-semibold dark:bg-zinc-700"
              >
                Recent
              </span>
            ) : (
              <span className="rounded-md bg-emerald-500/10 px-1.5 py-0.5 font-semibold text-emerald-600 dark:text-emerald-400">
                Installed
              </span>
            )
          }
        >
          <WalletImage src={wallet.icon} name={wallet.name} />
          <span className="truncate">{wallet.name}</span>
        </ListRow>
      ))}
      {recommended.map((wallet) => (
        <ListRow
          key={wallet.id}
          testId="recommended-wallet"
          data={{ name: wallet.name }}
          onClick={() => {
            const link = wallet.homepage ?? wallet.webapp_link ?? wallet.desktop_link
            if (link) openUrl(link)
          }}
          trailing={<span>Get</span>}
        >
          <WalletImage src={walletImageUrl(wallet.image_id)} name={wallet.name} />
          <span className="truncate">{wallet.name}</span>
        </ListRow>
      ))}
      {allWallets ? (
        <ListRow testId="all-wallets" onClick={() => pushView('AllWallets')} trailing={<ChevronIcon />}>
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-zinc-200 text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
            <GridIcon />
          </span>
          <span>All Wallets</span>
        </ListRow>
      ) : null}
      {terms || privacy ? (
        <p className="px-4 pt-2 text-center text-[12px] text-zinc-500 dark:text-zinc-400">
          By connecting your wallet, you agree to our{' '}
          {terms ? (
            <button type="button" className="underline" onClick={() => openUrl(terms)}>
              Terms of Service
            </button>
          ) : null}
          {terms && privacy ? ' and ' : null}
          {privacy ? (
            <button type="button" className="underline" onClick={() => openUrl(privacy)}>
              Privacy Policy
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
