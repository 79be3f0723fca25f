import { useState } from 'react'
import { ChevronIcon, CopyIcon, DisconnectIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { WalletImage } from '../../components/WalletImage.js'
import { refreshBalance } from '../../controllers/balance.js'
import { disconnect } from '../../controllers/connection.js'
import { pushView } from '../../controllers/navigation.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { truncateAddress } from '../../lib/format.js'
import { useApp } from '../../stores/useApp.js'
import { Avatar } from './Avatar.js'

export function AccountView() {
  const address = useApp((s) => s.address)
  const balance = useApp((s) => s.balance)
  const balanceError = useApp((s) => s.balanceError)
  const network = useApp((s) => s.activeNetwork)
  const wallet = useApp((s) => s.walletInfo)
  const [busy, setBusy] = useState(false)
  if (!address) return null

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showSnackbar('success', 'Address copied')
    } catch {
      showSnackbar('error', 'Could not copy the address')
    }
  }
  const onDisconnect = async () => {
    setBusy(true)
    const result = await disconnect()
    setBusy(false)
    if (!result.ok) showSnackbar('error', 'Failed to disconnect')
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <Avatar address={address} />
      <button
        type="button"
        onClick={() => void copy()}
        data-testid="account-address"
        data-address={address}
        title="Copy address"
        className="mt-2 flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[18px] font-semibold outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:hover:bg-zinc-800"
      >
        {truncateAddress(address)}
        <span className="text-zinc-400">
          <CopyIcon />
        </span>
      </button>
      <p data-testid="account-balance" className="text-[15px] text-zinc-500 dark:text-zinc-400">
        {balance ? (
          `${balance.formatted} ${balance.symbol}`
        ) : balanceError ? (
          <button type="button" className="underline" onClick={() => void refreshBalance()}>
            {balanceError}
          </button>
        ) : (
          <span className="inline-block h-4 w-24 animate-pulse rounded bg-zinc-200 align-middle dark:bg-zinc-700" />
        )}
      </p>
      <div className="mt-3 flex w-full flex-col gap-2">
        <ListRow
          testId="account-network"
          data={{ caip: network?.caipNetworkId }}
          onClick={() => pushView('Networks')}
          trailing={<ChevronIcon />}
        >
          <NetworkImage network={network} />
          <span className="truncate">{network?.name ?? 'Unknown network'}</span>
        </ListRow>
        {wallet ? (
          <div className="flex items-center gap-3 rounded-2xl px-2.5 py-1 text-[13px] text-zinc-500 dark:text-zinc-400">
            <WalletImage src={wallet.icon} name={wallet.name} size={20} />
            Connected with {wallet.name}
          </div>
        ) : null}
        <ListRow testId="account-disconnect" onClick={() => void onDisconnect()} disabled={busy}>
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-zinc-200 text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
            <DisconnectIcon />
          </span>
          <span>Disconnect</span>
        </ListRow>
      </div>
    </div>
  )
}
