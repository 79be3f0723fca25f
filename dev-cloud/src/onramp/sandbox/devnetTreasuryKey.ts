import type { Hex } from 'viem'

/**
 * The devnet treasury's key: a fixed, public, devnet-only key (none of anvil's default accounts),
 * so its address is known before the cloud starts and can stand in the chain's `onrampSenders`.
 * A real deployment passes its own key (the configuration refuses this one in production).
 */
export const DEVNET_TREASURY_KEY: Hex = '0xdd7d781d1aaf24091efa17ab8b1825582a479f3f5be01c2153961bb455c0a1ea'
