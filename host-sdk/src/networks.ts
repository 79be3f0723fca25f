// `@airlock/host-sdk/networks`: AppKit's network objects. The script include carries the EVM ones
// only; its Solana script adds these to `Airlock.networks`.
export * from './evmNetworks.js'
export * from './solanaNetworks.js'
