import { escapeHtml } from '../serverKit.js'
import type { DevSafe } from './devSafe.js'

/** The Safe{Wallet} version the answers carry (`version`): the SDK only checks its major is >= 1. */
export const SAFE_WALLET_VERSION = '1.30.0'
/** The largest Safe Apps request the page forwards (as JSON). */
export const MAX_REQUEST_CHARS = 256 * 1024

/** The page: the Safe's summary, the app in a frame, and the executed transactions. */
export function safeWalletPage(safe: DevSafe, appUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>Safe{Wallet} stand-in</title>
<style>
body { margin: 0; font: 14px system-ui, sans-serif; display: grid; grid-template-rows: auto 1fr auto; height: 100vh; }
header, footer { padding: 8px 16px; background: #121312; color: #fff; }
code { color: #12ff80; }
iframe { border: 0; width: 100%; height: 100%; }
</style>
</head>
<body>
<header>Safe{Wallet} stand-in: Safe <code id="safe-address">${escapeHtml(safe.address)}</code> on chain ${safe.chainId},
${safe.threshold} of ${safe.owners.length} owners (they sign automatically)</header>
<iframe id="safe-app" title="Safe App" src="${escapeHtml(appUrl)}" allow="clipboard-write"></iframe>
<footer>Executed: <ol id="executed"></ol></footer>
<script src="/stand-in.js"></script>
</body>
</html>`
}

/**
 * The page's script: Safe{Wallet}'s receiving end of the Safe Apps SDK. A message counts only from
 * the app's frame and origin, with the SDK's shape, within the size cap; the stand-in's server
 * answers it, and the answer goes back to that origin only.
 */
export const standInScript = `(() => {
  const MAX = ${MAX_REQUEST_CHARS}
  const VERSION = ${JSON.stringify(SAFE_WALLET_VERSION)}
  const frame = document.getElementById('safe-app')
  const appOrigin = new URL(frame.src).origin
  const reply = (message) => frame.contentWindow && frame.contentWindow.postMessage({ ...message, version: VERSION }, appOrigin)
  window.addEventListener('message', async (event) => {
    if (event.source !== frame.contentWindow || event.origin !== appOrigin) return
    const data = event.data
    if (!data || typeof data !== 'object' || typeof data.id !== 'string' || data.id.length > 64) return
    if (typeof data.method !== 'string' || data.method.length > 64) return
    if (!data.env || typeof data.env.sdkVersion !== 'string') return
    let body
    try {
      body = JSON.stringify({ method: data.method, params: data.params === undefined ? null : data.params })
    } catch {
      return reply({ id: data.id, success: false, error: 'Unreadable request' })
    }
    if (body.length > MAX) return reply({ id: data.id, success: false, error: 'Request too large' })
    let answer
    try {
      const response = await fetch('/api/safe-apps', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      answer = await response.json()
    } catch {
      answer = { ok: false, error: 'The Safe{Wallet} stand-in did not answer' }
    }
    if (!answer.ok) return reply({ id: data.id, success: false, error: String(answer.error) })
    reply({ id: data.id, success: true, data: answer.data })
    if (data.method === 'sendTransactions' && answer.data && answer.data.safeTxHash) {
      const details = await fetch('/api/safe-apps', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'getTxBySafeTxHash', params: { safeTxHash: answer.data.safeTxHash } }) }).then((r) => r.json())
      const item = document.createElement('li')
      item.dataset.safeTxHash = answer.data.safeTxHash
      item.dataset.txHash = details.ok ? details.data.txHash : ''
      item.textContent = answer.data.safeTxHash + ' -> ' + item.dataset.txHash
      document.getElementById('executed').append(item)
    }
  })
})()
`
