import { Connection } from '@solana/web3.js'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it } from 'vitest'
import { withMoreMethods } from '../createAppKit.js'
import { connectedBoth, fakeCore, networks } from '../methods/testing/fakeCore.js'
import { solanaLocalnet } from '../networks.js'
import { hydrationView } from '../ssr/hydrationView.js'
import { setAppKit } from '../state/instance.js'
import { SolanaAdapter, useAppKitConnection } from './react.js'

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

describe("Solana's useAppKitConnection", () => {
  it("gives a web3.js Connection to the Solana network's RPC once connected there, the same one on each render", () => {
    const options = { projectId: 'p', networks }
    const fake = fakeCore()
    setAppKit(withMoreMethods(fake.core, options), hydrationView(options))
    const seen: (Connection | undefined)[] = []
    function Probe() {
      seen.push(useAppKitConnection().connection)
      return null
    }
    act(() => createRoot(document.createElement('div')).render(createElement(Probe)))
    expect(seen).toEqual([undefined])
    act(() => fake.push(connectedBoth))
    act(() => fake.push({ ...connectedBoth, open: true }))
    const connection = seen[seen.length - 1]
    expect(connection).toBeInstanceOf(Connection)
    expect(connection?.rpcEndpoint).toBe(solanaLocalnet.rpcUrls.default.http[0])
    expect(new Set(seen.slice(1)).size).toBe(1)
    // The entry is also AppKit's adapter package: the adapter comes from it.
    expect(typeof SolanaAdapter).toBe('function')
  })
})
