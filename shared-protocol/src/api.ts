import type { ConnectWalletParams } from './messages/connectWallet.js'
import type { RpcRequest, RpcResult, WalletRequest } from './messages/rpc.js'
import type { ModalSnapshot, OpenUrl } from './messages/snapshot.js'
import type { ThemeMode, ThemeVariables } from './messages/theme.js'
import type { OpenParams } from './messages/views.js'
import type { HostWallet, WalletEvent } from './messages/wallet.js'
import type { Network } from './networks/network.js'
import type { SiwxCall } from './siwx/siwxNames.js'

/**
 * What the modal exposes to the host over `ports[0]`. Every argument is re-validated by the modal
 * (see `modalMethodSchemas`), whatever the types say.
 */
export interface ModalApi {
  open(params: OpenParams): Promise<void>
  close(): Promise<void>
  request(request: RpcRequest): Promise<RpcResult>
  switchNetwork(caipNetworkId: string): Promise<RpcResult>
  disconnect(): Promise<RpcResult>
  setWallets(wallets: HostWallet[]): Promise<void>
  walletEvent(event: WalletEvent): Promise<void>
  setThemeMode(mode: ThemeMode): Promise<void>
  setThemeVariables(variables: ThemeVariables): Promise<void>
  /** The modal's language from now on (a BCP 47 tag; one Airlock does not speak falls back as at start). */
  setLocale(locale: string): Promise<void>
  /** Starts one wallet's connection without the list (`useAppKitWallet`); answers `ConnectedWallet`. */
  connectWallet(params: ConnectWalletParams): Promise<RpcResult>
}

/** What the host exposes to the modal over `ports[1]`. */
export interface HostApi {
  /** The modal's full state after every change. */
  state(snapshot: ModalSnapshot): Promise<void>
  /** Runs an EIP-1193 request on one of the host's browser wallets, so the wallet sees the dApp's origin. */
  walletRequest(request: WalletRequest): Promise<RpcResult>
  /** Opens a link, deep link or popup from the host page (the sandboxed modal may not). */
  openUrl(target: OpenUrl): Promise<void>
  /** Runs one call of the app's SIWX config (its functions stay in the host page). */
  siwx(call: SiwxCall): Promise<unknown>
  /** Stores the modal's persisted entries (keys `@airlock/...`; null removes) in the host page's storage. */
  persist(changes: Record<string, string | null>): Promise<void>
  /**
   * Loads one of the host's on-demand scripts, `<modal origin>/airlock-<name>.js`, handing it
   * `config`: a wallet only the host page can run (Coinbase's SDK opens its popup from there), or
   * what only the host page knows (Telegram's objects on its window). Settles with what the script
   * answers: the modal checks it like any message.
   */
  load(name: string, config?: unknown): Promise<unknown>
}

export type { Network }
