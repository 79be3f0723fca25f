// `@airlock/host-sdk/wagmi`: AppKit's `@reown/appkit-adapter-wagmi` name. wagmi (2 or 3) is the
// app's own, a peer: this entry brings no copy of it, nor viem.
export { WagmiAdapter, type WagmiAdapterConfig } from './wagmi/wagmiAdapter.js'
