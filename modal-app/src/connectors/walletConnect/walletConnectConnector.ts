import type { Network, RpcResult } from '@airlock/shared-protocol'
import { getHostOrigin, readCloudUrl } from '../../config.js'
import { openUrl } from '../../lib/hostBridge.js'
import { loadPersisted, type RecentWallet, unsupportedNetwork } from '../../lib/persistence.js'
import { qrSvg } from '../../lib/qrSvg.js'
import { formatWalletLink, isMobile } from '../../lib/walletLinks.js'
import { appStore, type WalletLinks } from '../../stores/appStore.js'
import { namespaceOf, networkForChain } from '../../stores/connections.js'
import {
  type Connected,
  type ConnectOptions,
  type Connector,
  type ConnectorContext,
  ConnectorError,
  refusals,
} from '../connector.js'
import { WALLET_CONNECT_ID } from '../ids.js'
import type { WalletConnectClient } from './client.js'
import { createPairingUri, PAIRING_MARGIN_MS, PAIRING_TTL_S, pairingRefreshAt } from './pairingUri.js'
import type { SessionAccounts } from './session.js'
import { chooseRelay, readWalletConnectDeployment } from './walletConnectSettings.js'

const client = () => import('./client.js')
let refreshTimer: ReturnType<typeof setTimeout> | undefined
/** What the modal offers the connector, once it is made (a session's events go there). */
let context: ConnectorContext | undefined

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

const watched = new WeakSet<object>()
function watch(p: WalletConnectClient) {
  if (watched.has(p)) return
  watched.add(p)
  p.on('session_delete', () => context?.disconnected(WALLET_CONNECT_ID))
  p.on('accountsChanged', (accounts) => {
    // Addresses, or CAIP-10 accounts (namespace:chain:address) as sessions name them.
    const list = (Array.isArray(accounts) ? accounts : [])
      .filter((a): a is string => typeof a === 'string')
      .map((a) => a.split(':').at(-1) as string)
    // An empty list is not a lost session here: session_delete says that.
    if (list.length)
      context?.accountsChanged(WALLET_CONNECT_ID, namespaceOf(appStore.getState().activeNetwork), list)
  })
}

const networkOfCaip = (caipNetworkId: string) =>
  appStore.getState().networks.find((n) => n.caipNetworkId === caipNetworkId) ??
  unsupportedNetwork(caipNetworkId)

