import { socialProofTypes } from '@airlock/shared-protocol/social-proof'

/**
 * How long the callback page waits for a wallet frame of its opener to answer: the frame that
 * started the sign-in answers at once; none answers when the opener is not the page that started it.
 */
export const PROOF_WAIT_MS = 5000

/** The fields of a provider's `form_post` answer the finish needs. */
export interface PostedAnswer {
  state: string
  code: string
  user?: string
}

/**
 * The script of the callback page (the popup, top level on the wallet origin, back from the provider
 * with `code` and `state`). It asks the frames of `window.opener` (the host page that opened the
 * popup: its modal, and the wallet frame in it), each with targetOrigin = this origin, so only
 * wallet-origin frames receive the request; the one that started `intent` answers with its proof.
 * Then it posts the code, the state and that proof to `/api/social/finish` and shows the answer,
 * closing the window on success. No opener (a link opened elsewhere) or no answer: it finishes
 * without a proof, and the service fails the sign-in, unless the sign-in left its page instead of
 * opening a popup (Telegram's in-app browser): then the service answers where to go back to. Nothing is posted to the opener itself.
 * `posted` is a `form_post` answer (Apple's), which is in no URL: its fields are in the script.
 * Telegram's login page sends its signed result in the fragment (`#tgAuthResult=`), which never
 * reaches the server: the page sends it as the code, and drops it from the URL (and the history).
 */
export function callbackScript(intent: string, posted?: PostedAnswer): string {
  // In a script element: no "</script>" may close it early.
  const answer = JSON.stringify(posted ?? null).replace(/</g, '\\u003c')
  return `(() => {
const intent = ${JSON.stringify(intent)}, types = ${JSON.stringify(socialProofTypes)}
const origin = location.origin, posted = ${answer}
const query = posted ?? Object.fromEntries(new URLSearchParams(location.search))
const fragment = new URLSearchParams(location.hash.slice(1))
if (!posted && fragment.has('tgAuthResult')) {
  query.code = fragment.get('tgAuthResult')
  history.replaceState(null, '', location.pathname + location.search)
}
let done = false, timer
const show = (title, text) => {
  document.querySelector('h1').textContent = title
  document.querySelector('p').textContent = text
}
async function finish(proof) {
  if (done) return
  done = true
  clearTimeout(timer)
  let answer
  try {
    const response = await fetch('/api/social/finish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: query.state, code: query.code, ...(query.user ? { user: query.user } : {}), ...(proof ? { proof } : {}) }),
    })
    answer = { ok: response.ok, ...(await response.json()) }
  } catch {
    answer = { ok: false, message: 'The wallet service did not answer. Start again from the app.' }
  }
  show(answer.title || 'Sign-in failed', answer.message || 'An error occurred')
  // A sign-in that left its page (no popup to close) goes back to it.
  if (typeof answer.returnTo === 'string' && /^https?:/.test(answer.returnTo)) location.replace(answer.returnTo)
  else if (answer.ok) window.close()
}
addEventListener('message', (event) => {
  const data = event.data
  if (event.origin !== origin || !data || data.type !== types.answer || data.intent !== intent) return
  if (typeof data.proof === 'string') finish(data.proof)
})
const frames = []
const walk = (parent, depth) => {
  for (let i = 0; i < parent.length && frames.length < 64; i++) {
    frames.push(parent[i])
    if (depth < 3) walk(parent[i], depth + 1)
  }
}
try {
  if (window.opener) walk(window.opener, 1)
} catch {}
for (const frame of frames) frame.postMessage({ type: types.request, intent }, origin)
timer = setTimeout(() => finish(), frames.length > 0 ? ${PROOF_WAIT_MS} : 0)
})()`
}
