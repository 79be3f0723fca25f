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
      listeners.get('display_uri')?.(sdkUri)
      provider.session = session
    },
    async pair(topic: string) {
      calls.push(['pair', topic])
      provider.session = session
    },
    client: {
      core: {
        // The SDK's record of when a topic expires: at that time it drops the pairing.
        expirer: { set: (topic: string, expiry: number) => calls.push(['expirer', topic, expiry]) },
        pairing: {
          async updateExpiry(params: { topic: string; expiry: number }) {
            calls.push(['updateExpiry', params])
          },
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
/** The SDK makes its own pairings for 5 minutes. */
const sdkExpiry = Math.floor(Date.now() / 1000) + 300
const sdkUri = `wc:sdk@2?expiryTimestamp=${sdkExpiry}&relay-protocol=irn&symKey=1`

describe('pair', () => {
  it("adopts the modal's URI as an active pairing, after the namespaces are set, and proposes on it", async () => {
    const fake = fakeProvider()
    const shown: string[] = []
    const own = 'wc:own@2?expiryTimestamp=1795521840&relay-protocol=irn&symKey=2'
    const accounts = await pair(fake.asProvider, networks, (uri) => shown.push(uri), own)
    expect(fake.calls.map(([name]) => name)).toEqual(['connect', 'adopt', 'expirer', 'updateExpiry', 'pair'])
    expect(fake.calls[0]?.[1]).toMatchObject({
      skipPairing: true,
      optionalNamespaces: { eip155: { chains: ['eip155:31337'] } },
    })
    expect(fake.calls[1]?.[1]).toEqual({ uri: own, activatePairing: true })
    // Activating gave it the SDK's lifetime: back to the 4 minutes its URI states.
    expect(fake.calls[2]).toEqual(['expirer', 'own-topic', 1795521840])
    expect(fake.calls[3]?.[1]).toEqual({ topic: 'own-topic', expiry: 1795521840 })
    expect(fake.calls[4]?.[1]).toBe('own-topic')
    expect(shown).toEqual([])
    expect(accounts.evm).toMatchObject({ address: '0xabc', chainId: 31337 })
  })

  it("without one, shows the SDK's URI cut to the spec's 4 minutes, in the URI and the SDK's records", async () => {
    const fake = fakeProvider()
    const shown: string[] = []
    const before = Math.floor(Date.now() / 1000)
    await pair(fake.asProvider, networks, (uri) => shown.push(uri))
    const after = Math.floor(Date.now() / 1000)
    expect(shown).toHaveLength(1)
    const expiry = Number(/expiryTimestamp=(\d+)/.exec(shown[0] as string)?.[1])
    expect(expiry).toBeGreaterThanOrEqual(before + 240)
    expect(expiry).toBeLessThanOrEqual(after + 240)
    expect(shown[0]).toBe(sdkUri.replace(String(sdkExpiry), String(expiry)))
    expect(fake.calls).toEqual([
      ['connect', expect.anything()],
      ['expirer', 'sdk', expiry],
      ['updateExpiry', { topic: 'sdk', expiry }],
    ])
  })
})