/** Every namespace the session has an account in, each on its network. */
function connectedFrom(accounts: SessionAccounts, chosen: WalletLinks | null): Connected {
  const { evm, solana } = accounts
  const list: Connected['accounts'] = []
  if (evm)
    list.push({
      namespace: 'eip155',
      address: evm.address,
      network: networkForChain(evm.chainId) ?? unsupportedNetwork(`eip155:${evm.chainId}`),
      walletInfo: evm.peer,
    })
  if (solana)
    list.push({
      namespace: 'solana',
      address: solana.address,
      network: networkOfCaip(solana.caipNetworkId),
      walletInfo: solana.peer,
    })
  return { accounts: list, recent: chosen ? recentFrom(chosen) : null }
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

/**
 * Proposes a pairing ahead of time while disconnected; a no-op when one is ready or a session exists.
 * `mayConnect` is the project's check (a refused page pairs nothing).
 */
function preparePairing(mayConnect: () => Promise<boolean>) {
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
    if (!(await mayConnect())) throw new Error(refusals.pageRefused)
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

/** Waits for the wallet on one pairing; 'expired' when its URI expires (within the margin) first. */
async function pairOnce(
  wallet: WalletLinks | null,
  current: () => boolean,
): Promise<SessionAccounts | 'expired' | undefined> {
  let expire: (value: 'expired') => void = () => undefined
  const expired = new Promise<'expired'>((resolve) => {
    expire = resolve
  })
  let abort: (() => void) | undefined
  const show = (uri: string) => {
    if (!current()) return
    appStore.setState({ wcUri: uri })
    // On a phone, go straight to the chosen wallet's app instead of showing a QR code.
    const link = wallet?.mobile_link && isMobile() ? formatWalletLink(wallet.mobile_link, uri) : undefined
    if (link) openUrl(link)
    clearTimeout(refreshTimer)
    refreshTimer = setTimeout(() => {
      // Closed or superseded meanwhile: the pairing is left to expire, no fresh one is made.
      if (!current() || appStore.getState().status !== 'connecting') return
      abort?.()
      expire('expired')
    }, pairingRefreshAt(uri) - Date.now())
  }
  const pairing = (async () => {
    const ready = takePrepared()
    if (ready) {
      // Paired in idle time already: the QR code is on screen in this frame.
      ready.show = show
      if (ready.uri) ready.show(ready.uri)
      abort = () => ready.abort()
      return ready.account
    }
    const own = await ownPairing()
    if (own) show(own)
    const p = await provider()
    abort = () => p.abortPairing()
    return p.pair(appStore.getState().networks, show, own)
  })()
  try {
    return await Promise.race([pairing, expired])
  } finally {
    clearTimeout(refreshTimer)
  }
}

/** A refusal in Connect's words: a wallet's rejection (5000, or said so) is "Connection declined". */
function connectError(error: unknown) {
  const code = (error as { code?: number }).code
  const message = error instanceof Error ? error.message : String(error)
  return new ConnectorError(code === 5000 || /reject/i.test(message) ? refusals.declined : message, code)
}

/** Spec section 3's WALLET_CONNECT connector: one session for every namespace the app has networks in. */
export function createWalletConnectConnector(offered: ConnectorContext): Connector {
  context = offered
  return {
    id: WALLET_CONNECT_ID,
    type: 'WALLET_CONNECT',
    sharedSession: true,
    /** Shows a pairing (its URI in `wcUri`) and waits for a wallet; an expiring URI is replaced. */
    async connect(_namespace, { wallet = null, current }: ConnectOptions) {
      for (;;) {
        let outcome: SessionAccounts | 'expired' | undefined
        try {
          outcome = await pairOnce(wallet, current)
        } catch (error) {
          throw connectError(error)
        }
        if (outcome !== 'expired') {
          const connected = outcome && connectedFrom(outcome, wallet)
          if (!connected?.accounts.length) throw new ConnectorError(refusals.noApprovedAccount)
          return connected
        }
        // Expired (within the margin) and still unanswered: a fresh pairing.
        appStore.setState({ wcUri: undefined })
      }
    },
    async restore() {
      const p = await provider()
      // The network the visitor last switched to, when the session covers it.
      const { evm, solana } = await p.accounts(loadPersisted().activeNetworkId)
      if (evm) await p.setDefaultChain(`eip155:${evm.chainId}`)
      const connected = connectedFrom({ evm, solana }, null)
      return connected.accounts.length ? connected : undefined
    },
    async disconnect() {
      try {
        await (await provider()).disconnect()
      } catch {
        // The session may already be gone on the wallet's side.
      }
    },
    /** A request to the session's wallet on the connection's chain (CAIP-2; the active network by default). */
    async request({ method, params, network }) {
      const p = await provider()
      return p.request(
        method,
        params,
        network?.caipNetworkId ?? appStore.getState().activeNetwork?.caipNetworkId,
      )
    },
    /** Spec section 4: for WalletConnect a network switch sets the session's default chain. */
    async switchChain(network: Network): Promise<RpcResult> {
      await (await provider()).setDefaultChain(network.caipNetworkId)
      return { ok: true, result: null }
    },
    cancel() {
      clearTimeout(refreshTimer)
    },
    /** The provider starts in its worker before anything needs it (a failed start is tried again on first use). */
    prepare({ pair }) {
      if (pair) preparePairing(offered.mayConnect)
      else void provider().catch(() => undefined)
    },
  }
}
