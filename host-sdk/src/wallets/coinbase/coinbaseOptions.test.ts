import type { Network } from '@airlock/shared-protocol/host'
import { COINBASE_KEYS_URL } from '@airlock/shared-protocol/host'
import { describe, expect, it } from 'vitest'
import { coinbaseSdkParameters } from './coinbaseOptions.js'

const evm = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const solana: Network = {
  ...evm(1),
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
}
const metadata = {
  name: 'Demo',
  description: '',
  url: 'https://demo.example',
  icons: ['https://demo.example/i.png'],
}

describe('coinbaseSdkParameters', () => {
  it("maps the host's metadata and EVM networks, the first one first", () => {
    expect(coinbaseSdkParameters({ metadata, networks: [evm(31337), solana, evm(8453)] })).toEqual({
      appName: 'Demo',
      appLogoUrl: 'https://demo.example/i.png',
      appChainIds: [31337, 8453],
      preference: { options: 'all', keysUrl: COINBASE_KEYS_URL },
    })
  })

  it('passes coinbasePreference and the keys URL setting through', () => {
    const parameters = coinbaseSdkParameters({
      networks: [evm(1)],
      coinbasePreference: 'smartWalletOnly',
      keysUrl: 'http://keys.localhost:5179/connect',
    })
    expect(parameters.preference).toEqual({
      options: 'smartWalletOnly',
      keysUrl: 'http://keys.localhost:5179/connect',
    })
    expect(parameters.appName).toBe('Dapp')
    expect(parameters.appLogoUrl).toBeNull()
  })

  it('refuses an unknown preference', () => {
    expect(() =>
      coinbaseSdkParameters({ networks: [evm(1)], coinbasePreference: 'smartOnly' as 'all' }),
    ).toThrow('coinbasePreference must be one of all, smartWalletOnly, eoaOnly, not smartOnly')
  })

  it('refuses a keys URL that is not a URL, or plain http off loopback', () => {
    expect(() => coinbaseSdkParameters({ networks: [evm(1)], keysUrl: 'keys' })).toThrow(
      'The Coinbase keys URL is not a URL: keys',
    )
    expect(() =>
      coinbaseSdkParameters({ networks: [evm(1)], keysUrl: 'http://keys.example/connect' }),
    ).toThrow('The Coinbase keys URL must be https: http://keys.example/connect')
  })
})
