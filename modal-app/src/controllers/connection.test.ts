import { type Network, solanaCaipNetworkIds } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Connected, type Connector, ConnectorError } from '../connectors/connector.js'
import { initPersistence, loadPersisted } from '../lib/persistence.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'

vi.mock('./balance.js', () => ({ refreshBalance: async () => undefined }))
vi.mock('./account.js', () => ({ loadIdentity: async () => undefined, invalidateAccount: () => undefined }))
// What a connection starts without waiting (the identity, the balance) ends before the file's teardown.
afterEach(() => vi.dynamicImportSettled())
vi.mock('./projectAccess.js', () => ({ mayConnect: async () => true }))
vi.mock('../api/analytics.js', () => ({ track: () => undefined }))

const evm = testNetwork()
const solana: Network = {
  ...testNetwork(),
  id: solanaCaipNetworkIds.localnet.slice(7),
  caipNetworkId: solanaCaipNetworkIds.localnet,
  chainNamespace: 'solana',
}
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL_ADDRESS = 'CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL'

/** Connectors as the registry would make them, doing only what each test says. */
const fakes = new Map<string, Connector>()
vi.mock('../connectors/registry.js', () => ({
  loadConnector: async (id: string) => {
    const connector = fakes.get(id)
    if (!connector) throw new Error(`no connector ${id}`)
    return connector
  },
  connectorTypeOf: (id: string) => fakes.get(id)?.type ?? 'INJECTED',
}))

function fake(id: string, behaviour: Partial<Connector> & { sharedSession?: boolean } = {}) {
  const calls = { restore: 0, disconnect: [] as string[] }
  const connector: Connector = {
    id,
    type: behaviour.sharedSession ? 'WALLET_CONNECT' : 'INJECTED',
    sharedSession: false,
    connect: async () => ({ accounts: [] }),
    restore: async () => undefined,
    disconnect: async (namespace) => {
      calls.disconnect.push(namespace)
    },
    request: async () => ({ ok: true, result: null }),
    switchChain: async () => ({ ok: true, result: null }),
    ...behaviour,
  }
  const restore = connector.restore
  connector.restore = (...args) => {
    calls.restore++
    return restore(...args)
  }
  fakes.set(id, connector)
  return calls
}

const both: Connected = {
  accounts: [
    { namespace: 'eip155', address: EVM_ADDRESS, network: evm, walletInfo: { name: 'Peer' } },
    { namespace: 'solana', address: SOL_ADDRESS, network: solana, walletInfo: { name: 'Peer' } },
  ],
  recent: null,
}

const { connectWith, restoreConnection, cancelConnecting } = await import('./connection.js')
const { disconnect } = await import('./disconnect.js')

beforeEach(() => {
  fakes.clear()
  initPersistence({}, () => undefined)
  appStore.setState({ ...initialState(), networks: [evm, solana], activeNetwork: evm, open: true }, true)
})

describe('connectWith (any connector)', () => {
  it("makes the active namespace's account active and keeps the other beside it", async () => {
    fake('session', { sharedSession: true, connect: async () => both })
    await connectWith('session')
    expect(appStore.getState()).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
      connectorId: 'session',
      walletInfo: { name: 'Peer' },
    })
    expect(appStore.getState().connections.solana).toMatchObject({
      address: SOL_ADDRESS,
      connectorId: 'session',
    })
    expect(loadPersisted().connectorIds).toEqual({ eip155: 'session', solana: 'session' })
    expect(appStore.getState().history.at(-1)).toBe('Account')
  })

  it("shows the connector's refusal and connects nothing", async () => {
    fake('wallet', {
      connect: async () => {
        throw new ConnectorError('Connection declined', 4001)
      },
    })
    await connectWith('wallet', { view: 'ConnectingExternal' })
    expect(appStore.getState()).toMatchObject({ status: 'disconnected', connectError: 'Connection declined' })
    expect(appStore.getState().connections).toEqual({})
    expect(loadPersisted().connectorIds).toEqual({})
  })

  it('drops the outcome of an attempt that was cancelled meanwhile', async () => {
    let approve: ((value: Connected) => void) | undefined
    fake('wallet', {
      connect: () =>
        new Promise<Connected>((resolve) => {
          approve = resolve
        }),
    })
    const attempt = connectWith('wallet')
    await vi.waitFor(() => expect(approve).toBeDefined())
    cancelConnecting()
    approve?.(both)
    await attempt
    expect(appStore.getState().address).toBeUndefined()
    expect(appStore.getState().connections).toEqual({})
  })
})

