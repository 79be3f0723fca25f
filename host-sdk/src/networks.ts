// `@airlock/host-sdk/networks`: AppKit's network objects. The script include carries the EVM ones
// only; its Solana script adds these to `Airlock.networks`.

// AppKit's name for the network objects' type (`@reown/appkit/networks`), for apps typed against it.
export type { Network as AppKitNetwork } from '@airlock/shared-protocol/host'
export * from './evmNetworks.js'
export * from './solanaNetworks.js'
