import './style.css'
import { startFrame } from './startFrame.js'

// The embedded wallet's page: it acts only inside the modal (see startFrame.ts), else stays empty.
const frame = startFrame(window)
if (frame)
  Object.assign(window, {
    /** Counters of accepted and dropped messages, for tests and benches (no secrets: counts only). */
    __airlockWalletFrameDiagnostics: () => ({ stats: frame.stats, proofStats: frame.proofStats }),
  })
