import { Connection } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createApp, defineComponent, h, nextTick } from 'vue'
import { withMoreMethods } from '../createAppKit.js'
import { connectedBoth, fakeCore, networks } from '../methods/testing/fakeCore.js'
import { solanaLocalnet } from '../networks.js'
import { hydrationView } from '../ssr/hydrationView.js'
import { setAppKit } from '../state/instance.js'
import { SolanaAdapter, useAppKitConnection } from './vue.js'

describe("Solana's useAppKitConnection for Vue", () => {
  it("gives a component a web3.js Connection to the Solana network's RPC once connected there, the same one each time", async () => {
    const options = { projectId: 'p', networks }
    const fake = fakeCore()
    setAppKit(withMoreMethods(fake.core, options), hydrationView(options))
    const seen: (Connection | undefined)[] = []
    const App = defineComponent(() => {
      const state = useAppKitConnection()
      return () => {
        seen.push(state.connection)
        return h('p', state.connection?.rpcEndpoint ?? 'none')
      }
    })
    const root = document.createElement('div')
    const app = createApp(App)
    app.mount(root)
    expect(root.textContent).toBe('none')
    fake.push(connectedBoth)
    await nextTick()
    expect(root.textContent).toBe(solanaLocalnet.rpcUrls.default.http[0])
    const connection = seen.at(-1)
    expect(connection).toBeInstanceOf(Connection)
    fake.push({ ...connectedBoth, open: true })
    await nextTick()
    expect(new Set(seen.slice(1)).size).toBe(1)
    app.unmount()
    // The entry is also AppKit's adapter package: the adapter comes from it.
    expect(typeof SolanaAdapter).toBe('function')
  })
})
