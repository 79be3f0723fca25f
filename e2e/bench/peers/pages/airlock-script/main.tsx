import { markModalReady, mount } from '../shell.js'

interface ScriptAppKit {
  open(): Promise<void>
  getState(): { initialized: boolean }
  subscribeState(cb: (state: { initialized: boolean }) => void): () => void
}
const airlock = (window as unknown as { airlock: ScriptAppKit }).airlock
const stop = airlock.subscribeState((state) => {
  if (!state.initialized) return
  markModalReady()
  stop()
})
if (airlock.getState().initialized) markModalReady()
window.__bench.appKit = airlock
window.__bench.open = () => void airlock.open()
mount(
  <button id="connect" type="button" onClick={() => void airlock.open()}>
    Connect
  </button>,
)
