import { useEffect, useState } from 'react'
import { diagnostics } from '../boot.js'
import { readCloudUrl } from '../config.js'
import { initPersistence, loadPersisted, ownStorageEntries } from '../lib/persistence.js'

initPersistence(ownStorageEntries(), () => undefined)

/** A direct visit of the modal URL: what it would do embedded, and its state, for debugging. */
export function DebugPage() {
  const [state, setState] = useState(() => ({
    ...diagnostics(),
    persisted: loadPersisted(),
    cloudUrl: readCloudUrl(),
  }))
  useEffect(() => {
    const timer = setInterval(
      () => setState({ ...diagnostics(), persisted: loadPersisted(), cloudUrl: readCloudUrl() }),
      1000,
    )
    return () => clearInterval(timer)
  }, [])
  return (
    <main
      data-testid="debug-page"
      className="mx-auto max-w-2xl bg-white p-8 font-sans text-zinc-900"
      style={{ minHeight: '100vh' }}
    >
      <h1 className="text-2xl font-bold">Airlock modal — debug</h1>
      <p className="mt-2 text-sm text-zinc-600">
        This is the hosted modal. A page embeds it with the host SDK (two lines:
        <code className="mx-1 rounded bg-zinc-100 px-1">{`<script src="${location.origin}/airlock.js">`}</code>
        and <code className="rounded bg-zinc-100 px-1">Airlock.createAppKit(...)</code>), which loads this URL
        in a sandboxed iframe. Opened directly, it has no host and shows its state instead.
      </p>
      <h2 className="mt-6 font-semibold">State</h2>
      <pre data-testid="debug-state" className="mt-2 overflow-auto rounded-lg bg-zinc-100 p-4 text-xs">
        {JSON.stringify(state, null, 2)}
      </pre>
    </main>
  )
}
