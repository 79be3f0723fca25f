import type { ViewName } from '@airlock/shared-protocol'
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react'
import { closeModal, goBack } from '../controllers/navigation.js'
import { currentView } from '../stores/appStore.js'
import { useApp } from '../stores/useApp.js'
import { AccountView } from '../views/Account/AccountView.js'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView.js'
import { Alert } from './Alert.js'
import { BackIcon, CloseIcon } from './icons.js'
import { Snackbar } from './Snackbar.js'
import { useTheme } from './useTheme.js'

const AllWalletsView = lazy(() => import('../views/AllWallets/AllWalletsView.js'))
const NetworksView = lazy(() => import('../views/Networks/NetworksView.js'))
const ConnectingWalletConnectView = lazy(
  () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectView.js'),
)
const ConnectingWalletConnectBasicView = lazy(
  () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
)
const WalletSendView = lazy(() => import('../send/WalletSendView.js'))
const WalletSendSelectTokenView = lazy(() => import('../send/WalletSendSelectTokenView.js'))
const WalletSendPreviewView = lazy(() => import('../send/WalletSendPreviewView.js'))
const WalletReceiveView = lazy(() => import('../views/WalletReceive/WalletReceiveView.js'))
const UnsupportedChainView = lazy(() => import('../views/UnsupportedChain/UnsupportedChainView.js'))

const titles: Partial<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
}

function ViewBody({ view }: { view: ViewName }) {
  switch (view) {
    case 'Account':
      return <AccountView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'Networks':
      return <NetworksView />
    case 'WalletSend':
      return <WalletSendView />
    case 'WalletSendSelectToken':
      return <WalletSendSelectTokenView />
    case 'WalletSendPreview':
      return <WalletSendPreviewView />
    case 'WalletReceive':
      return <WalletReceiveView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    default:
      return <ConnectView />
  }
}

/** The dialog: backdrop, card, header and the current view. Always rendered, so open() paints at once. */
export function App() {
  const open = useApp((s) => s.open)
  const view = useApp(currentView)
  const depth = useApp((s) => s.history.length)
  const walletName = useApp((s) => s.wallets.find((w) => w.id === s.connectingWalletId)?.name)
  const card = useRef<HTMLDivElement>(null)
  useTheme()

  useEffect(() => {
    if (!open) return
    const focus = () => card.current?.focus({ preventScroll: true })
    focus()
    // Escape closes wherever focus is inside the frame (a clicked row may have unmounted).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      closeModal()
    }
    window.addEventListener('focus', focus)
    window.addEventListener('keydown', onEscape)
    return () => {
      window.removeEventListener('focus', focus)
      window.removeEventListener('keydown', onEscape)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !card.current) return
    // Keep focus inside the dialog.
    const focusable = [
      ...card.current.querySelectorAll<HTMLElement>('button:not([disabled]), input, a[href], [tabindex="0"]'),
    ]
    if (focusable.length === 0) return
    const first = focusable[0] as HTMLElement
    const last = focusable.at(-1) as HTMLElement
    if (event.shiftKey && (document.activeElement === first || document.activeElement === card.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const wcWalletName = useApp((s) => s.wcWallet?.name)
  const shake = useApp((s) => s.shake)
  const title =
    view === 'ConnectingExternal'
      ? (walletName ?? 'Connecting')
      : view === 'ConnectingWalletConnect' && wcWalletName
        ? wcWalletName
        : titles[view]
  return (
    <div className={`fixed inset-0 ${open ? '' : 'al-closed'}`} aria-hidden={!open}>
      <div
        data-testid="airlock-backdrop"
        className="absolute inset-0 bg-black/45"
        onClick={() => closeModal()}
        aria-hidden="true"
      />
      <div className="pointer-events-none absolute inset-0 flex items-end justify-center sm:items-center">
        <div
          ref={card}
          role="dialog"
          aria-modal="true"
          aria-labelledby="airlock-title"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          data-testid="airlock-modal"
          data-view={view}
          data-shake={shake}
          className={`${shake ? 'al-shake ' : ''}pointer-events-auto flex max-h-[calc(100dvh-2rem)] w-full max-w-[360px] flex-col overflow-hidden rounded-t-[calc(var(--al-radius)*8)] border border-black/5 bg-white text-zinc-900 shadow-2xl outline-none max-sm:max-w-none sm:rounded-[calc(var(--al-radius)*8)] dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100`}
        >
          <header className="flex h-14 shrink-0 items-center justify-between px-3">
            <HeaderButton
              label="Back"
              testId="header-back"
              onClick={goBack}
              hidden={
                view === 'UnsupportedChain' || (depth <= 1 && (view === 'Connect' || view === 'Account'))
              }
            >
              <BackIcon />
            </HeaderButton>
            <h1 id="airlock-title" className="truncate text-[15px] font-semibold">
              {title ?? ''}
            </h1>
            <HeaderButton label="Close" testId="header-close" onClick={closeModal}>
              <CloseIcon />
            </HeaderButton>
          </header>
          <Alert />
          <div className="min-h-0 overflow-y-auto px-4 pb-4">
            <Suspense fallback={<div className="h-40" />}>
              <ViewBody view={view} />
            </Suspense>
          </div>
          <Snackbar />
        </div>
      </div>
    </div>
  )
}

function HeaderButton(props: {
  label: string
  testId: string
  onClick: () => void
  hidden?: boolean
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      data-testid={props.testId}
      onClick={props.onClick}
      className={`flex h-9 w-9 items-center justify-center rounded-full text-zinc-500 outline-none transition-colors duration-150 hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:text-zinc-400 dark:hover:bg-zinc-800 ${props.hidden ? 'invisible' : ''}`}
    >
      {props.children}
    </button>
  )
}
