import type { HostApi, Network } from '@airlock/shared-protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const anvil: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const meta = (content: string) => {
  const doc = document.implementation.createHTMLDocument()
  const tag = doc.createElement('meta')
  tag.name = 'airlock-coinbase-keys-url'
  tag.content = content
  doc.head.append(tag)
  return doc
}

describe('host scripts', () => {
  let load: ReturnType<typeof vi.fn>
  let appStore: typeof import('../stores/appStore.js').appStore
  // Fresh modules each time: "once per modal frame" is the module's own state.
  beforeEach(async () => {
    vi.resetModules()
    load = vi.fn()
    ;(await import('../lib/hostBridge.js')).setHost({ load } as unknown as HostApi)
    appStore = (await import('../stores/appStore.js')).appStore
    appStore.setState({ open: false, networks: [anvil] })
  })

  it('reads the keys popup the deployment names: https or loopback http, else Coinbase own', async () => {
    const { readCoinbaseKeysUrl } = await import('./hostScripts.js')
    expect(readCoinbaseKeysUrl(meta('http://keys.localhost:5180/connect'))).toBe(
      'http://keys.localhost:5180/connect',
    )
    expect(readCoinbaseKeysUrl(meta('https://keys.example.com/connect'))).toBe(
      'https://keys.example.com/connect',
    )
    for (const bad of [
      '__AIRLOCK_COINBASE_KEYS_URL__',
      'http://keys.example.com/connect',
      'javascript:alert(1)',
      '',
    ])
      expect(readCoinbaseKeysUrl(meta(bad))).toBe('https://keys.coinbase.com/connect')
  })

  it('asks the host for Coinbase once, when the modal first opens', async () => {
    const { loadHostScriptsOnOpen } = await import('./hostScripts.js')
    loadHostScriptsOnOpen()
    expect(load).not.toHaveBeenCalled()
    appStore.setState({ open: true })
    appStore.setState({ open: false })
    appStore.setState({ open: true })
    expect(load).toHaveBeenCalledTimes(1)
    expect(load.mock.calls[0]?.[0]).toBe('coinbase')
    expect(load.mock.calls[0]?.[1]).toEqual({ keysUrl: expect.stringMatching(/^https?:\/\//) })
  })

  it('asks nothing of an app without an EVM network', async () => {
    const { loadCoinbase } = await import('./hostScripts.js')
    appStore.setState({
      networks: [{ ...anvil, chainNamespace: 'solana', caipNetworkId: 'solana:abc' }] as never,
    })
    loadCoinbase()
    expect(load).not.toHaveBeenCalled()
  })
})
