import type { OpenParams, ViewName } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { isMobile } from '../lib/walletLinks.js'
import { appStore, currentView, isEmbedded } from '../stores/appStore.js'

type CloseListener = () => void
const closeListeners = new Set<CloseListener>()

/** Called when the modal closes (pending eth_requestAccounts are rejected there). */
export function onClose(listener: CloseListener) {
  closeListeners.add(listener)
  return () => closeListeners.delete(listener)
}

/** Steps of a flow under way: asked for with none under way, the visitor gets Connect or Account. */
const flowViews: ReadonlySet<ViewName> = new Set([
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SIWXSignMessage',
  'ConnectingSiwe',
  'RegisterAccountNameSuccess',
  'BuyInProgress',
])
/**
 * Views about the connected account: without one, the visitor is asked to connect first (so is a
 * visitor sent to UnsupportedChain: with no wallet there is no network of theirs to switch).
 */
const accountViews: ReadonlySet<ViewName> = new Set([
  'Account',
  'UnsupportedChain',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRamp',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'UpdateEmailWallet',
  'RegisterAccountName',
])

/**
 * Spec section 2: without adapters (WalletConnect only) a visitor who is not connected gets
 * AllWallets on a phone and the basic QR view elsewhere; otherwise a requested view, else
 * Account when connected, else Connect. An account view while disconnected, or the connecting
 * view with no wallet being connected, opens Connect.
 */
export function initialView(params: OpenParams = {}): ViewName {
  const { status, address, options, connectingWalletId, siwx } = appStore.getState()
  const connected = status === 'connected' && Boolean(address)
  // Connected but not signed in where the app asks for it: the sign-in comes first, in the sign-in
  // view asked for (ConnectingSiwe, AppKit's name for it with an old SIWE config) or SIWXSignMessage.
  if (connected && siwx === 'needed')
    return params.view === 'ConnectingSiwe' ? 'ConnectingSiwe' : 'SIWXSignMessage'
  if (options?.universalProviderMode && !connected)
    return isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  const view = params.view
  if (
    view &&
    !(accountViews.has(view) && !connected) &&
    !(view === 'ConnectingExternal' && !connectingWalletId) &&
    !flowViews.has(view)
  )
    return view
  return connected ? 'Account' : 'Connect'
}

export function openModal(params: OpenParams = {}) {
  appStore.setState({ loading: true })
  const wasOpen = appStore.getState().open
  appStore.setState({ history: [initialView(params)], open: true, loading: false })
  if (!wasOpen) track('MODAL_OPEN', { connected: appStore.getState().status === 'connected' })
}

/**
 * Spec section 2: closing is disabled in SIWXSignMessage (and ConnectingSiwe, the same sign-in) and
 * ApproveTransaction while sign-in is required and the account has no session yet.
 */
export function closeBlocked(state = appStore.getState()): boolean {
  const view = currentView(state)
  return (
    state.options?.siwx?.required === true &&
    state.status === 'connected' &&
    state.siwx !== 'signed' &&
    (view === 'SIWXSignMessage' || view === 'ConnectingSiwe' || view === 'ApproveTransaction')
  )
}

/**
 * `force`: the flow itself closes (a sign-in done, a refusal handled), not the visitor. In embedded
 * mode (spec section 2) the card stays: it goes back to Account or Connect instead, ending what was
 * under way as a close does.
 */
export function closeModal({ force = false } = {}) {
  if (!force && closeBlocked()) return
  const { open: wasOpen, status } = appStore.getState()
  // A connection attempt in progress ends with the modal; a wallet that approves later still connects.
  if (status === 'connecting') appStore.setState({ status: 'disconnected', wcUri: undefined })
  // Pre-render what the next plain open() shows, so it paints in the first frame.
  appStore.setState({ open: isEmbedded(appStore.getState()), loading: false, connectError: undefined })
  appStore.setState({ history: [initialView()] })
  if (!wasOpen) return
  track('MODAL_CLOSE', { connected: appStore.getState().status === 'connected' })
  for (const listener of [...closeListeners]) listener()
}

export function pushView(view: ViewName) {
  const { history } = appStore.getState()
  if (history.at(-1) !== view) appStore.setState({ history: [...history, view] })
}

export function replaceView(view: ViewName) {
  appStore.setState({ history: [view] })
}

/** Back pops; with one entry left, or after UnsupportedChain, it closes instead (embedded: see closeModal). */
export function goBack() {
  const { history } = appStore.getState()
  if (history.length <= 1 || history.includes('UnsupportedChain')) return closeModal()
  appStore.setState({ history: history.slice(0, -1) })
}

export { currentView }
