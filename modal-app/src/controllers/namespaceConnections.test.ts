import { type Network, solanaCaipNetworkIds } from '@airlock/shared-protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { initPersistence, loadPersisted } from '../lib/persistence.js'
import { appStore, initialState, toSnapshot } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { keepConnection, setConnected } from './connectionState.js'
import { resetConnector, resetNamespace } from './namespaceConnections.js'

vi.mock('./balance.js', () => ({ refreshBalance: async () => undefined }))
vi.mock('./account.js', () => ({ loadIdentity: async () => undefined }))

const evm = testNetwork()
const solana: Network = {
  ...testNetwork(),
  id: solanaCaipNetworkIds.localnet.slice(7),
  caipNetworkId: solanaCaipNetworkIds.localnet,
  chainNamespace: 'solana',
}
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL_ADDRESS = 'CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL'

beforeEach(() => {
  initPersistence({}, () => undefined)
  appStore.setState({ ...initialState(), networks: [evm, solana], activeNetwork: evm }, true)
})

/** EVM active through a browser wallet, Solana kept beside it over WalletConnect. */
function connectBoth() {
  setConnected('io.wallet', EVM_ADDRESS, evm)
  keepConnection('walletConnect', { namespace: 'solana', address: SOL_ADDRESS, network: solana })
}

describe('a connection per namespace', () => {
  it('keeps both, lists both in the snapshot, and persists each connector', () => {
    connectBoth()
    expect(toSnapshot(appStore.getState()).namespaces).toEqual({
      eip155: { address: EVM_ADDRESS, caipAddress: `eip155:31337:${EVM_ADDRESS}`, type: 'eoa' },
      solana: {
        address: SOL_ADDRESS,
        caipAddress: `${solanaCaipNetworkIds.localnet}:${SOL_ADDRESS}`,
        type: 'eoa',
      },
    })
    expect(loadPersisted()).toMatchObject({
      activeNamespace: 'eip155',
      connectorIds: { eip155: 'io.wallet', solana: 'walletConnect' },
      connectedNamespaces: ['eip155', 'solana'],
      connectionStatus: 'connected',
    })
  })

  it('forgets a kept namespace alone', () => {
    connectBoth()
    resetNamespace('solana')
    expect(appStore.getState()).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(toSnapshot(appStore.getState()).namespaces).toEqual({
      eip155: { address: EVM_ADDRESS, caipAddress: `eip155:31337:${EVM_ADDRESS}`, type: 'eoa' },
    })
    expect(loadPersisted().connectorIds).toEqual({ eip155: 'io.wallet' })
  })

  it('makes the other namespace active when the active one goes', () => {
    connectBoth()
    resetNamespace('eip155')
    expect(appStore.getState()).toMatchObject({
      status: 'connected',
      address: SOL_ADDRESS,
      connectorId: 'walletConnect',
      activeNetwork: solana,
    })
    expect(Object.keys(appStore.getState().connections)).toEqual(['solana'])
    expect(loadPersisted()).toMatchObject({
      activeNamespace: 'solana',
      connectorIds: { solana: 'walletConnect' },
    })
  })

  it('a connector that ends resets each namespace it served, and everything when it served all', () => {
    connectBoth()
    resetConnector('walletConnect')
    expect(appStore.getState().connections.solana).toBeUndefined()
    expect(appStore.getState().status).toBe('connected')
    resetConnector('io.wallet')
    expect(appStore.getState()).toMatchObject({ status: 'disconnected', address: undefined, connections: {} })
    expect(loadPersisted()).toMatchObject({ connectorIds: {}, connectionStatus: 'disconnected' })
  })
})
