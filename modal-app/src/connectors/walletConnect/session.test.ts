import type { Network } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../../testing/networks.js'
import type { WalletConnectProvider } from './createProvider.js'
import { pair } from './session.js'

const session = {
  namespaces: { eip155: { accounts: ['eip155:31337:0xabc'] } },
  peer: { metadata: { name: 'Wallet', icons: [] } },
}

/** A provider that records what a pairing asks of it, in order. */
function fakeProvider() {
  const calls: unknown[][] = []
  const listeners = new Map<string, (uri: string) => void>()
  const provider = {
    session: undefined as typeof session | undefined,
    on: (event: string, listener: (uri: string) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
    async connect(options: { skipPairing?: boolean }) {
      calls.push(['connect', options])
      if (options.skipPairing) return
      listeners.get('display_uri')?.('wc:sdk@2?symKey=1')
      provider.session = session
    },
    async pair(topic: string) {
      calls.push(['pair', topic])
      provider.session = session
    },
    client: {
      core: {
        pairing: {
          async pair(params: { uri: string; activatePairing?: boolean }) {
            calls.push(['adopt', params])
            return { topic: 'own-topic' }
          },
        },
      },
    },
  }
  return { calls, asProvider: provider as unknown as WalletConnectProvider }
}

const networks: Network[] = [testNetwork()]

describe('pair', () => {
  it("adopts the modal's URI as an active pairing, after the namespaces are set, and proposes on it", async () => {
    const fake = fakeProvider()
    const shown: string[] = []
    const accounts = await pair(fake.asProvider, networks, (uri) => shown.push(uri), 'wc:own@2?symKey=2')
    expect(fake.calls.map(([name]) => name)).toEqual(['connect', 'adopt', 'pair'])
    expect(fake.calls[0]?.[1]).toMatchObject({
      skipPairing: true,
      optionalNamespaces: { eip155: { chains: ['eip155:31337'] } },
    })
    expect(fake.calls[1]?.[1]).toEqual({ uri: 'wc:own@2?symKey=2', activatePairing: true })
    expect(fake.calls[2]?.[1]).toBe('own-topic')
    expect(shown).toEqual([])
    expect(accounts.evm).toMatchObject({ address: '0xabc', chainId: 31337 })
  })

  it("without one, shows the SDK's URI", async () => {
    const fake = fakeProvider()
    const shown: string[] = []
    await pair(fake.asProvider, networks, (uri) => shown.push(uri))
    expect(fake.calls.map(([name]) => name)).toEqual(['connect'])
    expect(shown).toEqual(['wc:sdk@2?symKey=1'])
  })
})
