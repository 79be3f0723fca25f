/** The entry the build inlines into the modal's HTML (scripts/prerender.ts): see earlyBoot.ts. */
import { loadAppScripts } from './appScripts.js'
import { type EarlyBootWindow, startEarlyBoot } from './earlyBoot.js'

;(window as EarlyBootWindow).__airlockBoot = startEarlyBoot(window, document)
loadAppScripts(window, document)
