import { qrSvg } from '../components/qrSvg.js'
import { getHostOrigin, readCloudUrl } from '../config.js'
import type { WalletConnectClient } from '../connectors/walletConnect/client.js'
import {
  createPairingUri,
  PAIRING_MARGIN_MS,
  PAIRING_TTL_S,
  pairingRefreshAt,
} from '../connectors/walletConnect/pairingUri.js'
import type { SessionAccounts } from '../connectors/walletConnect/session.js'
import { loadPersisted, type RecentWallet, unsupportedNetwork } from '../lib/persistence.js'
import { formatWalletLink, isMobile } from '../lib/walletLinks.js'
import { appStore, type WalletLinks } from '../stores/appStore.js'
import {
  namespaceOf,
  networkForChain,
  notifyConnected,
  refuseConnecting,
  setConnected,
  trackConnected,
  WALLET_CONNECT_ID,
} from './connection.js'
import { openUrl } from './hostBridge.js'
import { keepConnection, resetConnector } from './namespaceConnections.js'
import { pushView, replaceView } from './navigation.js'
import { mayConnect } from './projectAccess.js'
import { chooseRelay, readWalletConnectDeployment } from './walletConnectSettings.js'

const client = () => import('../connectors/walletConnect/client.js')
let refreshTimer: ReturnType<typeof setTimeout> | undefined
let attempt = 0

async function provider(): Promise<WalletConnectClient> {
  const { options } = appStore.getState()
  const { getClient } = await client()
  const hostOrigin = getHostOrigin()
  const relay = chooseRelay(readWalletConnectDeployment(), {
    projectId: options?.projectId ?? '',
    cloudUrl: readCloudUrl(),
    hostOrigin,
  })
  const p = await getClient({
    ...relay,
    metadata: {
      name: options?.metadata?.name ?? 'Airlock',
      description: options?.metadata?.description ?? '',
      // Left empty here: the SDK compares it with the page it runs in (this frame), warns and drops it.
      url: '',
      icons: options?.metadata?.icons ?? [],
    },
    appUrl: appUrlFor(relay.verify, options?.metadata?.url ?? '', hostOrigin),
  })
  watch(p)
  return p
}

/**
 * What wallets show as the dApp's URL. With Verify on, the attestation names the page that runs the SDK,
 * this frame's origin (the one the deployment verifies with Reown): a wallet compares it with this URL, so
 * it is that origin. Otherwise the dApp's own: the host page's real origin, or the app's metadata.url when
 * it is on that origin.
 */
function appUrlFor(verify: boolean, appUrl: string, hostOrigin: string) {
  if (verify) return location.origin
  return hostOrigin && !appUrl.startsWith(`${hostOrigin}/`) && appUrl !== hostOrigin ? hostOrigin : appUrl
}

/** Starts the provider in its worker before anything needs it; a failed start is tried again on first use. */
export function startWalletConnect() {
  void provider().catch(() => undefined)
}

const watched = new WeakSet<object>()
function watch(p: WalletConnectClient) {
  if (watched.has(p)) return
  watched.add(p)
  p.on('session_delete', () => {
    resetConnector(WALLET_CONNECT_ID)
    if (appStore.getState().open && appStore.getState().status !== 'connected') replaceView('Connect')
  })
  p.on('accountsChanged', (accounts) => {
    const [first] = Array.isArray(accounts) ? accounts : []
    if (appStore.getState().connectorId === WALLET_CONNECT_ID && typeof first === 'string')
      appStore.setState({ address: first })
  })
}

const networkOfCaip = (caipNetworkId: string) =>
  appStore.getState().networks.find((n) => n.caipNetworkId === caipNetworkId) ??
  unsupportedNetwork(caipNetworkId)

/**
 * Connects every namespace the session has an account in: the active network's namespace becomes
 * the active one when the session covers it, the other is kept beside it. Answers the active address.
 */
