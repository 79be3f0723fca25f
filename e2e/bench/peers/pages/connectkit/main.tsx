import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitProvider, getDefaultConfig, useModal } from 'connectkit'
import { useEffect } from 'react'
import { createConfig, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { mount, visible } from '../shell.js'

const config = createConfig(
  getDefaultConfig({
    appName: 'bench',
    walletConnectProjectId: 'b56e18d47c72ab683b10814fe9495694',
    chains: [mainnet],
  }),
)
const queryClient = new QueryClient()
window.__bench.probe = () => {
  const dialog = document.querySelector('[role="dialog"]')
  return { dialog: visible(dialog), row: visible(dialog?.querySelector('button img, button svg') ?? null) }
}

function Connect() {
  const { setOpen } = useModal()
  useEffect(() => {
    window.__bench.open = () => setOpen(true)
  }, [setOpen])
  return (
    <button id="connect" type="button" onClick={() => setOpen(true)}>
      Connect
    </button>
  )
}
mount(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <Connect />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
