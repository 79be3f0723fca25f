import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { providers } from 'ethers5'
import { describe, expect, it } from 'vitest'
import { anvil } from '../networks.js'
import type { Provider } from '../react/index.js'
import { fakeCore } from '../wagmi/testing/fakeCore.js'
import { Ethers5Adapter, EthersAdapter } from './ethersAdapters.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('EthersAdapter and Ethers5Adapter', () => {
  it("name the library as AppKit's do and refuse options that are not an object", () => {
    expect(new EthersAdapter()).toMatchObject({ namespace: 'eip155', adapterType: 'ethers' })
    expect(new Ethers5Adapter({})).toMatchObject({ namespace: 'eip155', adapterType: 'ethers5' })
    expect(() => new EthersAdapter(null as never)).toThrow('EthersAdapter: options must be an object')
    expect(() => new Ethers5Adapter(7 as never)).toThrow('Ethers5Adapter: options must be an object')
  })

  it("give a walletProvider that ethers 6's BrowserProvider signs through, as AppKit's examples wrap it", async () => {
    const core = fakeCore([anvil])
    core.connect(ALICE)
    core.answers.set('personal_sign', '0x1234')
    // As AppKit's examples type it: `useAppKitProvider<Provider>('eip155')`, or ethers' own type.
    const walletProvider: Provider = core.provider
    const asEthers: Eip1193Provider = walletProvider
    const signer = await new BrowserProvider(asEthers).getSigner()
    expect(await signer.getAddress()).toBe(ALICE)
    expect(await signer.signMessage('hello')).toBe('0x1234')
    expect(core.requests).toContainEqual({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ALICE.toLowerCase()],
    })
  })

  it("give a walletProvider that ethers 5's Web3Provider signs through, as AppKit's examples wrap it", async () => {
    const core = fakeCore([anvil])
    core.connect(ALICE)
    core.answers.set('personal_sign', '0x5678')
    const walletProvider: Provider = core.provider
    const asEthers5: providers.ExternalProvider = walletProvider
    const signer = new providers.Web3Provider(asEthers5, 31337).getSigner(ALICE)
    expect(await signer.getAddress()).toBe(ALICE)
    expect(await signer.signMessage('hello')).toBe('0x5678')
    expect(core.requests).toContainEqual({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ALICE.toLowerCase()],
    })
  })
})
