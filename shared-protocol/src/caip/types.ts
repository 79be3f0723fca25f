import type { ChainNamespace } from '../networks/chainNamespaces.js'

/** A CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account address, e.g. `eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
