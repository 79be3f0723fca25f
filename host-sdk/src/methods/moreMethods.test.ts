import { describe, expect, it } from 'vitest'
import { solanaLocalnet } from '../networks.js'
import { moreMethods } from './moreMethods.js'
import {
  connectedBoth,
  EVM,
  evmProvider,
  fakeCore,
  networks,
  SOL,
  solanaProvider,
} from './testing/fakeCore.js'

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
