import {
  type ConnectedWallet,
  connectModal,
  HOST_SESSION_KEY,
  type HostApi,
  type ModalApi,
  parseHostSession,
  type RpcResult,
  type ThemeMode,
} from '@airlock/shared-protocol/host'
import type { Remote } from 'comlink'
import type { AdapterInstance, WithAdapterHook } from './adapters/adapterHook.js'
import type { AppKitCore } from './createAppKit.js'
import { afterHostLoad, frameUrl, mountFrame, watchHandshake } from './frame/mountFrame.js'
import { type AppKitOptions, DEFAULT_MODAL_URL, modalOriginOf, siwxHook, toModalOptions } from './options.js'
import { announceProvider, DEFAULT_EIP6963_INFO } from './provider/announceProvider.js'
import { type AirlockProvider, createProvider, hexChainId } from './provider/createProvider.js'
import type { HostScript } from './scripts/hostScript.js'
import { createStore, deriveView, type HostView, initialSnapshot } from './state/hostState.js'
import { readModalStorage, writeModalStorage } from './state/hostStorage.js'
import { discoverWallets } from './wallets/discoverWallets.js'
import { runWalletRequest } from './wallets/runWalletRequest.js'

/** A refused modal call as an Error with its code. */
async function orThrow(answer: Promise<RpcResult>): Promise<void> {
  await resultOf(answer)
}

/** A modal call's result, or its refusal as an Error with its code. */
async function resultOf(answer: Promise<RpcResult>): Promise<unknown> {
  const result = await answer
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code })
  return result.result
}

function systemTheme(): ThemeMode {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches
    ? 'light'
    : 'dark'
}

/**
 * The browser's AppKit: validates the options, mounts the sandboxed iframe after the page's load
 * event and connects to it. Calls made before the handshake completes are queued.
 */
