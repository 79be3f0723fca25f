import type { Network } from '@airlock/shared-protocol/host'
import { type SolanaCluster, solanaCaipNetworkIds } from '@airlock/shared-protocol/host'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

function defineSolana(
  cluster: SolanaCluster,
  network: Omit<Network, 'id' | 'caipNetworkId' | 'chainNamespace' | 'nativeCurrency'>,
): Network {
  const caipNetworkId = solanaCaipNetworkIds[cluster]
  return {
    assets: { imageId: 'solana' },
    ...network,
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId,
    chainNamespace: 'solana',
    nativeCurrency: sol,
  }
}

/** AppKit's Solana networks (CAIP-2 ids from the genesis hashes), for `createAppKit({ networks })` with a `SolanaAdapter`. */
export const solana = defineSolana('mainnet', {
  name: 'Solana',
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
})
export const solanaDevnet = defineSolana('devnet', {
  name: 'Solana Devnet',
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
})
export const solanaTestnet = defineSolana('testnet', {
  name: 'Solana Testnet',
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
})
/** The local SVM that `npm start` runs beside anvil (cloud/src/solana), port 8899. */
export const solanaLocalnet = defineSolana('localnet', {
  name: 'Solana Localnet',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
})
