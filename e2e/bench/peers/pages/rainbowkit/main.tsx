import '@rainbow-me/rainbowkit/styles.css'
import { getDefaultConfig, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { mount, visible } from '../shell.js'

const config = getDefaultConfig({
  appName: 'bench',
  projectId: 'b56e18d47c72ab683b10814fe9495694',
  chains: [mainnet],
  ssr: false,
})
const queryClient = new QueryClient()
window.__bench.probe = () => ({
  dialog: visible(document.querySelector('[role="dialog"]')),
  row: visible(document.querySelector('[role="dialog"] [data-testid^="rk-wallet-option-"]')),
})

function Connect() {
  const { openConnectModal } = useConnectModal()
  useEffect(() => {
    window.__bench.open = () => openConnectModal?.()
  }, [openConnectModal])
  return (
    <button id="connect" type="button" onClick={() => openConnectModal?.()}>
      Connect
    </button>
  )
}
mount(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <Connect />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
