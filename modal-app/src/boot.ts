import { type ChannelStats, type ModalOptions, takeHandshake } from '@airlock/shared-protocol'
import { loadViews, preloadView } from './components/loadViews.js'
import { setHostOrigin } from './config.js'
import { modalApi, waitForWallet } from './controllers/modalApi.js'
import { checkProject, mayConnect } from './controllers/projectAccess.js'
import type { EarlyBoot } from './inline/earlyBoot.js'
import { setHost } from './lib/hostBridge.js'
import { syncHostSession } from './lib/hostSession.js'
import { hasStoredConnection, initPersistence, loadPersisted } from './lib/persistence.js'
import { appStore, toSnapshot } from './stores/appStore.js'

export interface Diagnostics {
  stats: ChannelStats | undefined
  snapshot: ReturnType<typeof toSnapshot>
}

let stats: ChannelStats | undefined
let sendSnapshot: () => Promise<void> = async () => undefined

export function diagnostics(): Diagnostics {
  return { stats: stats ? structuredClone(stats) : undefined, snapshot: toSnapshot(appStore.getState()) }
}

function applyOptions(options: ModalOptions) {
  const networks = options.networks
  const active = networks.find((n) => n.caipNetworkId === options.defaultNetworkId) ?? networks[0]
  appStore.setState({
    options,
    networks,
    activeNetwork: active,
    ...(options.themeMode ? { themeMode: options.themeMode } : {}),
    ...(options.themeVariables ? { themeVariables: options.themeVariables } : {}),
    // An alert the project check already raised stays.
    alert: options.projectId ? appStore.getState().alert : 'Project ID Not Configured',
    // Embedded mode: the card is on the page from the start, without open().
    ...(options.enableEmbedded ? { open: true } : {}),
  })
  if (!options.projectId) console.error('[Airlock] Project ID Not Configured')
}

/**
 * Embedded mode: take the host's handshake from the HTML's inline boot (at once if it is in, else
 * when it arrives), then push a snapshot after every state change. `render` draws the dialog once
 * the host's options are applied, over the one the build rendered into the page.
 */
export function bootEmbedded(boot: EarlyBoot, render: () => void) {
  setHostOrigin(boot.parentOrigin)
  // The cloud's verdict on this page is asked at once, while the host is still shaking hands.
  void checkProject()
  stats = boot.receiver.stats
  takeHandshake(boot.receiver, {
    modal: {
      ...modalApi,
      // The host shows the frame and reports the modal open at once; it trusts the snapshots again
      // when this call answers, so the snapshot that says open must reach it first.
      async open(params) {
        await modalApi.open(params)
        await sendSnapshot()
      },
    },
    loadCheck: () => {
      // Fetched beside the checks, so the first request is not a second round trip later.
      void import('./controllers/requests.js').catch(() => undefined)
      return import('./lib/fullChecks.js').then((m) => m.checkModalCall)
    },
    onStats: (next) => {
      stats = next
    },
    onConnect: ({ options, storage, host }) => {
      setHost(host)
      initPersistence(storage, (changes) => void host.persist(changes).catch(() => undefined))
      applyOptions(options)
      // A plain open() the HTML already showed: the first render keeps the dialog open (the call
      // itself is answered right after, from the port's queue).
      if (boot.shown()) appStore.setState({ open: true })
      render()
      boot.takeOver()
      // The visitor's language (issue 42): decided and applied by a chunk of its own, fetched now.
      // English, the source, is what the built dialog and this first render say; another language's
      // texts replace it once its catalogue is in, right after.
      void import('./i18n/applyLocale.js').then((m) => m.applyLocale([options.locale, options.htmlLang]))
      // Shows the alert now, not only when the visitor picks a wallet.
      void mayConnect()
      // A WalletConnect-only app opens onto the QR code: its provider's worker starts now, beside the
      // rest of the start, instead of on the first open(). So is its view fetched: open() then shows
      // it with its QR code, not its placeholder.
      if (options.universalProviderMode) {
        void import('./controllers/walletConnect.js').then((m) => m.startWalletConnect())
        void preloadView((views) => views.ConnectingWalletConnectBasicView)
      }
      sendSnapshot = () => host.state(toSnapshot(appStore.getState())).catch(() => undefined)
      let queued = false
      const push = () => {
        if (queued) return
        queued = true
        queueMicrotask(() => {
          queued = false
          void sendSnapshot()
        })
      }
      appStore.subscribe(push)
      appStore.subscribe(syncHostSession)
      void restoreStored().finally(() => {
        appStore.setState({ initialized: true })
        // Sign In With X, only for the apps that configure it.
        if (appStore.getState().options?.siwx) void import('./siwx/watchSiwx.js').then((m) => m.watchSiwx())
        // Ready: in idle time a WalletConnect pairing is proposed, so choosing WalletConnect shows its QR at
        // once, and the host's on-demand wallets wait for the first open.
        whenIdle(() => {
          void import('./controllers/prepareConnectors.js').then((m) => m.prepareConnectors())
          // The views that draw it and the wallet list, so a click fetches nothing and suspends nothing.
          void loadViews()
            .then((m) => m.preloadLikelyViews())
            .catch(() => undefined)
        })
      })
    },
  })
}

/**
 * The recent wallets, and a stored session restored. The connection controller's code is fetched
 * only when there is one, so a first visit's boot carries none of it; reconnecting is said at once.
 */
function restoreStored(): Promise<void> {
  const persisted = loadPersisted()
  appStore.setState({ recentWallets: persisted.recentWallets })
  if (!hasStoredConnection(persisted)) return Promise.resolve()
  appStore.setState({ status: 'reconnecting' })
  return import('./controllers/connection.js')
    .then((m) => m.restoreConnection(persisted, waitForWallet))
    .catch((error: unknown) => {
      // Its code did not load (a flaky network) or the restore failed: the visitor is not left
      // reconnecting, and the stored session stays for the next load.
      console.error('[Airlock] could not restore the stored session', error)
      if (appStore.getState().status === 'reconnecting') appStore.setState({ status: 'disconnected' })
    })
}

/** After the frame's current work, without holding up a first paint or an input (Chromium has the idle callback). */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2_000 })
  else setTimeout(work, 200)
}
