import { afterEach, describe, expect, it } from 'vitest'
import { createApp, defineComponent, effectScope, h, nextTick } from 'vue'
import { withMoreMethods } from '../createAppKit.js'
import { connectedBoth, EVM, evmProvider, fakeCore, networks, SOL } from '../methods/testing/fakeCore.js'
import { anvil } from '../networks.js'
import { hydrationView } from '../ssr/hydrationView.js'
import { getAppKit, setAppKit } from '../state/instance.js'
import {
  useAppKitAccount,
  useAppKitConnection,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from './index.js'

const options = { projectId: 'p', networks }

/** A composable called outside any component or scope: it just never stops listening. */
const useNetworkOutside = () => useAppKitNetwork()

function setup() {
  const fake = fakeCore()
  setAppKit(withMoreMethods(fake.core, options), hydrationView(options))
  return fake
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the Vue composables', () => {
  it('render the live account and network in a component, updated on each snapshot', async () => {
    const { push } = setup()
    const App = defineComponent(() => {
      const account = useAppKitAccount()
      const network = useAppKitNetwork()
      return () => h('p', `${account.value.status} ${account.value.address ?? '-'} ${network.value.chainId}`)
    })
    const root = document.createElement('div')
    document.body.append(root)
    const app = createApp(App)
    app.mount(root)
    expect(root.textContent).toBe(`disconnected - ${anvil.id}`)
    push(connectedBoth)
    await nextTick()
    expect(root.textContent).toBe(`connected ${EVM} ${anvil.id}`)
    expect(useNetworkOutside().value).toMatchObject({
      supportsAllNetworks: true,
      approvedCaipNetworkIds: undefined,
    })
    app.unmount()
  })

  it("give another namespace's account, the provider when connected, the state and wallet", () => {
    const { push } = setup()
    const scope = effectScope()
    const refs = scope.run(() => ({
      solana: useAppKitAccount({ namespace: 'solana' }),
      provider: useAppKitProvider('eip155'),
      state: useAppKitState(),
      wallet: useWalletInfo(),
      theme: useAppKitTheme(),
    }))
    if (!refs) throw new Error('no scope')
    expect(refs.provider.walletProvider).toBeUndefined()
    push({ ...connectedBoth, open: true })
    expect(refs.solana.value).toMatchObject({ address: SOL, isConnected: true })
    expect(refs.provider).toMatchObject({ walletProvider: evmProvider, walletProviderType: 'eip155' })
    expect(refs.state.open).toBe(true)
    expect(refs.wallet.walletInfo).toEqual({ name: 'Dev Wallet' })
    refs.theme.setThemeVariables({ '--w3m-accent': '#0f0' })
    expect(refs.theme.themeVariables).toEqual({ '--w3m-accent': '#0f0' })
    // Set on the instance, not through the composable: followed too (subscribeTheme).
    getAppKit().setThemeVariables({ '--w3m-font-family': 'serif' })
    expect(refs.theme.themeVariables).toEqual({ '--w3m-accent': '#0f0', '--w3m-font-family': 'serif' })
    scope.stop()
    // Stopped with its scope: no longer updated.
    push({ ...connectedBoth, open: false })
    expect(refs.state.open).toBe(true)
  })

  it('update useAppKitEvents in place on each event, and refuse to switch a connection from the page', async () => {
    const { push } = setup()
    const scope = effectScope()
    const refs = scope.run(() => ({ event: useAppKitEvents(), connection: useAppKitConnection() }))
    if (!refs) throw new Error('no scope')
    expect(refs.event.data.event).toBe('MODAL_CREATED')
    push({ ...connectedBoth, events: [{ id: 1, timestamp: 5, event: 'CONNECT_SUCCESS', properties: {} }] })
    expect(refs.event).toEqual({
      timestamp: 5,
      data: { type: 'track', event: 'CONNECT_SUCCESS', properties: {} },
    })
    const connection = refs.connection.value.connection
    expect(connection?.accounts).toEqual([{ address: EVM, type: 'eoa' }])
    if (!connection) throw new Error('no connection')
    await expect(refs.connection.value.switchConnection({ connection })).rejects.toThrow(/one connection/)
    scope.stop()
  })
})
