import type { ModalSnapshot } from '@airlock/shared-protocol/host'
import { vi } from 'vitest'
import type { AppKitCore } from '../../createAppKit.js'
import { anvil, mainnet, solanaLocalnet } from '../../networks.js'
import { createServerAppKit } from '../../ssr/serverAppKit.js'
import { createStore, deriveView, type HostView, initialSnapshot } from '../../state/hostState.js'

export const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOL = 'CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL'
export const networks = [anvil, mainnet, solanaLocalnet]
export const evmProvider = { evm: true, request: vi.fn() }
export const solanaProvider = { solana: true }

/** A core whose snapshots the test pushes (the server instance's shape, live). */
export function fakeCore() {
  const store = createStore<HostView>(deriveView(initialSnapshot('dark', anvil), networks))
  const setThemeVariables = vi.fn()
  const core: AppKitCore = {
    ...createServerAppKit({ projectId: 'p', networks }),
    getView: store.get,
    getState: () => store.get().state,
    subscribeState: (cb) => store.subscribe((v, p) => v.state !== p.state && cb(v.state)),
    getAccount: () => store.get().account,
    getCaipNetwork: () => store.get().network.caipNetwork,
    getIsConnectedState: () => store.get().account.isConnected,
    subscribeSnapshot: (cb) => store.subscribe((v) => cb(v)),
    getProvider: ((namespace?: string) =>
      namespace === 'solana' ? solanaProvider : evmProvider) as AppKitCore['getProvider'],
    setThemeVariables,
  }
  const push = (more: Partial<ModalSnapshot>) =>
    store.set(deriveView({ ...store.get().snapshot, ...more }, networks, store.get()))
  return { core, push, setThemeVariables }
}

export const connectedBoth: Partial<ModalSnapshot> = {
  status: 'connected',
  address: EVM,
  caipAddress: `eip155:31337:${EVM}`,
  walletInfo: { name: 'Dev Wallet' },
  namespaces: {
    eip155: { address: EVM, caipAddress: `eip155:31337:${EVM}`, type: 'eoa' },
    solana: { address: SOL, caipAddress: `${solanaLocalnet.caipNetworkId}:${SOL}`, type: 'eoa' },
  },
}
