type Address = `0x${string}`

// What a dev chain (anvil with @airlock/dev-cloud's deploys) holds, as the cloud serves it: the
// blockchain API lists these tokens and collections, the swap routes use the pools, Sign In With
// Farcaster reads custody from the registry. The dev package deploys them; the cloud only reads.

/** Uniswap V2 on a chain: the router is what wallets call; the factory finds pairs; WETH stands for ETH. */
export interface SwapContracts {
  factory: Address
  router: Address
  weth: Address
}

export interface DevToken {
  kind: 'erc20'
  address: Address
  name: string
  symbol: string
  decimals: number
  /** id for /public/getTokenImage/{id} */
  imageId: string
}

export interface DevCollection {
  kind: 'erc721'
  address: Address
  name: string
  symbol: string
}

export interface Devnet {
  chainId: number
  tokens: DevToken[]
  collections: DevCollection[]
  /** The Farcaster IdRegistry stand-in (`custodyOf(fid)`), read by Sign In With Farcaster. */
  farcasterRegistry: Address
  /** Uniswap V2 (the published contracts), with ETH/USDC, ETH/DAI and USDC/DAI pools. */
  swap: SwapContracts
  /**
   * The accounts the chain funds for its users and tests (anvil's default mnemonic): a service key
   * among them (the on-ramp's treasury) would race them for nonces, so the cloud refuses it.
   */
  fundedAccounts?: Address[]
  /**
   * MetaMask's DelegationManager on the devnet (smart sessions are its delegations): the indexer
   * reads a dApp's redemption of one as a send from the visitor's smart account.
   */
  delegationManager?: Address
}
