import { anvil } from '@airlock/host-sdk/networks'
import { createAppKit, useAppKit } from '@airlock/host-sdk/react'
import { markModalReady, mount } from '../shell.js'

const appKit = createAppKit({
  projectId: 'bench',
  networks: [anvil],
  modalUrl: import.meta.env.VITE_AIRLOCK_MODAL_URL,
})
const stop = appKit.subscribeState((state) => {
  if (!state.initialized) return
  markModalReady()
  stop()
})
window.__bench.appKit = appKit
window.__bench.open = () => void appKit.open()

function Connect() {
  const { open } = useAppKit()
  return (
    <button id="connect" type="button" onClick={() => void open()}>
      Connect
    </button>
  )
}
mount(<Connect />)
