import type {
  HostWallet,
  ModalSnapshot,
  RpcRequest,
  RpcResult,
  WalletEvent,
  WalletRequest,
} from '@airlock/shared-protocol/host'
import type { AirlockProvider } from '../provider/createProvider.js'

/**
 * What the core hands an adapter (`SolanaAdapter` of `@airlock/host-sdk/solana`) when
 * `createAppKit` starts. The adapter's code lives in its own entry, so pages without Solana never
 * load it; the core only forwards.
 */
export interface AdapterContext {
  /** A request to the modal, as the EIP-1193 provider sends them (`solana_signMessage`, ...); waits for the handshake. */
  request(request: RpcRequest): Promise<RpcResult>
  /** The modal's latest snapshot. */
  snapshot(): ModalSnapshot
  /** Called after every snapshot change; returns the unsubscribe. */
  subscribe(listener: (snapshot: ModalSnapshot) => void): () => void
  /** The adapter's wallets changed: the core sends the modal the list again (through `wallets`). */
  walletsChanged(): void
  /** An event of one of the adapter's wallets, for the modal. */
  walletEvent(event: WalletEvent): void
}

export interface AdapterInstance {
  /**
   * The full list for the modal: the core's EIP-6963 wallets in, the adapter's merged in (a wallet
   * offering both namespaces appears once, under the EIP-6963 id, with `namespaces` of both).
   */
  wallets(evmWallets: HostWallet[]): HostWallet[]
  /** Runs a request the modal sent with this adapter's namespace. */
  run(request: WalletRequest): Promise<RpcResult>
  /** What `getProvider(namespace)` answers. */
  provider: unknown
  stop(): void
}

/** What an EVM library's adapter (`WagmiAdapter`) drives: the core's own provider and disconnect. */
export interface EvmCore {
  provider: AirlockProvider
  disconnect(): Promise<void>
}

export interface AdapterHook {
  namespace: 'solana' | 'eip155'
  /** `evm`: always given by the core; optional so a Solana adapter's tests need not make one. */
  start(context: AdapterContext, evm?: EvmCore): AdapterInstance
}

/** An object passed in `createAppKit({ adapters })`; AppKit's own adapter objects carry no hook. */
export type WithAdapterHook = { airlock?: AdapterHook }
