/** The entry the build inlines into the modal's HTML (scripts/prerender.ts): see earlyBoot.ts. */
import { loadAppScripts } from './appScripts.js'
import { type EarlyBootWindow, startEarlyBoot } from './earlyBoot.js'

const boot = startEarlyBoot(window, document)
;(window as EarlyBootWindow).__airlockBoot = boot
if (boot) boot.whenAnswered(() => loadAppScripts(window, document))
else loadAppScripts(window, document)
