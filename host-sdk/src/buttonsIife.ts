import { defineAppKitElements } from './buttons/elements.js'
import type { AppKit } from './createAppKit.js'
import type { AppKitOptions } from './options.js'
import { setAppKit } from './state/instance.js'

// `<script src=".../airlock-buttons.js">` after the include and before `Airlock.createAppKit`, as
// airlock-solana.js: AppKit's elements for the script include. The include's createAppKit keeps no
// instance for anyone (the npm entries' does, for the hooks), so this wraps it to hand the elements
// the one the page makes; the include itself stays as small as it was.
const global = window as unknown as { Airlock?: { createAppKit?: (options: AppKitOptions) => AppKit } }
const create = global.Airlock?.createAppKit
if (create)
  global.Airlock = {
    ...global.Airlock,
    createAppKit(options) {
      const appKit = create(options)
      // As withMoreMethods: `<appkit-modal>` takes the frame only in embedded mode.
      if (!options.enableEmbedded) delete appKit.embed
      setAppKit(appKit, appKit.getView())
      return appKit
    },
  }
defineAppKitElements()
