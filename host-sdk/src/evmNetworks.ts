import type { Network } from '@airlock/shared-protocol/host'

/** Builds an EVM network in AppKit's CaipNetwork shape. */
export function defineNetwork(
  network: Omit<Network, 'caipNetworkId' | 'chainNamespace'> & { id: number },
): Network {
  return { ...network, caipNetworkId: `eip155:${network.id}`, chainNamespace: 'eip155' }
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const mainnet = defineNetwork({
  assets: { imageId: 'ethereum' },
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})
export const sepolia = defineNetwork({
  assets: { imageId: 'ethereum' },
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})
export const base = defineNetwork({
  assets: { imageId: 'base' },
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})
export const arbitrum = defineNetwork({
  assets: { imageId: 'arbitrum' },
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})
export const optimism = defineNetwork({
  assets: { imageId: 'optimism' },
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
})
export const polygon = defineNetwork({
  assets: { imageId: 'polygon' },
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})
/** The local development chain (anvil / foundry), chain id 31337. */
export const anvil = defineNetwork({
  assets: { imageId: 'anvil' },
  id: 31337,
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
export const foundry = anvil
