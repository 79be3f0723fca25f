import type { Network } from '@airlock/shared-protocol/host'
import { type Config, type CreateConfigParameters, createConfig, http, type Transport } from '@wagmi/core'
import type { AdapterHook } from '../adapters/adapterHook.js'
import { airlockConnector } from './airlockConnector.js'
import { createCoreLink } from './coreLink.js'
import { toWagmiChains } from './wagmiChains.js'

/** AppKit's `WagmiAdapter` options; the rest of wagmi's `createConfig` options pass through. */
export interface WagmiAdapterConfig {
  networks: readonly Network[]
  projectId: string
  ssr?: boolean
  storage?: CreateConfigParameters['storage']
  /** By chain id; a network without one is reached over its first `rpcUrls.default.http`. */
  transports?: Record<number, Transport>
  /** More wagmi connectors, after Airlock's own (the visitor's wallets are picked in the modal). */
  connectors?: CreateConfigParameters['connectors']
  multiInjectedProviderDiscovery?: boolean
  syncConnectedChain?: boolean
  batch?: CreateConfigParameters['batch']
  cacheTime?: number
  pollingInterval?: CreateConfigParameters['pollingInterval']
  /** AppKit's own options for its RPC proxy and transaction filter: accepted, not needed here. */
  [option: string]: unknown
}

/**
 * AppKit's wagmi adapter: `wagmiConfig` for `<WagmiProvider>` and wagmi's actions, whose one
 * connector is Airlock's connection. Passed in `createAppKit({ adapters })`, it is tied to that
 * modal: wagmi's hooks then act through whichever wallet the visitor connected there.
 *
 * @example
 * import { createAppKit } from '@airlock/host-sdk/react'
 * import { mainnet } from '@airlock/host-sdk/networks'
 * import { WagmiAdapter } from '@airlock/host-sdk/wagmi'
 *
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId })
 * // <WagmiProvider config={wagmiAdapter.wagmiConfig}>
 */
export class WagmiAdapter {
  declare readonly wagmiConfig: Config
  declare readonly wagmiChains: CreateConfigParameters['chains']
  declare readonly networks: Network[]
  declare readonly projectId: string
  declare readonly namespace: 'eip155'
  declare readonly adapterType: 'wagmi'
  declare readonly airlock: AdapterHook
  constructor(options: WagmiAdapterConfig) {
    if (typeof options !== 'object' || options === null)
      throw new TypeError('WagmiAdapter: options must be an object')
    const { networks, projectId, connectors = [], transports = {}, ...rest } = options
    if (typeof projectId !== 'string') throw new TypeError('WagmiAdapter: `projectId` must be a string')
    if (!Array.isArray(connectors)) throw new TypeError('WagmiAdapter: `connectors` must be an array')
    const chains = toWagmiChains(networks)
    const link = createCoreLink()
    const wagmiOptions: Partial<WagmiAdapterConfig> = Object.fromEntries(
      Object.entries(rest).filter(([key]) => WAGMI_OPTIONS.includes(key)),
    )
    Object.assign(this, {
      networks: [...networks],
      projectId,
      namespace: 'eip155',
      adapterType: 'wagmi',
      wagmiChains: chains,
      wagmiConfig: createConfig({
        // The visitor picks a wallet in the modal; the page's own wallets are not wagmi's to list.
        multiInjectedProviderDiscovery: false,
        ...wagmiOptions,
        chains,
        connectors: [airlockConnector(link), ...connectors],
        transports: Object.fromEntries(
          chains.map((chain) => [chain.id, transports[chain.id] ?? http(chain.rpcUrls.default.http[0])]),
        ),
      }),
      airlock: {
        namespace: 'eip155',
        start(_, evm) {
          if (!evm) throw new Error('WagmiAdapter: this @airlock/host-sdk core cannot start it')
          const stop = link.start(evm)
          return {
            wallets: (list) => list,
            // The core runs the EVM requests itself; none reaches an adapter.
            run: async () => ({ ok: false, error: { code: 4200, message: 'Unsupported method' } }),
            provider: evm.provider,
            stop,
          }
        },
      } satisfies AdapterHook,
    })
  }
}

const WAGMI_OPTIONS = [
  'ssr',
  'storage',
  'multiInjectedProviderDiscovery',
  'syncConnectedChain',
  'batch',
  'cacheTime',
  'pollingInterval',
]
