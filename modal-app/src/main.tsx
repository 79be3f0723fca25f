import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { bootEmbedded, diagnostics } from './boot.js'
import { App } from './components/App.js'
import { installStorageShim } from './lib/storageShim.js'
import './index.css'

// For tests and the debug page: the channel's counters and the snapshot the host last saw.
;(window as unknown as { __airlockDiagnostics: typeof diagnostics }).__airlockDiagnostics = diagnostics

// A direct visit (debugging) is rare: its page is not part of the embedded modal's boot.
const DebugPage = lazy(() => import('./debug/DebugPage.js').then((m) => ({ default: m.DebugPage })))

installStorageShim()
const root = createRoot(document.getElementById('root') as HTMLElement)
if (window.parent !== window) {
  // Embedded: the dialog is first rendered once the host's options are in (theme, networks, wallets),
  // so it renders once, not once bare and again configured. Until then it is hidden anyway.
  bootEmbedded(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
} else {
  root.render(
    <StrictMode>
      <Suspense>
        <DebugPage />
      </Suspense>
    </StrictMode>,
  )
}