describe('restoreConnection', () => {
  it('restores a session serving both namespaces once, the stored active namespace active', async () => {
    const calls = fake('session', { sharedSession: true, restore: async () => both })
    initPersistence({}, () => undefined)
    appStore.setState({ status: 'reconnecting' })
    await restoreConnection(
      {
        ...loadPersisted(),
        activeNamespace: 'solana',
        connectorIds: { eip155: 'session', solana: 'session' },
      },
      async () => true,
    )
    expect(calls.restore).toBe(1)
    expect(appStore.getState()).toMatchObject({
      status: 'connected',
      address: SOL_ADDRESS,
      activeNetwork: solana,
    })
    expect(appStore.getState().connections.eip155?.address).toBe(EVM_ADDRESS)
  })

  it('forgets the namespace whose wallet is gone and restores the other', async () => {
    fake('evm-wallet', { restore: async () => undefined })
    fake('sol-wallet', {
      restore: async () => ({ accounts: [{ namespace: 'solana', address: SOL_ADDRESS, network: solana }] }),
    })
    appStore.setState({ status: 'reconnecting' })
    await restoreConnection(
      {
        ...loadPersisted(),
        activeNamespace: 'eip155',
        connectorIds: { eip155: 'evm-wallet', solana: 'sol-wallet' },
      },
      async () => true,
    )
    expect(appStore.getState()).toMatchObject({
      status: 'connected',
      address: SOL_ADDRESS,
      connectorId: 'sol-wallet',
    })
    expect(appStore.getState().connections.eip155).toBeUndefined()
    expect(loadPersisted().connectorIds).toEqual({ solana: 'sol-wallet' })
  })

  it('leaves the visitor disconnected when nothing restores', async () => {
    fake('evm-wallet', { restore: async () => undefined })
    appStore.setState({ status: 'reconnecting' })
    await restoreConnection({ ...loadPersisted(), connectorIds: { eip155: 'evm-wallet' } }, async () => true)
    expect(appStore.getState()).toMatchObject({ status: 'disconnected', connections: {} })
  })
})

describe('disconnect', () => {
  it('ends a shared session only when its last namespace goes', async () => {
    const calls = fake('session', { sharedSession: true, connect: async () => both })
    await connectWith('session')
    await disconnect('solana')
    expect(calls.disconnect).toEqual([])
    expect(appStore.getState()).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    await disconnect()
    expect(calls.disconnect).toEqual(['eip155'])
    expect(appStore.getState()).toMatchObject({ status: 'disconnected', connections: {} })
  })

  it('tells each wallet of its own namespace', async () => {
    const evmCalls = fake('evm-wallet', {
      connect: async () => ({ accounts: [{ namespace: 'eip155', address: EVM_ADDRESS, network: evm }] }),
    })
    const solCalls = fake('sol-wallet', {
      connect: async () => ({ accounts: [{ namespace: 'solana', address: SOL_ADDRESS, network: solana }] }),
    })
    await connectWith('evm-wallet')
    appStore.setState({
      activeNetwork: solana,
      status: 'disconnected',
      address: undefined,
      connectorId: undefined,
    })
    await connectWith('sol-wallet')
    await disconnect()
    expect(evmCalls.disconnect).toEqual(['eip155'])
    expect(solCalls.disconnect).toEqual(['solana'])
  })
})
