import { createBrowserAppKit as create } from './browserAppKit.js'
import {
  anvil,
  arbitrum,
  base,
  defineNetwork,
  foundry,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from './evmNetworks.js'
import type { AppKitOptions } from './options.js'

// The two-line include: the script is served by the modal's own origin, so that origin is the
// default modal URL (none when the script has no URL: `new URL` throws, as it does without a script).
const scriptOrigin = (() => {
  try {
    return new URL((document.currentScript as HTMLScriptElement).src).origin
  } catch {
    return undefined
  }
})()

function createAppKit(options: AppKitOptions) {
  return create({ modalUrl: scriptOrigin, ...options })
}

// A plain object, not the module namespace: esbuild's getter helper for `import * as` costs the
// include bytes it needs elsewhere.
const networks = { mainnet, sepolia, base, arbitrum, optimism, polygon, anvil, foundry, defineNetwork }
;(window as unknown as { Airlock: unknown }).Airlock = { createAppKit, networks }