export function createBrowserAppKit(options: AppKitOptions): AppKitCore {
  // The page's language is the modal's when the app names none (issue 42).
  const modalOptions = toModalOptions(options, document.documentElement.lang)
  const siwx = siwxHook(options)
  const modalUrl = options.modalUrl ?? DEFAULT_MODAL_URL
  const modalOrigin = modalOriginOf(modalUrl)
  const networks = modalOptions.networks
  const defaultNetwork = options.defaultNetwork ?? networks[0]
  const store = createStore<HostView>(
    deriveView(initialSnapshot(options.themeMode ?? systemTheme(), defaultNetwork), networks),
  )
  const eipInfo = { ...DEFAULT_EIP6963_INFO, ...options.eip6963 }
  let themeVariables = options.themeVariables
  // What the page set after its options (theme, language): a reloaded modal frame is told again.
  type Told = 'setThemeMode' | 'setThemeVariables' | 'setLocale'
  const told: Partial<Record<Told, unknown>> = {}
  const tell = (method: Told, value: unknown) => {
    told[method] = value
    void withModal((m) => (m[method] as (value: unknown) => Promise<void>)(value))
  }

  let modal: Remote<ModalApi> | undefined
  let resolveReady: (modal: Remote<ModalApi>) => void = () => undefined
  let rejectReady: (error: Error) => void = () => undefined
  // Rejected when the modal never shakes hands: every call waiting for it fails with the reason.
  const ready = new Promise<Remote<ModalApi>>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  ready.catch(() => undefined)
  const withModal = async <T>(run: (modal: Remote<ModalApi>) => Promise<T>) => run(modal ?? (await ready))

  let provider: AirlockProvider
  // Other namespaces' adapters (SolanaAdapter), by namespace: each brings its wallets and provider.
  const extra: Record<string, AdapterInstance> = Object.create(null)
  // The modal's list: the EIP-6963 wallets with each adapter's merged in.
  const describeWallets = () =>
    Object.values(extra).reduce(
      (list, adapter) => adapter.wallets(list),
      wallets.list().map(({ provider: _, ...wallet }) => wallet),
    )
  const sendWallets = () => void withModal((m) => m.setWallets(describeWallets()))
  const wallets = discoverWallets({
    isOwn: (candidate, rdns) => candidate === provider || rdns === eipInfo.rdns,
    onChange: (list) => {
      sendWallets()
      for (const wallet of list) watchWallet(wallet.id, wallet.provider)
    },
  })
  const watched = new Set<unknown>()
  const watchWallet = (
    walletId: string,
    walletProvider: { on?: (e: string, l: (...a: unknown[]) => void) => unknown },
  ) => {
    if (watched.has(walletProvider) || typeof walletProvider.on !== 'function') return
    watched.add(walletProvider)
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'] as const) {
      walletProvider.on(event, (data: unknown) => {
        const safe =
          event === 'disconnect'
            ? null
            : Array.isArray(data)
              ? data.filter((a) => typeof a === 'string')
              : data
        void withModal((m) =>
          m.walletEvent({
            walletId,
            event,
            data: typeof safe === 'object' || typeof safe === 'string' ? safe : String(safe),
          }),
        )
      })
    }
  }

  // While an open() is under way the host has already shown the frame (the dialog is rendered in
  // it), so it says open at once; snapshots sent before the modal took the call say closed and are
  // overruled until the call answers (the modal answers after its open snapshot has arrived).
  // Spec section 4: open() says loading first (subscribers see it), then open. `asked` counts the
  // open() calls not shown yet: loading until the modal's snapshot says open.
  let opening = 0
  let asked = 0
  let lastSnapshot = store.get().snapshot
  const showSnapshot = () =>
    store.set(
      deriveView(
        opening > 0
          ? { ...lastSnapshot, open: true, loading: false }
          : asked > 0 && !lastSnapshot.open
            ? { ...lastSnapshot, loading: true }
            : lastSnapshot,
        networks,
        store.get(),
      ),
    )
  const host: HostApi = {
    async state(snapshot) {
      if (typeof snapshot !== 'object' || snapshot === null || typeof snapshot.open !== 'boolean') return
      lastSnapshot = snapshot
      showSnapshot()
    },
    walletRequest(request) {
      // Another namespace's request runs on its adapter's wallet; without the adapter, on none.
      const other = request?.namespace && request.namespace !== 'eip155' ? request.namespace : undefined
      const adapter = other && extra[other]
      return adapter ? adapter.run(request) : runWalletRequest(other ? [] : wallets.list(), request)
    },
    async persist(changes) {
      writeModalStorage(changes)
    },
    // The modal asks only when the options named a SIWX config (it says 'SIWX is not enabled' itself).
    siwx: async (call) => siwx?.call(call),
    // The modal asks for a wallet only the host page can run (Coinbase's SDK) when it is likely picked,
    // and for what only the host page knows (Telegram's objects on its window).
    load: addScript,
    async openUrl(target) {
      const url = new URL(String(target?.url))
      if (/^(javascript|data|file|vbscript|blob):$/i.test(url.protocol)) throw new Error('Refused URL')
      // A popup (social login) is opened with the activation of the visitor's click in the modal (it
      // reaches its ancestors) and kept as a handle, so the modal learns when it closes; it carries
      // nothing that signs anyone in. Links and deep links get no handle. They keep the page's
      // referrer policy: a social sign-in that leaves the page (`_self`, Telegram) is taken only from
      // the page it started on, which the wallet service learns from the browser-set Referer.
      const popup = target.target === 'popup'
      const opened = window.open(url.href, popup ? '' : target.target, popup ? 'popup' : 'noopener')
      if (!popup) return
      if (!opened) throw new Error('Popup blocked')
      await new Promise<void>((done) => {
        const watch = setInterval(() => opened.closed && done(clearInterval(watch)), 500)
      })
    },
  }

  // A script of the modal's origin (airlock-<name>.js), handed what it works with on its element;
  // settles with what it answers (the modal checks it).
  function addScript(name: string, config?: unknown) {
    const script: HostScript = document.createElement('script')
    script.src = `${modalOrigin}/airlock-${name}.js`
    document.head.append(script)
    // Set before the script runs: it loads over the network, after this task.
    return new Promise((answer) => (script.airlock = [wallets.add, appKit, options, config, answer]))
  }

  const storedSession = () => parseHostSession(readModalStorage()[HOST_SESSION_KEY])
  provider = createProvider(
    (request) => withModal<RpcResult>((m) => m.request(request)),
    (listener) => store.subscribe(listener),
    // Until the modal has restored the stored session, answer from it: a dApp that reconnects on
    // mount (wagmi) must find its account on Airlock, not fall through to another wallet.
    (method) => {
      if (store.get().state.initialized) return undefined
      const session = storedSession()
      if (method === 'eth_accounts') return { result: session ? [session.address] : [] }
      const chainId = hexChainId(session?.chainId ?? store.get().network.chainId)
      return method === 'eth_chainId' && chainId ? { result: chainId } : undefined
    },
  )
  const disconnect = () => orThrow(withModal<RpcResult>((m) => m.disconnect()))
  // Announced at once, connected or not: dApps list wallets at load, and a reload must find us.
  const announcer = announceProvider(eipInfo, provider)
  for (const adapter of options.adapters ?? []) {
    const hook = (adapter as WithAdapterHook | null)?.airlock
    if (hook)
      extra[hook.namespace] = hook.start(
        {
          request: (request) => withModal<RpcResult>((m) => m.request(request)),
          snapshot: () => store.get().snapshot,
          subscribe: (listener) => store.subscribe((view) => listener(view.snapshot)),
          walletsChanged: sendWallets,
          walletEvent: (event) => void withModal((m) => m.walletEvent(event)),
        },
        { provider, disconnect },
      )
  }

  let frame: ReturnType<typeof mountFrame> | undefined
  let connection: ReturnType<typeof connectModal> | undefined
  let destroyed = false
  // Once the host has loaded and is idle (the host's own start goes first), or at once when the
  // visitor asks for the modal first.
  // Embedded mode (spec section 1): the frame goes only where the page's <appkit-modal> puts it (the
  // buttons entry calls `embed` with its shadow root), never over the page.
  const mount = (parent?: Node) => {
    if (destroyed || frame || (options.enableEmbedded && !parent)) return
    frame = mountFrame(
      frameUrl(modalUrl, modalOptions.projectId),
      themeVariables?.['--w3m-z-index'] ?? 999,
      parent,
    )
    const stopWatching = watchHandshake(frame.element, () => {
      const error = new Error(
        `[Airlock] The modal did not load: is ${location.origin} an allowed origin of project '${modalOptions.projectId}'?`,
      )
      console.error(error.message)
      rejectReady(error)
    })
    connection = connectModal({
      frame: frame.element,
      modalOrigin,
      options: modalOptions,
      storage: readModalStorage,
      host,
      onConnect(remote) {
        stopWatching()
        modal = remote
        resolveReady(remote)
        // A reloaded modal frame starts empty: hand it what the host knows again.
        void remote.setWallets(describeWallets())
        for (const method in told)
          void (remote[method as Told] as (value: unknown) => Promise<void>)(told[method as Told])
      },
    })
  }
  afterHostLoad(mount)

  store.subscribe((view, previous) => {
    if (view.state.open !== previous.state.open) frame?.setVisible(view.state.open)
  })

  const onChange = <T>(pick: (view: HostView) => T, callback: (value: T) => void) =>
    store.subscribe((view, previous) => {
      const value = pick(view)
      if (value !== pick(previous)) callback(value)
    })

  const appKit: AppKitCore = {
    async open(params = {}) {
      asked++
      showSnapshot()
      // A plain open() shows the frame at once, in the task the handshake is done (an early click
      // waited for it): the modal keeps the dialog rendered and opaque while hidden (its HTML holds
      // Connect before its code has even loaded), so it is on screen in the host's next frame, and the
      // state says open at once. Not while a stored session is being restored: the dialog will be
      // Account, and the modal's open snapshot shows the frame. One naming a view waits for the modal too.
      let counted = false
      try {
        mount()
        const remote = modal ?? (await ready)
        counted = Object.keys(params).length === 0 && (store.get().state.initialized || !storedSession())
        if (counted) {
          frame?.setVisible(true)
          opening++
          showSnapshot()
        }
        await remote.open(params)
      } finally {
        // Answered (after the open snapshot) or refused (bad arguments): back to what the modal says.
        if (counted) opening--
        asked--
        showSnapshot()
        frame?.setVisible(store.get().state.open)
      }
    },
    async close() {
      frame?.setVisible(false)
      await withModal((m) => m.close())
    },
    getState: () => store.get().state,
    subscribeState: (callback) => onChange((v) => v.state, callback),
    getAccount: () => store.get().account,
    subscribeAccount: (callback) => onChange((v) => v.account, callback),
    getCaipNetwork: () => store.get().network.caipNetwork,
    getCaipNetworkId: () => store.get().network.caipNetworkId,
    getChainId: () => store.get().network.chainId,
    subscribeNetwork: (callback) => onChange((v) => v.network, callback),
    switchNetwork: (network) => orThrow(withModal<RpcResult>((m) => m.switchNetwork(network.caipNetworkId))),
    disconnect,
    getProvider: ((namespace?: string) =>
      namespace && namespace !== 'eip155'
        ? extra[namespace]?.provider
        : provider) as AppKitCore['getProvider'],
    getWalletInfo: () => store.get().snapshot.walletInfo,
    getIsConnectedState: () => store.get().account.isConnected,
    getThemeMode: () => store.get().themeMode,
    setThemeMode: (mode) => tell('setThemeMode', mode),
    setThemeVariables(variables) {
      themeVariables = { ...themeVariables, ...variables }
      if (variables['--w3m-z-index'] !== undefined) frame?.setZIndex(variables['--w3m-z-index'])
      tell('setThemeVariables', themeVariables)
    },
    subscribeTheme: (callback) => onChange((v) => v.themeMode, callback),
    setLocale: (locale) => tell('setLocale', locale),
    getView: () => store.get(),
    subscribeSnapshot: (callback) => store.subscribe((view) => callback(view)),
    destroy() {
      destroyed = true
      wallets.stop()
      for (const adapter of Object.values(extra)) adapter.stop()
      connection?.destroy()
      frame?.destroy()
      announcer.stop()
    },
    embed: mount,
    connectWallet(wallet, namespace) {
      mount()
      return resultOf(
        withModal<RpcResult>((m) => m.connectWallet({ wallet, namespace })),
      ) as Promise<ConnectedWallet>
    },
  }
  // A framed page may be a Safe App: only then the Safe's code (its own script on the modal's
  // origin) loads, and asks the parent window whether it is Safe{Wallet}.
  if (top !== self) addScript('safe')
  return appKit
}
