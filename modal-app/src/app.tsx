import { lazy, StrictMode, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { bootEmbedded, diagnostics } from './boot.js'
import { App } from './components/App.js'
import { type EarlyBootWindow, startEarlyBoot } from './inline/earlyBoot.js'
import { installStorageShim } from './lib/storageShim.js'

// For tests and the debug page: the channel's counters and the snapshot the host last saw.
;(window as unknown as { __airlockDiagnostics: typeof diagnostics }).__airlockDiagnostics = diagnostics

// A direct visit (debugging) is rare: its page is not part of the embedded modal's boot.
const DebugPage = lazy(() => import('./debug/DebugPage.js').then((m) => ({ default: m.DebugPage })))

installStorageShim()
const root = createRoot(document.getElementById('root') as HTMLElement)
// The built HTML started the handshake inline; Vite's dev server, whose page has no inline boot,
// starts it here (a branch the build drops, with the boot's modules).
const early = window as EarlyBootWindow
const boot =
  '__airlockBoot' in early
    ? early.__airlockBoot
    : import.meta.env.DEV
      ? startEarlyBoot(window, document)
      : undefined
if (boot) {
  // Embedded: rendered once the host's options are in (theme, networks, wallets), over the dialog the
  // build rendered into the HTML, in one synchronous commit so no frame shows neither; then the
  // input held meanwhile is replayed on it.
  bootEmbedded(boot, () => {
    flushSync(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
    boot.input.release()
  })
} else if (window.parent === window) {
  root.render(
    <StrictMode>
      <Suspense>
        <DebugPage />
      </Suspense>
    </StrictMode>,
  )
}
