import type { ConnectWalletParams, RpcResult } from '@airlock/shared-protocol'
import { fetchWallets, walletImageUrl } from '../api/directory.js'
import { connectWallet } from '../controllers/connection.js'
import { onClose, openModal } from '../controllers/navigation.js'
import { emailAvailable, socialsAvailable } from '../embedded/embeddedAvailable.js'
import { loadEmbedded } from '../embedded/embeddedId.js'
import { appStore } from '../stores/appStore.js'
import { connectListed, pairWith } from '../views/Connect/connectListed.js'
import { legalAgreed } from '../views/Connect/legalConsent.js'
import { builtInTarget, directoryTarget, localTarget, type WalletTarget } from './resolveWallet.js'

const fail = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })

/** Spec section 8's wording for a network ('Network with ID {id} not found'), said of a wallet. */
export const walletNotFound = (id: string) => `Wallet with ID ${id} not found`

/** The connected account as AppKit's `ParsedCaipAddress`, once the connection is up. */
function connected(): RpcResult | undefined {
  const { status, address, activeNetwork } = appStore.getState()
  if (status !== 'connected' || !address || !activeNetwork) return undefined
  const [chainNamespace, chainId] = activeNetwork.caipNetworkId.split(':')
  return { ok: true, result: { chainNamespace, chainId, address } }
}

/** The visitor's verdict: connected, a connection error, or the modal closed before either. */
function outcome(started: Promise<unknown>, inModal: boolean): Promise<RpcResult> {
  return new Promise((resolve) => {
    const stops: (() => unknown)[] = []
    const done = (result: RpcResult) => {
      for (const stop of stops) stop()
      resolve(result)
    }
    const settle = () => {
      const ok = connected()
      if (ok) return done(ok)
      const { status, connectError } = appStore.getState()
      if (status === 'disconnected' && connectError)
        done(fail(connectError === 'Connection declined' ? 4001 : -32603, connectError))
    }
    stops.push(appStore.subscribe(settle))
    if (inModal) stops.push(onClose(() => connected() ?? done(fail(4001, 'Connection declined'))))
    started.then(settle, (error: unknown) => done(fail(-32603, String((error as Error)?.message ?? error))))
  })
}

/** Starts the connection `target` names: a browser wallet headless, the others on their view in the modal. */
function start(target: WalletTarget): { started: Promise<unknown>; inModal: boolean } {
  if (target.kind === 'host') return { started: connectWallet(target.wallet.id), inModal: false }
  openModal()
  if (target.kind === 'walletConnect') return { started: Promise.resolve(pairWith(null)), inModal: true }
  if (target.kind === 'listed')
    return { started: Promise.resolve(connectListed(target.wallet, target.icon)), inModal: true }
  // Email: Connect, whose email field comes first when no browser wallet is found.
  if (target.kind === 'email') return { started: Promise.resolve(), inModal: true }
  const { provider } = target
  return { started: loadEmbedded().then((m) => m.connectSocial(provider)), inModal: true }
}

/** A directory wallet `wallet` names (its explorer id, old slug or name), asked of the cloud. */
async function lookUp(wallet: string): Promise<WalletTarget | undefined> {
  const { options, wallets } = appStore.getState()
  if (!options?.projectId) return undefined
  const hex = /^[0-9a-f]{64}$/.test(wallet)
  const page = await fetchWallets({
    projectId: options.projectId,
    page: 1,
    entries: 10,
    ...(hex ? { include: [wallet] } : { search: wallet }),
  })
  return directoryTarget(wallet, page.data, wallets, walletImageUrl)
}

/**
 * `useAppKitWallet().connect(wallet)` (AppKit's headless wallet buttons): connects the wallet the id
 * names without the modal's list. A browser wallet of this page is asked at once (the modal stays
 * closed, as AppKit's injected connectors do); WalletConnect, a directory wallet, email and social
 * login open the modal on their own view. Answers the account, or why not: an id naming nothing is
 * refused before anything changes.
 */
export async function connectById({ wallet, namespace }: ConnectWalletParams): Promise<RpcResult> {
  const { networks, options, wallets } = appStore.getState()
  if (namespace && !networks.some((n) => n.chainNamespace === namespace))
    return fail(-32602, `Adapter for namespace ${namespace} doesn't exist`)
  let target = builtInTarget(wallet) ?? localTarget(wallet, wallets, options?.customWallets)
  if (target?.kind === 'email' && !emailAvailable()) return fail(-32602, 'Email login is not enabled')
  if (target?.kind === 'social' && !socialsAvailable().includes(target.provider))
    return fail(-32602, `Social login with ${target.provider} is not enabled`)
  if (!target) {
    try {
      target = await lookUp(wallet)
    } catch (error) {
      return fail(-32603, (error as Error).message)
    }
  }
  if (!target) return fail(-32602, walletNotFound(wallet))
  const { status, connectorId } = appStore.getState()
  if (status === 'connected') {
    // The wallet already connected answers at once; another one takes its place, as in the modal.
    if (target.kind === 'host' && target.wallet.id === connectorId)
      return connected() ?? fail(-32603, 'Not connected')
    await (await import('../controllers/disconnect.js')).disconnect()
  }
  // An earlier attempt's error is not this one's answer.
  appStore.setState({ connectError: undefined })
  // features.legalCheckbox: no way in skips the terms. Connect asks the visitor to agree, then to pick.
  const legal =
    options?.features?.legalCheckbox === true &&
    Boolean(options.termsConditionsUrl || options.privacyPolicyUrl)
  if (legal && !legalAgreed()) {
    openModal()
    return outcome(Promise.resolve(), true)
  }
  const { started, inModal } = start(target)
  return outcome(started, inModal)
}
