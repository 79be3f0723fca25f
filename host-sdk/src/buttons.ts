import { defineAppKitElements } from './buttons/elements.js'

// AppKit's ready-made elements, defined on import (`import '@airlock/host-sdk/buttons'`), as AppKit
// defines them with `createAppKit`: in an entry of their own, so pages without them never load them.
defineAppKitElements()

// Their JSX types: importing the entry declares the elements in React's JSX.IntrinsicElements.
export type {
  AppKitAccountButtonAttributes,
  AppKitButtonAttributes,
  AppKitConnectButtonAttributes,
  AppKitElements,
  AppKitNetworkButtonAttributes,
  AppKitWalletButtonAttributes,
  AppKitWalletButtonId,
} from './buttons/jsx.js'
export { defineAppKitElements }
