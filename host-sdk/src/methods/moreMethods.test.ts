import type { ModalSnapshot } from '@airlock/shared-protocol/host'
import { describe, expect, it, vi } from 'vitest'
import type { AppKitCore } from '../createAppKit.js'
import { anvil, mainnet, solanaLocalnet } from '../networks.js'
import { createServerAppKit } from '../ssr/serverAppKit.js'
import { createStore, deriveView, type HostView, initialSnapshot } from '../state/hostState.js'
import { moreMethods } from './moreMethods.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = 'CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL'
const networks = [anvil, mainnet, solanaLocalnet]
const evmProvider = { evm: true }
const solanaProvider = { solana: true }

/** A core whose snapshots the test pushes (the server instance's shape, live). */
function fakeCore() {
  const store = createStore<HostView>(deriveView(initialSnapshot('dark', anvil), networks))
  const setThemeVariables = vi.fn()
  const core: AppKitCore = {
    ...createServerAppKit({ projectId: 'p', networks }),
    getView: store.get,
    getState: () => store.get().state,
    subscribeState: (cb) => store.subscribe((v, p) => v.state !== p.state && cb(v.state)),
    getAccount: () => store.get().account,
    getCaipNetwork: () => store.get().network.caipNetwork,
    getIsConnectedState: () => store.get().account.isConnected,
    subscribeSnapshot: (cb) => store.subscribe((v) => cb(v)),
    getProvider: ((namespace?: string) =>
      namespace === 'solana' ? solanaProvider : evmProvider) as AppKitCore['getProvider'],
    setThemeVariables,
  }
  const push = (more: Partial<ModalSnapshot>) =>
    store.set(deriveView({ ...store.get().snapshot, ...more }, networks, store.get()))
  return { core, push, setThemeVariables }
}

const connectedBoth: Partial<ModalSnapshot> = {
  status: 'connected',
  address: EVM,
  caipAddress: `eip155:31337:${EVM}`,
  walletInfo: { name: 'Dev Wallet' },
  namespaces: {
    eip155: { address: EVM, caipAddress: `eip155:31337:${EVM}` },
    solana: { address: SOL, caipAddress: `${solanaLocalnet.caipNetworkId}:${SOL}` },
  },
}

describe("AppKit's other instance methods", () => {
  it('keeps the theme variables set, merged over the options, and passes each change on', () => {
    const { core, setThemeVariables } = fakeCore()
    const methods = moreMethods(core, networks, { '--w3m-accent': '#f00' })
    methods.setThemeVariables({ '--w3m-z-index': 5 })
    expect(methods.getThemeVariables()).toEqual({ '--w3m-accent': '#f00', '--w3m-z-index': 5 })
    expect(setThemeVariables).toHaveBeenCalledWith({ '--w3m-z-index': 5 })
  })

  it('reads addresses per namespace and the networks per namespace', () => {
    const { core, push } = fakeCore()
    const methods = moreMethods(core, networks, undefined)
    expect(methods.getAddress()).toBeUndefined()
    push(connectedBoth)
    expect(methods.getAddress()).toBe(EVM)
    expect(methods.getAddress('solana')).toBe(SOL)
    expect(methods.getCaipAddress('solana')).toBe(`${solanaLocalnet.caipNetworkId}:${SOL}`)
    expect(methods.getActiveChainNamespace()).toBe('eip155')
    expect(methods.getCaipNetworks('solana')).toEqual([solanaLocalnet])
    expect(methods.getCaipNetworks()).toEqual(networks)
  })

  it("gives the connected namespaces' providers and says when they change", () => {
    const { core, push } = fakeCore()
    const methods = moreMethods(core, networks, undefined)
    const seen: unknown[] = []
    methods.subscribeProviders((p) => seen.push(p))
    expect(methods.getWalletProvider()).toBeUndefined()
    expect(methods.getWalletProviderType()).toBeUndefined()
    push(connectedBoth)
    expect(methods.getWalletProvider()).toBe(evmProvider)
    expect(methods.getWalletProviderType()).toBe('eip155')
    push({ ...connectedBoth, profileName: 'x' })
    expect(seen).toEqual([{ eip155: evmProvider, solana: solanaProvider }])
  })

  it('calls subscribeWalletInfo back on a new wallet only, and resolves ready() once initialized', async () => {
    const { core, push } = fakeCore()
    const methods = moreMethods(core, networks, undefined)
    const infos: unknown[] = []
    methods.subscribeWalletInfo((info) => infos.push(info))
    let ready = false
    void methods.ready().then(() => {
      ready = true
    })
    push(connectedBoth)
    push({ ...connectedBoth, profileName: 'x' })
    expect(infos).toEqual([{ name: 'Dev Wallet' }])
    expect(methods.isOpen()).toBe(false)
    push({ initialized: true })
    await expect.poll(() => ready).toBe(true)
  })
})
