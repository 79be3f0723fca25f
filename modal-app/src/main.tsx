import './index.css'
import type { EarlyBootWindow } from './inline/earlyBoot.js'

/**
 * The entry. The dialog the build rendered into the page (src/inline/) paints first: the app, React
 * and the rest, is evaluated after that paint and the host's answer (an early click's open() comes
 * with it), so the host can show the dialog while the app loads (its chunk is fetched meanwhile, a
 * modulepreload the inline boot adds after the page's load). Without the built dialog (the dev
 * server) the app starts at once.
 */
const start = () => void import('./app.js')
const boot = (window as EarlyBootWindow).__airlockBoot
if (boot) boot.whenSettled(start)
else if (document.querySelector('[data-airlock-dialog]')) requestAnimationFrame(() => setTimeout(start, 0))
else start()
