import type { AccountType, Network, RpcResult } from '@airlock/shared-protocol'
import { msg, t } from '../i18n/t.js'
import type { RecentWallet } from '../lib/persistence.js'
import type { ConnectedNamespace, WalletLinks } from '../stores/appStore.js'

/** Spec section 3's connector types. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'
  | 'ID_AUTH'

/** An account a connector connected, in one namespace. */
export interface ConnectedAccount {
  namespace: ConnectedNamespace
  address: string
  network: Network
  /** What the host is told of the wallet; by default the host wallet's own name and icon. */
  walletInfo?: { name: string; icon?: string }
  /** Spec section 3: the embedded wallet's smart account says so; every other account is an EOA. */
  accountType?: AccountType
}

/** What a connect or a restore brought: the accounts (one per namespace the session covers). */
export interface Connected {
  accounts: ConnectedAccount[]
  /** The wallet "Recent" remembers; by default the host wallet itself; null for none. */
  recent?: RecentWallet | null
}

export interface ConnectOptions {
  /** The directory wallet WalletConnect pairs with (its links), or null for a bare QR code. */
  wallet?: WalletLinks | null
  /** Whether this attempt is still the one on screen (a newer one or a cancel supersedes it). */
  current: () => boolean
}

export interface RestoreOptions {
  /** Waits briefly for the host's wallet list to name this wallet. */
  waitForWallet: (id: string) => Promise<boolean>
}

export interface ConnectorRequest {
  method: string
  params: unknown[] | Record<string, unknown> | undefined
  /** The network the request is for: the namespace's connection's network. */
  network: Network | undefined
  namespace: ConnectedNamespace
}

/** A refusal a connector answers a connect with: the text Connect shows. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

/**
 * What the modal offers a connector. The controllers make it and pass it in, so a connector never
 * imports them (see importDirections.test.ts): the connector says what happened, they decide.
 */
export interface ConnectorContext {
  /** The wallet's accounts in `namespace` changed; none left means that namespace is lost. */
  accountsChanged(connectorId: string, namespace: ConnectedNamespace, accounts: readonly unknown[]): void
  /** The wallet moved to another chain by itself. */
  chainChanged(connectorId: string, namespace: ConnectedNamespace, chainId: number): void
  /** The wallet ended the session: every namespace it served goes (or the one named). */
  disconnected(connectorId: string, namespace?: ConnectedNamespace): void
  /**
   * Spec section 4: runs a request whose approval is shown in the modal (ApproveTransaction), and
   * pops or closes that view after. `abort` runs when the visitor closes the modal meanwhile.
   */
  withApproval<T>(work: () => Promise<T>, abort: () => void): Promise<T>
  /** Spec section 8: whether the project allows this page to connect at all. */
  mayConnect(): Promise<boolean>
  /** A notice in the modal's snackbar. */
  notify(variant: 'success' | 'error' | 'loading', message: string): void
}

/**
 * One wallet connection method (as wagmi's `createConnector` is for wagmi): host browser wallets,
 * WalletConnect and the embedded wallet implement it, each in its own folder, loaded on demand by
 * `registry.ts`. Namespace differences live in the connector or in `namespaces/`, not in callers.
 */
export interface Connector {
  readonly id: string
  readonly type: ConnectorType
  /**
   * One session serves every namespace it connected (WalletConnect, the embedded wallet): it ends
   * only when the last of them disconnects (spec section 4).
   */
  readonly sharedSession: boolean
  /** Asks the wallet for its accounts (it may prompt); rejects with a ConnectorError. */
  connect(namespace: ConnectedNamespace, options: ConnectOptions): Promise<Connected>
  /** Reads a stored connection back without a prompt; undefined when it is gone. */
  restore(namespace: ConnectedNamespace, options: RestoreOptions): Promise<Connected | undefined>
  /** Ends the connection in `namespace` (the whole session when `sharedSession`), best effort. */
  disconnect(namespace: ConnectedNamespace): Promise<void>
  /** A request on the connected account. */
  request(request: ConnectorRequest): Promise<RpcResult>
  /** Moves the connection to `network` (its namespace's), from `current`. */
  switchChain(network: Network, current: Network | undefined): Promise<RpcResult>
  /** Stops a connect in progress (a cancelled pairing). */
  cancel?(): void
  /**
   * Gets ready for a likely connect in idle time: starts what the connector runs on and, with
   * `pair`, readies what the visitor will be shown (WalletConnect's pairing and its QR code).
   */
  prepare?(options: { pair: boolean }): void
}

/**
 * What a connect can end with in our own words. They stay English where they are made: a refusal also
 * reaches the dApp as an RPC error (the wallet buttons), and 'Connection declined' is compared there.
 * A connecting view shows them in the visitor's language (`refusalText`).
 */
export const refusals = {
  declined: msg('Connection declined'),
  noAccount: msg('The wallet returned no account'),
  noApprovedAccount: msg('The wallet approved no account'),
  noSolanaAdapter: msg("Adapter for namespace solana doesn't exist"),
  notStarted: msg('WalletConnect could not start'),
  pageRefused: msg('The project does not allow this page'),
  // Thrown by the WalletConnect worker, which loads no texts: marked here.
  workerNotStarted: msg('WalletConnect has not started'),
  // controllers/connectionState.ts's PROJECT_REFUSED, shown by the connecting views.
  invalidConfiguration: msg('Invalid App Configuration'),
} as const

const ours = new Set<string>(Object.values(refusals))

/** A connect's refusal as a view shows it: ours in the visitor's language, a wallet's words as they are. */
export const refusalText = (message: string): string => (ours.has(message) ? t(message) : message)

/** A wallet's refusal in Connect's words: a decline (4001) is spec section 8's "Connection declined". */
export const declinedText = (error: { code: number; message: string }) =>
  error.code === 4001 ? refusals.declined : error.message
