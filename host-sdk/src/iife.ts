import { createBrowserAppKit as create } from './browserAppKit.js'
import * as networks from './evmNetworks.js'
import type { AppKitOptions } from './options.js'

// The two-line include: the script is served by the modal's own origin, so that origin is the
// default modal URL.
const scriptOrigin = (() => {
  try {
    const src = (document.currentScript as HTMLScriptElement | null)?.src
    return src ? new URL(src).origin : undefined
  } catch {
    return undefined
  }
})()

function createAppKit(options: AppKitOptions) {
  return create({ ...(scriptOrigin ? { modalUrl: scriptOrigin } : {}), ...options })
}

;(window as unknown as { Airlock: unknown }).Airlock = { createAppKit, networks }
