import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { deepQuery, mount, visible } from '../pages/shell.js'

// A well-formed project id: offline, AppKit's calls to its cloud fail fast (the bench aborts them).
const projectId = 'b56e18d47c72ab683b10814fe9495694'
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet] })
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId,
  metadata: { name: 'bench', description: 'bench', url: location.origin, icons: [] },
  features: { analytics: false, email: false, socials: false },
})
const queryClient = new QueryClient()
window.__bench.open = () => void modal.open()
window.__bench.probe = () => ({
  dialog: visible(deepQuery('wui-card')),
  row: visible(deepQuery('wui-list-wallet')),
})
mount(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <button id="connect" type="button" onClick={() => void modal.open()}>
        Connect
      </button>
    </QueryClientProvider>
  </WagmiProvider>,
)