function connectedFrom(accounts: SessionAccounts, chosen: WalletLinks | null): string | undefined {
  const { evm, solana } = accounts
  const evmSide = evm && {
    ...evm,
    network: networkForChain(evm.chainId) ?? unsupportedNetwork(`eip155:${evm.chainId}`),
  }
  const solanaSide = solana && { ...solana, network: networkOfCaip(solana.caipNetworkId) }
  const wantsSolana = namespaceOf(appStore.getState().activeNetwork) === 'solana' || !evmSide
  const [active, kept] = wantsSolana && solanaSide ? [solanaSide, evmSide] : [evmSide, solanaSide]
  if (!active) return undefined
  if (kept)
    keepConnection({
      address: kept.address,
      connectorId: WALLET_CONNECT_ID,
      walletInfo: kept.peer,
      network: kept.network,
    })
  setConnected(
    WALLET_CONNECT_ID,
    active.address,
    active.network,
    active.peer,
    chosen ? recentFrom(chosen) : null,
  )
  return active.address
}

/** A directory wallet is remembered with its links, so "Recent" can pair with it again. */
function recentFrom(wallet: WalletLinks): RecentWallet {
  const links = {
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
  }
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.icon ? { icon: wallet.icon } : {}),
    ...Object.fromEntries(Object.entries(links).filter(([, link]) => typeof link === 'string')),
  }
}

/**
 * Off a phone, the pairing's URI is made here (see pairingUri.ts): its QR code is on screen before the
 * provider's worker is up, which then proposes on it. A phone leaves the page for the wallet's app
 * through a link, and a page in the background may not run, so there the link waits for the SDK's
 * own pairing with its proposal published.
 */
async function ownPairing(): Promise<string | undefined> {
  return isMobile() ? undefined : createPairingUri()
}

/**
 * A pairing proposed in idle time once the modal is ready, before anyone asked: when the visitor
 * picks WalletConnect its URI is already there, instead of a provider start and a relay round trip.
 */
interface PreparedPairing {
  uri: string | undefined
  /** Where a URI goes once a connect attempt took this pairing over. */
  show: ((uri: string) => void) | undefined
  account: Promise<SessionAccounts | undefined>
  /** When it is withdrawn: 10 s before its URI's expiry (before the URI exists, 4 minutes less 10 s). */
  refreshAt: number
  /** Withdraws the proposal (set once the provider is up). */
  abort: () => void
}
let prepared: PreparedPairing | undefined
let preparedTimer: ReturnType<typeof setTimeout> | undefined

/** Proposes a pairing ahead of time while disconnected; a no-op when one is ready or a session exists. */
export function prepareWalletConnect() {
  const { status, options } = appStore.getState()
  if (prepared || status !== 'disconnected' || !options?.projectId) return
  const entry: PreparedPairing = {
    uri: undefined,
    show: undefined,
    refreshAt: Date.now() + PAIRING_TTL_S * 1000 - PAIRING_MARGIN_MS,
    account: Promise.resolve(undefined),
    abort: () => undefined,
  }
  // Not taken before it would expire: withdrawn, so a stale URI is never shown.
  const withdrawAtRefresh = () => {
    clearTimeout(preparedTimer)
    preparedTimer = setTimeout(() => {
      if (prepared !== entry) return
      prepared = undefined
      entry.abort()
    }, entry.refreshAt - Date.now())
  }
  const shown = (uri: string) => {
    entry.uri = uri
    entry.refreshAt = pairingRefreshAt(uri)
    if (prepared === entry) withdrawAtRefresh()
    entry.show?.(uri)
  }
  entry.account = (async () => {
    if (!(await mayConnect())) throw new Error('The project does not allow this page')
    const own = await ownPairing()
    if (own) {
      shown(own)
      // Drawn now, in idle time: the QR view shows it in its first render.
      qrSvg(own)
    }
    const p = await provider()
    entry.abort = () => p.abortPairing()
    return p.pair(appStore.getState().networks, shown, own)
  })()
  prepared = entry
  withdrawAtRefresh()
  entry.account.catch(() => {
    if (prepared !== entry) return
    prepared = undefined
    clearTimeout(preparedTimer)
  })
}

/** The prepared pairing, if still fresh (a throttled background timer may not have withdrawn it). */
function takePrepared() {
  const entry = prepared
  prepared = undefined
  clearTimeout(preparedTimer)
  if (!entry || Date.now() < entry.refreshAt) return entry
  entry.abort()
  return undefined
}

