// `@airlock/host-sdk/ethers`: AppKit's `@reown/appkit-adapter-ethers` name (ethers 6).
export { EthersAdapter } from './ethers/ethersAdapters.js'
