import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withMoreMethods } from '../createAppKit.js'
import { connectedBoth, EVM, evmProvider, fakeCore, networks, SOL } from '../methods/testing/fakeCore.js'
import { anvil } from '../networks.js'
import { hydrationView } from '../ssr/hydrationView.js'
import { getAppKit, setAppKit } from '../state/instance.js'
import {
  AppKitProvider,
  useAppKitBalance,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitTheme,
  useAppKitWallets,
  useWalletInfo,
} from './index.js'

const options = { projectId: 'p', networks }

function setup() {
  const fake = fakeCore()
  const appKit = withMoreMethods(fake.core, options)
  setAppKit(appKit, hydrationView(options))
  return { ...fake, appKit }
}

/** Renders `hook` in a component and returns what it gave on each render. */
function renderHook<T>(hook: () => T) {
  const results: T[] = []
  const errors: unknown[] = []
  function Probe() {
    try {
      results.push(hook())
    } catch (error) {
      errors.push(error)
    }
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(createElement(Probe)))
  return {
    results,
    errors,
    last: () => results[results.length - 1],
    unmount: () => act(() => root.unmount()),
  }
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => evmProvider.request.mockReset())

describe('useAppKitEvents', () => {
  it('re-renders with each event of the modal, in order', () => {
    const { push } = setup()
    const hook = renderHook(useAppKitEvents)
    expect(hook.last()?.data.event).toBe('MODAL_CREATED')
    const at = (id: number, event: string) => ({ id, timestamp: id, event, properties: {} })
    act(() => push({ events: [at(1, 'MODAL_OPEN')] }))
    act(() => push({ events: [at(1, 'MODAL_OPEN'), at(2, 'CONNECT_SUCCESS'), at(3, 'MODAL_CLOSE')] }))
    act(() => push({ open: true }))
    expect(hook.results.map((e) => e.data.event)).toEqual(['MODAL_CREATED', 'MODAL_OPEN', 'MODAL_CLOSE'])
    hook.unmount()
  })
})

describe('useAppKitBalance', () => {
  it("answers fetchBalance() in AppKit's shape from eth_getBalance", async () => {
    const { push } = setup()
    push(connectedBoth)
    evmProvider.request.mockResolvedValue('0x14d1120d7b160000')
    const { fetchBalance } = renderHook(useAppKitBalance).last() ?? {}
    await expect(fetchBalance?.()).resolves.toEqual({
      data: { balance: '1.5', symbol: anvil.nativeCurrency.symbol },
      error: null,
      isSuccess: true,
      isError: false,
    })
    expect(evmProvider.request).toHaveBeenCalledWith({ method: 'eth_getBalance', params: [EVM, 'latest'] })
  })

  it('says it cannot while disconnected', async () => {
    setup()
    const { fetchBalance } = renderHook(useAppKitBalance).last() ?? {}
    await expect(fetchBalance?.()).resolves.toMatchObject({ data: undefined, isError: true })
  })
})

describe('useAppKitConnection(s)', () => {
  it("gives each namespace's connection, and refuses to switch from the page with the reason", async () => {
    const { push } = setup()
    const errors: Error[] = []
    const hook = renderHook(() => ({
      evm: useAppKitConnection({ onError: (e) => errors.push(e) }),
      solana: useAppKitConnections('solana'),
    }))
    expect(hook.last()?.evm.connection).toBeUndefined()
    act(() => push({ ...connectedBoth, connectorId: 'dev-wallet' }))
    const { evm, solana } = hook.last() ?? {}
    expect(evm?.connection).toMatchObject({
      connectorId: 'dev-wallet',
      name: 'Dev Wallet',
      accounts: [{ address: EVM, type: 'eoa' }],
      caipNetwork: { caipNetworkId: anvil.caipNetworkId },
    })
    expect(solana?.connections).toMatchObject([{ accounts: [{ address: SOL }], connectorId: 'solana' }])
    const connection = evm?.connection
    if (!connection) throw new Error('no connection')
    await expect(evm.switchConnection({ connection })).rejects.toThrow(/one connection per namespace/)
    expect(errors).toHaveLength(1)
    const renders = hook.results.length
    act(() => push({ ...connectedBoth, connectorId: 'dev-wallet', open: true }))
    expect(hook.results.length).toBe(renders)
  })
})

describe('useAppKitWallets', () => {
  it('throws, naming why it cannot exist with an isolated modal', () => {
    setup()
    expect(renderHook(useAppKitWallets).errors[0]).toEqual(
      expect.objectContaining({ message: expect.stringContaining('stay inside the isolated modal') }),
    )
  })
})

describe("AppKit's fields of useAppKitTheme and useAppKitNetwork", () => {
  it('gives the theme variables and re-renders with the ones set; the network says all are supported', () => {
    const { setThemeVariables } = setup()
    const hook = renderHook(() => ({ theme: useAppKitTheme(), network: useAppKitNetwork() }))
    expect(hook.last()?.theme.themeVariables).toEqual({})
    act(() => hook.last()?.theme.setThemeVariables({ '--w3m-accent': '#0f0' }))
    expect(hook.last()?.theme.themeVariables).toEqual({ '--w3m-accent': '#0f0' })
    expect(setThemeVariables).toHaveBeenCalledWith({ '--w3m-accent': '#0f0' })
    expect(hook.last()?.network).toMatchObject({
      caipNetworkId: anvil.caipNetworkId,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
    })
  })
})

describe('AppKitProvider', () => {
  it('creates the instance once, on its first render, and renders its children', () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    const tree = (label: string) =>
      createElement(AppKitProvider, {
        projectId: 'p',
        networks: [anvil],
        children: createElement('b', null, label),
      })
    act(() => root.render(tree('one')))
    const first = getAppKit()
    act(() => root.render(tree('two')))
    expect(getAppKit()).toBe(first)
    expect(first.getCaipNetworks()).toEqual([anvil])
    expect(container.innerHTML).toBe('<b>two</b>')
    act(() => root.unmount())
    first.destroy()
  })
})

describe('useWalletInfo', () => {
  it("gives the wallet, and with AppKit's namespace only while that namespace is the active one", () => {
    const { push } = setup()
    const hook = renderHook(() => ({ any: useWalletInfo(), solana: useWalletInfo('solana') }))
    act(() => push(connectedBoth))
    expect(hook.last()?.any.walletInfo).toEqual({ name: 'Dev Wallet' })
    expect(hook.last()?.solana.walletInfo).toBeUndefined()
  })
})
