// @vitest-environment node
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { anvil } from '../networks.js'
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from './index.js'

function App() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { themeMode } = useAppKitTheme()
  const { walletProvider } = useAppKitProvider('eip155')
  const { walletInfo } = useWalletInfo()
  return createElement(
    'p',
    { onClick: () => open() },
    [
      account.status,
      String(account.address),
      network.caipNetworkId,
      String(state.initialized),
      themeMode,
      String(walletProvider),
      String(walletInfo),
    ].join(' '),
  )
}

describe('the React hooks on a server', () => {
  it('render the disconnected state with createAppKit called at module scope', () => {
    createAppKit({ projectId: 'p', networks: [anvil] })
    expect(renderToString(createElement(App))).toBe(
      '<p>disconnected undefined eip155:31337 false dark undefined undefined</p>',
    )
  })
})
