// `@airlock/host-sdk/ethers5`: AppKit's `@reown/appkit-adapter-ethers5` name (ethers 5).
export { Ethers5Adapter } from './ethers/ethersAdapters.js'