/**
 * Shows a pairing QR code and waits for a wallet; refreshes the URI before it expires. `stay` keeps
 * the current view (ConnectingWalletConnectBasic shows the QR code itself).
 */
export async function connectWalletConnect(wallet: WalletLinks | null = null, stay = false) {
  // A phone has no second screen to scan a QR code from: the visitor picks their wallet's app instead.
  if (!wallet && !stay && isMobile()) return pushView('AllWallets')
  const mine = ++attempt
  clearTimeout(refreshTimer)
  appStore.setState({
    status: 'connecting',
    connectingWalletId: WALLET_CONNECT_ID,
    connectError: undefined,
    wcUri: undefined,
    wcWallet: wallet ?? undefined,
  })
  if (!stay) pushView('ConnectingWalletConnect')
  if (!(await mayConnect())) return mine === attempt ? refuseConnecting() : undefined
  let abort: (() => void) | undefined
  try {
    const show = (uri: string) => {
      if (mine !== attempt) return
      appStore.setState({ wcUri: uri })
      // On a phone, go straight to the chosen wallet's app instead of showing a QR code.
      const link = wallet?.mobile_link && isMobile() ? formatWalletLink(wallet.mobile_link, uri) : undefined
      if (link) openUrl(link)
      clearTimeout(refreshTimer)
      refreshTimer = setTimeout(() => {
        // Expired (within the margin) and still unanswered: a fresh pairing.
        if (mine === attempt && appStore.getState().status === 'connecting') {
          abort?.()
          void connectWalletConnect(wallet, stay)
        }
      }, pairingRefreshAt(uri) - Date.now())
    }
    const ready = takePrepared()
    let account: SessionAccounts | undefined
    if (ready) {
      // Paired in idle time already: the QR code is on screen in this frame.
      ready.show = show
      if (ready.uri) ready.show(ready.uri)
      abort = () => ready.abort()
      account = await ready.account
    } else {
      const own = await ownPairing()
      if (own) show(own)
      const p = await provider()
      abort = () => p.abortPairing()
      account = await p.pair(appStore.getState().networks, show, own)
    }
    if (mine !== attempt) return
    clearTimeout(refreshTimer)
    const address = account && connectedFrom(account, wallet)
    if (!account || !address) throw new Error('The wallet approved no account')
    notifyConnected(address)
    trackConnected('qrcode', (account.evm ?? account.solana)?.peer.name)
    if (appStore.getState().open) replaceView('Account')
  } catch (error) {
    if (mine !== attempt) return
    clearTimeout(refreshTimer)
    const code = (error as { code?: number }).code
    const message = error instanceof Error ? error.message : String(error)
    appStore.setState({
      status: 'disconnected',
      wcUri: undefined,
      connectError: code === 5000 || /reject/i.test(message) ? 'Connection declined' : message,
    })
  }
}

export function cancelWalletConnect() {
  attempt++
  clearTimeout(refreshTimer)
}

export async function restoreWalletConnect() {
  try {
    const p = await provider()
    // The network the visitor last switched to, when the session covers it.
    const { evm: account, solana } = await p.accounts(loadPersisted().activeNetworkId)
    if (account) await p.setDefaultChain(`eip155:${account.chainId}`)
    if (!connectedFrom({ evm: account, solana }, null)) return resetConnector(WALLET_CONNECT_ID)
  } catch {
    resetConnector(WALLET_CONNECT_ID)
  }
}

/** A request to the session's wallet on `chainId` (CAIP-2; the active network by default). */
export async function walletConnectRequest(
  method: string,
  params: unknown[] | Record<string, unknown> | undefined,
  chainId = appStore.getState().activeNetwork?.caipNetworkId,
) {
  const p = await provider()
  return p.request(method, params, chainId)
}

export async function disconnectWalletConnect() {
  try {
    const p = await provider()
    await p.disconnect()
  } catch {
    // The session may already be gone on the wallet's side.
  }
}

/** Spec section 4: for WalletConnect a network switch sets the session's default chain. */
export async function setWalletConnectChain(caipNetworkId: string) {
  const p = await provider()
  await p.setDefaultChain(caipNetworkId)
}
