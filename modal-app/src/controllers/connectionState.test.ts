import type { ModalOptions } from '@airlock/shared-protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { showsUnsupportedChain } from './connectionState.js'

const network = testNetwork
const options = (extra: Partial<ModalOptions>) => ({ projectId: 'p', ...extra }) as ModalOptions

beforeEach(() => appStore.setState({ ...initialState(), networks: [network(1)] }, true))

describe('showsUnsupportedChain', () => {
  it('shows UnsupportedChain for a chain the app does not list', () => {
    appStore.setState({ options: options({}) })
    expect(showsUnsupportedChain(network(1))).toBe(false)
    expect(showsUnsupportedChain(network(5))).toBe(true)
    expect(showsUnsupportedChain(undefined)).toBe(true)
  })

  it('does not when switching is off, unsupported chains are allowed, or the app is WalletConnect-only', () => {
    for (const extra of [
      { enableNetworkSwitch: false },
      { allowUnsupportedChain: true },
      { universalProviderMode: true },
    ]) {
      appStore.setState({ options: options(extra) })
      expect(showsUnsupportedChain(network(5))).toBe(false)
    }
  })
})
