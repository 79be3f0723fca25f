import { times, type ViewName } from '@airlock/shared-protocol'
import { type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { LEDGER_ID } from '../connectors/ids.js'
import { closeBlocked, closeModal, goBack } from '../controllers/navigation.js'
import { msg, t } from '../i18n/t.js'
import { appStore, currentView, isEmbedded } from '../stores/appStore.js'
import { useApp } from '../stores/useApp.js'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { Alert } from './Alert.js'
import { Header } from './Header.js'
import { loadViews, preloadView, viewPlaceholder } from './loadViews.js'
import { preloadable } from './preloadable.js'
import { Snackbar } from './Snackbar.js'
import { useDialogFocus } from './useDialogFocus.js'
import { useTheme } from './useTheme.js'
import { ViewCrossFade } from './ViewCrossFade.js'
import { viewTitles } from './viewTitles.js'

// Every other view, and Account's header parts, come with the views chunk.
const LaterView = preloadable<{ view: ViewName }>(
  () => loadViews().then((m) => ({ default: m.ViewBody })),
  () => viewPlaceholder,
)
const AccountHeaderAvatar = preloadable<object>(() =>
  loadViews().then((m) => ({ default: m.AccountHeaderAvatar })),
)
const ExplorerLink = preloadable<object>(() => loadViews().then((m) => ({ default: m.ExplorerLink })))

/**
 * The view on screen: while the frame fades out after close, the view that was open stays (closing
 * already switched to what the next open() shows); it is swapped in once the fade has ended.
 */
function useShownView(open: boolean, view: ViewName): ViewName {
  const lastOpen = useRef(view)
  const [held, setHeld] = useState<ViewName>()
  useLayoutEffect(() => {
    if (open) lastOpen.current = view
  }, [open, view])
  useLayoutEffect(() => {
    if (open) return setHeld(undefined)
    setHeld(lastOpen.current)
    const timer = setTimeout(() => setHeld(undefined), times.animation.viewTransition)
    return () => clearTimeout(timer)
  }, [open])
  return held ?? view
}

function useTitle(view: ViewName): string {
  // The Ledger is a connector, not one of the host's wallets: its name is its own.
  const walletName = useApp(
    (s) =>
      s.wallets.find((w) => w.id === s.connectingWalletId)?.name ??
      (s.connectingWalletId === LEDGER_ID ? 'Ledger' : undefined),
  )
  const wcWalletName = useApp((s) => s.wcWallet?.name)
  if (view === 'ConnectingExternal') return walletName ?? t('Connecting')
  if (view === 'ConnectingWalletConnect' && wcWalletName) return wcWalletName
  return t(viewTitles[view] ?? msg('Wallet'))
}

/** Embedded mode: the card's height goes to the host (in the snapshot), whose frame follows it. */
function useReportedHeight(embedded: boolean, card: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = card.current
    if (!embedded || !element) return
    const report = () => appStore.setState({ cardHeight: Math.ceil(element.getBoundingClientRect().height) })
    const observer = new ResizeObserver(report)
    observer.observe(element)
    return () => observer.disconnect()
  }, [embedded, card])
}

/**
 * The dialog: backdrop, card, header and the current view. Always rendered, so open() paints at once;
 * the open and close animations are CSS transitions on the `al-closed` class (index.css). Embedded
 * (spec section 1), the card alone, as wide as the frame and not a modal dialog: the host's page stays usable.
 */
export function App() {
  const open = useApp((s) => s.open)
  const embedded = useApp(isEmbedded)
  const view = useShownView(open, useApp(currentView))
  const depth = useApp((s) => s.history.length)
  const shake = useApp((s) => s.shake)
  const card = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const title = useTitle(view)
  const status = useApp((s) => s.status)
  // Account is what a connection ends on: its code is fetched while the wallet connects or restores.
  useEffect(() => {
    if (status !== 'disconnected') void preloadView((views) => views.AccountView)
  }, [status])
  useTheme()
  useDialogFocus(open, view, card, heading, embedded)
  useReportedHeight(embedded, card)
  const closeLocked = useApp(closeBlocked)
  // Every text is read at render (t()): a new language re-renders the whole dialog.
  useApp((s) => s.locale)

  return (
    <div
      data-airlock-dialog
      className={embedded ? '' : `fixed inset-0 ${open ? '' : 'al-closed'}`}
      aria-hidden={!open}
    >
      {embedded ? null : (
        <div
          data-testid="airlock-backdrop"
          className="al-backdrop absolute inset-0 bg-black/45"
          onClick={() => closeModal()}
          aria-hidden="true"
        />
      )}
      <div
        className={
          embedded ? '' : 'pointer-events-none absolute inset-0 flex items-end justify-center sm:items-center'
        }
      >
        <div
          ref={card}
          role="dialog"
          aria-modal={!embedded}
          aria-labelledby="airlock-title"
          tabIndex={-1}
          data-testid="airlock-modal"
          data-view={view}
          data-shake={shake}
          data-embedded={embedded || undefined}
          className={`${shake ? 'al-shake ' : ''}al-card pointer-events-auto relative flex w-full flex-col overflow-hidden border border-black/5 bg-white text-zinc-900 outline-none dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100 ${
            embedded
              ? 'max-h-[1000px] max-w-[400px] rounded-[calc(var(--al-radius)*8)]'
              : 'max-h-[min(80dvh,calc(100dvh-2rem))] max-w-[360px] rounded-t-[calc(var(--al-radius)*8)] shadow-2xl max-sm:max-w-none sm:rounded-[calc(var(--al-radius)*8)]'
          }`}
        >
          <Header
            view={view}
            title={title}
            headingRef={heading}
            canGoBack={
              !(
                view === 'UnsupportedChain' ||
                view === 'SIWXSignMessage' ||
                view === 'ConnectingSiwe' ||
                (depth <= 1 && (view === 'Connect' || view === 'Account'))
              )
            }
            onBack={goBack}
            onClose={closeModal}
            closeDisabled={closeLocked}
            closeHidden={embedded}
            leading={view === 'Account' ? <AccountHeaderAvatar /> : null}
            trailing={view === 'Account' ? <ExplorerLink /> : null}
          />
          <Alert />
          {/*
            As AppKit's, the card is at most 80% of the window (on a phone too), and the body takes what the
            header leaves. The body scrolls a view that does not fit; a view whose root takes `min-h-0`
            (Connect, Account, Buy, WalletConnect's QR view) shrinks instead and scrolls its list inside
            itself, between what stays put (its heading parts above, its main action below).
          */}
          <ViewCrossFade view={view} open={open}>
            <Suspense fallback={<div className="h-40" />}>
              {view === 'Connect' ? <ConnectView /> : <LaterView view={view} />}
            </Suspense>
          </ViewCrossFade>
          <Snackbar />
        </div>
      </div>
    </div>
  )
}
