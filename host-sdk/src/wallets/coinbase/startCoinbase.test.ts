import type { Network } from '@airlock/shared-protocol/host'
import { describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../../options.js'
import type { HostScriptHook } from '../../scripts/hostScript.js'
import type { DiscoveredWallet } from '../types.js'
import type { CoinbaseSdkModule } from './coinbaseProvider.js'
import { createCoinbaseProvider } from './coinbaseProvider.js'
import { COINBASE_WALLET_ID, startCoinbase } from './startCoinbase.js'

const anvil: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const solana: Network = { ...anvil, id: 'local', caipNetworkId: 'solana:local', chainNamespace: 'solana' }

/** The hook the include would hand the script, and what the SDK was given. */
function hook(options: Partial<AppKitOptions>, config?: unknown) {
  const added: DiscoveredWallet[] = []
  const given: unknown[] = []
  const sdk: CoinbaseSdkModule = {
    createCoinbaseWalletSDK(parameters) {
      given.push(parameters)
      return { getProvider: () => ({ request: async () => null }) }
    },
  }
  const value: HostScriptHook = [
    (wallet) => void added.push(wallet),
    { connectWallet: vi.fn() },
    { projectId: 'p', networks: [anvil], ...options },
    config,
  ]
  const create: typeof createCoinbaseProvider = (o) => createCoinbaseProvider(o, async () => sdk)
  return { value, added, given, create }
}

describe('startCoinbase', () => {
  it('lists the Coinbase Wallet SDK as an EXTERNAL host wallet with the keys popup the modal named', async () => {
    const h = hook(
      { coinbasePreference: 'smartWalletOnly' },
      { keysUrl: 'http://keys.localhost:5180/connect' },
    )
    expect(await startCoinbase(h.value, h.create)).toBeDefined()
    expect(h.added.map(({ provider: _, ...w }) => w)).toEqual([
      expect.objectContaining({
        id: COINBASE_WALLET_ID,
        name: 'Coinbase Wallet',
        type: 'EXTERNAL',
        rdns: 'com.coinbase.wallet',
      }),
    ])
    expect(h.given).toEqual([
      expect.objectContaining({
        appChainIds: [31337],
        preference: { options: 'smartWalletOnly', keysUrl: 'http://keys.localhost:5180/connect' },
      }),
    ])
  })

  it('lists nothing when the app turned Coinbase off or has no EVM network', async () => {
    for (const options of [{ enableCoinbase: false }, { networks: [solana] }]) {
      const h = hook(options)
      expect(await startCoinbase(h.value, h.create)).toBeUndefined()
      expect(h.added).toEqual([])
      expect(h.given).toEqual([])
    }
  })

  it('says on the console why a bad preference or keys URL lists nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const [options, config] of [
      [{ coinbasePreference: 'everything' as never }, undefined],
      [{}, { keysUrl: 'http://keys.example.com/connect' }],
    ] as const) {
      const h = hook(options, config)
      expect(await startCoinbase(h.value, h.create)).toBeUndefined()
      expect(h.added).toEqual([])
    }
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[1]?.[0])).toContain('The Coinbase keys URL must be https')
    warn.mockRestore()
  })

  it('leaves the row to the Coinbase extension when it is installed, unless smart wallet only or restoring', async () => {
    // The extension answers EIP-6963's request, as installed extensions do.
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' }, provider: {} },
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    try {
      const plain = hook({})
      expect(await startCoinbase(plain.value, plain.create)).toBeUndefined()
      expect(plain.added).toEqual([])
      expect(plain.given).toEqual([])
      const smart = hook({ coinbasePreference: 'smartWalletOnly' })
      expect(await startCoinbase(smart.value, smart.create)).toBeDefined()
      expect(smart.added.map((w) => w.id)).toEqual([COINBASE_WALLET_ID])
      const restoring = hook({}, { restoring: true })
      expect(await startCoinbase(restoring.value, restoring.create)).toBeDefined()
      expect(restoring.added.map((w) => w.id)).toEqual([COINBASE_WALLET_ID])
    } finally {
      window.removeEventListener('eip6963:requestProvider', announce)
    }
  })
})
