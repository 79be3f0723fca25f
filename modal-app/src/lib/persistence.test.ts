import { describe, expect, it, vi } from 'vitest'
import { initPersistence, loadPersisted, savePersisted, unsupportedNetwork } from './persistence.js'

describe('persistence', () => {
  it('reads what the host handed over and writes changes back through it', () => {
    const write = vi.fn()
    initPersistence(
      {
        '@airlock/connected_connector_ids': '{"eip155":"io.metamask"}',
        '@airlock/connection_status': '"connected"',
      },
      write,
    )
    expect(loadPersisted()).toMatchObject({
      connectorIds: { eip155: 'io.metamask' },
      connectionStatus: 'connected',
    })
    savePersisted({ connectionStatus: 'disconnected', activeNetworkId: undefined })
    expect(write).toHaveBeenCalledWith({
      '@airlock/connection_status': '"disconnected"',
      '@airlock/active_caip_network_id': null,
    })
    expect(loadPersisted().connectionStatus).toBe('disconnected')
  })

  it('ignores corrupt or hostile entries', () => {
    initPersistence(
      { '@airlock/connected_connector_ids': '{not json', '@airlock/recent_wallets': '[{"id":1}]' },
      () => undefined,
    )
    expect(loadPersisted()).toMatchObject({
      connectorIds: {},
      recentWallets: [],
      connectionStatus: 'disconnected',
    })
  })

  it('turns an unknown stored network into the unsupported placeholder', () => {
    expect(unsupportedNetwork('eip155:999')).toMatchObject({
      id: 999,
      name: 'Unsupported network',
      caipNetworkId: 'eip155:999',
    })
  })
})
