// `@airlock/host-sdk/solana`: AppKit's `@reown/appkit-adapter-solana` name, and the provider's types.
export type { PublicKeyLike } from './solana/publicKey.js'
export { SolanaAdapter, type SolanaAdapterOptions } from './solana/solanaAdapter.js'
export type { ConnectionLike, SendTransactionOptions, SolanaProvider } from './solana/solanaProvider.js'
