import type { DirectoryWallet } from './wallet.js'

/**
 * A generated directory for paging, search and virtualized-scroll tests and benchmarks. Every
 * entry is marked `synthetic`; the demo (`npm start`) never loads them.
 */
export function syntheticWallets(count: number, startOrder = 10_000): DirectoryWallet[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0')
    return {
      id: `synthetic-${n}`,
      name: `Synthetic Wallet ${n}`,
      image_id: null,
      rdns: null,
      homepage: null,
      chains: ['eip155:1'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      order: startOrder + i,
      badge_type: 'none',
      synthetic: true,
    }
  })
}
