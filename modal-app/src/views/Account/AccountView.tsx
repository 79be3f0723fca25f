import { defaultFeatures } from '@airlock/shared-protocol'
import { lazy, Suspense, useEffect, useState } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { textButtonHitBox } from '../../components/textButton.js'
import { CopyIcon, DisconnectIcon, LineIcon, ReceiveIcon, SendIcon } from '../../components/viewIcons.js'
import { WalletImage } from '../../components/WalletImage.js'
import { EMBEDDED_ID, LEDGER_ID } from '../../connectors/ids.js'
import { copyWithSnackbar } from '../../controllers/clipboard.js'
import { disconnect } from '../../controllers/disconnect.js'
import { pushView } from '../../controllers/navigation.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { t } from '../../i18n/t.js'
import { truncateAddress } from '../../lib/format.js'
import { useAccount } from '../../stores/accountStore.js'
import { resetSendState } from '../../stores/sendStore.js'
import { useApp } from '../../stores/useApp.js'
import { BalanceLine } from './BalanceLine.js'
import { EmbeddedAccountRow } from './EmbeddedAccountRow.js'

// The tabs (and decimal.js, the blockchain API client) load with the Account view, not with the modal.
const Tabs = lazy(() => import('./AccountTabs.js'))
const Total = lazy(() => import('./AccountTotal.js'))
// Smart accounts are the embedded wallet's only: their switch loads when such an account shows.
const AccountTypeRow = lazy(() => import('./AccountTypeRow.js'))
// A Ledger's address check loads only when a Ledger account shows.
const LedgerVerifyRow = lazy(() => import('./LedgerVerifyRow.js'))
const loadIdentity = () => import('../../controllers/account.js').then((m) => m.loadIdentity())

const SwapIcon = () => (
  <LineIcon>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M21 16l-4 4-4-4" />
  </LineIcon>
)

const BuyIcon = () => (
  <LineIcon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </LineIcon>
)

function WalletFeatures() {
  const features = useApp((s) => s.options?.features)
  // Swaps run on EVM chains only (spec section 9), and the on-ramp's providers deliver EVM tokens here.
  const evm = useApp((s) => s.activeNetwork?.chainNamespace !== 'solana')
  const order = features?.walletFeaturesOrder ?? defaultFeatures.walletFeaturesOrder
  // `start` resets the feature's form, so it opens empty every time (the swap and Buy forms reset themselves when left).
  const buttons = {
    onramp: features?.onramp !== false &&
      evm && {
        label: t('Buy'),
        icon: <BuyIcon />,
        view: 'OnRamp' as const,
      },
    swaps: features?.swaps !== false &&
      evm && {
        label: t('Swap'),
        icon: <SwapIcon />,
        view: 'Swap' as const,
      },
    receive: features?.receive !== false && {
      label: t('Receive'),
      icon: <ReceiveIcon />,
      view: 'WalletReceive' as const,
    },
    send: features?.send !== false && {
      label: t('Send'),
      icon: <SendIcon />,
      view: 'WalletSend' as const,
      start: resetSendState,
    },
  }
  const shown = order.flatMap((name) => {
    const button = buttons[name]
    return button ? [{ name, ...button }] : []
  })
  if (shown.length === 0) return null
  return (
    <div className="mt-2 flex w-full shrink-0 gap-2">
      {shown.map((b) => (
        <button
          key={b.name}
          type="button"
          data-testid={`account-${b.name}`}
          onClick={() => {
            if ('start' in b) b.start()
            pushView(b.view)
          }}
          className="flex flex-1 flex-col items-center gap-1 rounded-2xl bg-zinc-100 py-2.5 text-[13px] font-semibold outline-none transition-colors duration-150 hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-800/80 dark:hover:bg-zinc-700/80"
        >
          <span className="text-[var(--al-accent-text)]">{b.icon}</span>
          {b.label}
        </button>
      ))}
    </div>
  )
}

