import { describe, expect, it, vi } from 'vitest'
import {
  hasStoredConnection,
  initPersistence,
  loadPersisted,
  savePersisted,
  unsupportedNetwork,
} from './persistence.js'

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

  it('tells a stored session (connected, naming a wallet) from none, so boot fetches the restore code only then', () => {
    const stored = (entries: Record<string, string>) => {
      initPersistence(entries, () => undefined)
      return hasStoredConnection(loadPersisted())
    }
    const connected = '"connected"'
    expect(
      stored({
        '@airlock/connected_connector_ids': '{"eip155":"io.metamask"}',
        '@airlock/connection_status': connected,
      }),
    ).toBe(true)
    expect(
      stored({
        '@airlock/connected_connector_ids': '{"solana":"walletConnect"}',
        '@airlock/connection_status': connected,
      }),
    ).toBe(true)
    expect(
      stored({ '@airlock/connected_connector_ids': '{}', '@airlock/connection_status': connected }),
    ).toBe(false)
    expect(
      stored({
        '@airlock/connected_connector_ids': '{"eip155":"io.metamask"}',
        '@airlock/connection_status': '"disconnected"',
      }),
    ).toBe(false)
    expect(stored({})).toBe(false)
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

  it('keeps recent directory wallets with their links and drops entries with bad fields', () => {
    const listed = { id: 'abc', name: 'Rainbow', icon: 'https://img/abc', mobile_link: 'rainbow://' }
    initPersistence(
      { '@airlock/recent_wallets': JSON.stringify([listed, { id: 'x', name: 'X' }]) },
      () => undefined,
    )
    expect(loadPersisted().recentWallets).toEqual([listed, { id: 'x', name: 'X' }])
    initPersistence(
      { '@airlock/recent_wallets': JSON.stringify([{ ...listed, mobile_link: 42 }]) },
      () => undefined,
    )
    expect(loadPersisted().recentWallets).toEqual([])
  })

  it('turns an unknown stored network into the unsupported placeholder', () => {
    expect(unsupportedNetwork('eip155:999')).toMatchObject({
      id: 999,
      name: 'Unsupported network',
      caipNetworkId: 'eip155:999',
    })
  })
})
