import { COINBASE_KEYS_URL, secureUrl } from '@airlock/shared-protocol'
import { getHost } from '../lib/hostBridge.js'
import { appStore } from '../stores/appStore.js'

/**
 * The keys popup the deployment names (index.html's tag, filled at serve time like the cloud URL):
 * https, or plain http on a loopback host (the local stand-in); Coinbase's own otherwise.
 */
export function readCoinbaseKeysUrl(doc: Document = document): string {
  const value = doc.querySelector('meta[name="airlock-coinbase-keys-url"]')?.getAttribute('content') ?? ''
  // Not filled in (the token left as is), not a URL, or plain http off loopback: Coinbase's own.
  return secureUrl(value)?.href ?? COINBASE_KEYS_URL
}

let asked = false

/**
 * Asks the host page for Coinbase's script (the SDK, about 43 KB gzip, runs there: its popup is
 * opened with `window.open`). Once per modal frame; the host lists the wallet unless the app turned
 * Coinbase off or has no EVM network (or the Coinbase extension is installed, unless `restoring` a
 * session of the SDK).
 */
export function loadCoinbase(restoring = false) {
  const host = getHost()
  if (asked || !host) return
  if (!appStore.getState().networks.some((network) => network.chainNamespace === 'eip155')) return
  asked = true
  const config = { keysUrl: readCoinbaseKeysUrl(), ...(restoring ? { restoring } : {}) }
  void Promise.resolve(host.load('coinbase', config)).catch(() => {
    asked = false
  })
}

/**
 * Host wallets whose code loads on demand are asked for when the visitor first opens the modal:
 * a page whose visitor never opens it pays nothing for them.
 */
export function loadHostScriptsOnOpen() {
  onFirstOpen(() => loadCoinbase())
}

/** Runs `then` when the visitor first opens the modal (at once if it is open). */
export function onFirstOpen(then: () => void) {
  if (appStore.getState().open) return then()
  const stop = appStore.subscribe((state) => {
    if (!state.open) return
    stop()
    then()
  })
}