export function AccountView() {
  const address = useApp((s) => s.address)
  const network = useApp((s) => s.activeNetwork)
  const switchable = useApp((s) => s.options?.enableNetworkSwitch !== false)
  const embeddedConnected = useApp((s) => s.connectorId === EMBEDDED_ID)
  const ledgerConnected = useApp((s) => s.connectorId === LEDGER_ID)
  const wallet = useApp((s) => s.walletInfo)
  const name = useAccount((s) => s.identity?.name)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (address) void loadIdentity()
  }, [address])
  if (!address) return null

  const copy = () => copyWithSnackbar(address, 'Address')
  const onDisconnect = async () => {
    setBusy(true)
    const result = await disconnect()
    setBusy(false)
    if (!result.ok) showSnackbar('error', t('Failed to disconnect'))
  }

  // The balance and actions above and Disconnect below stay put; a short card shrinks the tab's list
  // (AccountTabs), which scrolls, as AppKit's does.
  return (
    <div className="flex min-h-0 flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        data-testid="account-address"
        data-address={address}
        title={t('Copy address')}
        className="relative flex max-w-full min-h-10 items-center gap-1.5 rounded-full bg-zinc-100 px-3 text-[15px] font-medium text-zinc-700 outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-800/80 dark:text-zinc-200 dark:hover:bg-zinc-700/80"
      >
        <span dir="ltr" className="truncate">
          {name ?? truncateAddress(address)}
        </span>
        <span className="shrink-0 text-zinc-500 dark:text-zinc-400">
          <CopyIcon />
        </span>
      </button>
      {name === null && network?.chainNamespace === 'eip155' ? (
        <button
          type="button"
          data-testid="account-register-name"
          onClick={() => pushView('RegisterAccountName')}
          className={`${textButtonHitBox} rounded-full px-2 text-[13px] font-semibold text-[var(--al-accent-text)] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-[var(--al-accent)]`}
        >
          {t('Choose a name')}
        </button>
      ) : null}
      {/* As AppKit: the portfolio's worth leads, large; the native balance under it. */}
      <Suspense fallback={<div data-testid="account-total-pending" className="h-11" />}>
        <Total />
      </Suspense>
      <BalanceLine />
      <WalletFeatures />
      {/* Past the tabs' least height (an embedded account has two rows more), the rows scroll here
          rather than overlap; -mx/px keep room for the rows' focus rings. */}
      <div className="-mx-1 mt-1 flex min-h-0 w-[calc(100%+0.5rem)] flex-col gap-2 overflow-y-auto px-1">
        <EmbeddedAccountRow />
        {embeddedConnected ? (
          <Suspense fallback={null}>
            <AccountTypeRow />
          </Suspense>
        ) : null}
        {switchable ? (
          <ListRow
            testId="account-network"
            data={{ caip: network?.caipNetworkId, switchable: 'true' }}
            onClick={() => pushView('Networks')}
            trailing={<ChevronIcon />}
          >
            <NetworkImage network={network} />
            <span className="truncate">{network?.name ?? t('Unknown network')}</span>
          </ListRow>
        ) : (
          // enableNetworkSwitch: false, as AppKit: the network is shown, not offered for switching.
          <div
            data-testid="account-network"
            data-caip={network?.caipNetworkId}
            data-switchable="false"
            className="flex w-full items-center gap-3 rounded-2xl bg-zinc-100 p-2.5 pe-4 text-[15px] font-medium dark:bg-zinc-800/80"
          >
            <NetworkImage network={network} />
            <span className="truncate">{network?.name ?? t('Unknown network')}</span>
          </div>
        )}
        <Suspense fallback={<div className="h-[120px]" />}>
          <Tabs />
        </Suspense>
        {wallet ? (
          <div className="flex items-center gap-3 rounded-2xl px-2.5 py-1 text-[13px] text-zinc-500 dark:text-zinc-400">
            <WalletImage src={wallet.icon} name={wallet.name} size={20} />
            {t('Connected with {name}', { name: wallet.name })}
          </div>
        ) : null}
        {ledgerConnected ? (
          <Suspense fallback={null}>
            <LedgerVerifyRow address={address} />
          </Suspense>
        ) : null}
        <ListRow testId="account-disconnect" onClick={() => void onDisconnect()} disabled={busy}>
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-zinc-200 text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
            <DisconnectIcon />
          </span>
          <span>{t('Disconnect')}</span>
        </ListRow>
      </div>
    </div>
  )
}

export default AccountView
