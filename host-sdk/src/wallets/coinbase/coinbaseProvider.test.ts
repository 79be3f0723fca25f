import type { Network } from '@airlock/shared-protocol/host'
import { afterEach, describe, expect, it } from 'vitest'
import { coinbaseErrorTexts } from './coinbaseErrors.js'
import { type CoinbaseSdkModule, createCoinbaseProvider } from './coinbaseProvider.js'

const anvil: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const keysUrl = 'http://keys.localhost:5179/connect'

/** An SDK whose provider's request waits until the test settles it. */
function stubSdk() {
  const seen: unknown[] = []
  let settle: { resolve(v: unknown): void; reject(e: unknown): void } | undefined
  const sdk: CoinbaseSdkModule = {
    createCoinbaseWalletSDK(parameters) {
      seen.push(parameters)
      return {
        getProvider: () => ({
          request: () => new Promise((resolve, reject) => (settle = { resolve, reject })),
          disconnect: async () => undefined,
        }),
      }
    },
  }
  return { sdk, seen, settle: () => settle }
}

const unload = (origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data: { event: 'PopupUnload' } }))

describe('createCoinbaseProvider', () => {
  afterEach(() => {
    delete (globalThis as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension
  })

  it('hands the SDK the mapped options', async () => {
    const stub = stubSdk()
    await createCoinbaseProvider({ networks: [anvil], keysUrl }, async () => stub.sdk)
    expect(stub.seen).toEqual([
      { appName: 'Dapp', appLogoUrl: null, appChainIds: [31337], preference: { options: 'all', keysUrl } },
    ])
  })

  it('answers a Cancel as declined, and a popup that unloaded mid-request as closed', async () => {
    const stub = stubSdk()
    const provider = await createCoinbaseProvider({ networks: [anvil], keysUrl }, async () => stub.sdk)
    const cancelled = provider.request({ method: 'eth_requestAccounts' })
    stub.settle()?.reject({ code: 4001, message: 'User rejected the request.' })
    await expect(cancelled).rejects.toEqual({ code: 4001, message: 'Connection declined' })

    const closed = provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] })
    unload('http://evil.localhost:1') // another origin's word is not taken
    unload('http://keys.localhost:5179')
    stub.settle()?.reject({ code: 4001, message: 'Request rejected' })
    await expect(closed).rejects.toEqual({ code: 4001, message: coinbaseErrorTexts.popupClosed })

    // An unload between requests marks nothing later.
    const next = provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] })
    stub.settle()?.reject({ code: 4001, message: 'nope' })
    await expect(next).rejects.toEqual({ code: 4001, message: 'Signature declined' })
    provider.destroy()
  })

  it("refuses an origin's unload other than the keys popup's", async () => {
    const stub = stubSdk()
    const provider = await createCoinbaseProvider({ networks: [anvil], keysUrl }, async () => stub.sdk)
    const request = provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] })
    unload('http://keys.localhost:5180')
    stub.settle()?.reject({ code: 4001, message: 'Request rejected' })
    await expect(request).rejects.toEqual({ code: 4001, message: 'Signature declined' })
    provider.destroy()
  })

  it('says so when the SDK cannot load', async () => {
    await expect(
      createCoinbaseProvider({ networks: [anvil] }, async () => {
        throw new Error('Could not load the Coinbase Wallet SDK (@coinbase/wallet-sdk)')
      }),
    ).rejects.toThrow('Could not load the Coinbase Wallet SDK')
  })

  // The real SDK: with the extension present it hands back the extension's provider, told the
  // app's details, unless the dApp wants the smart wallet only.
  it('uses the Coinbase extension for preference all and eoaOnly, never for smartWalletOnly', async () => {
    const told: unknown[] = []
    const extension = {
      request: async () => ['0x0000000000000000000000000000000000000001'],
      setAppInfo: (...args: unknown[]) => told.push(args),
    }
    ;(globalThis as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension = extension
    const eoa = await createCoinbaseProvider({ networks: [anvil], keysUrl, coinbasePreference: 'eoaOnly' })
    expect(await eoa.request({ method: 'eth_requestAccounts' })).toEqual([
      '0x0000000000000000000000000000000000000001',
    ])
    expect(told).toEqual([['Dapp', '', [31337], { options: 'eoaOnly', keysUrl }]])
    const smart = await createCoinbaseProvider({
      networks: [anvil],
      keysUrl,
      coinbasePreference: 'smartWalletOnly',
    })
    // The SDK's own provider: nothing connected yet, so it answers without the popup.
    expect(await smart.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(told).toHaveLength(1)
    eoa.destroy()
    smart.destroy()
  })
})
