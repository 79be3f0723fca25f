import { defineAppKitElements } from './buttons/elements.js'

// AppKit's ready-made elements, defined on import (`import '@airlock/host-sdk/buttons'`), as AppKit
// defines them with `createAppKit`: in an entry of their own, so pages without them never load them.
defineAppKitElements()

export { defineAppKitElements }
