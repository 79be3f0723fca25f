import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { bootEmbedded, diagnostics } from './boot.js'
import { App } from './components/App.js'
import { DebugPage } from './debug/DebugPage.js'
import { installStorageShim } from './lib/storageShim.js'
import './index.css'

// For tests and the debug page: the channel's counters and the snapshot the host last saw.
;(window as unknown as { __airlockDiagnostics: typeof diagnostics }).__airlockDiagnostics = diagnostics

installStorageShim()
const embedded = window.parent !== window
if (embedded) bootEmbedded()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>{embedded ? <App /> : <DebugPage />}</StrictMode>,
)
