import type { SinkMessage } from './mailSink.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Escaped text with its http(s) links made clickable (the device-approval link). */
function linkify(text: string): string {
  // Split on the raw text, then escape every piece: a link's `&` is escaped like any other.
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((piece, i) => {
      const safe = escapeHtml(piece)
      return i % 2 === 1 ? `<a href="${safe}" target="_blank" rel="noreferrer">${safe}</a>` : safe
    })
    .join('')
}

/** The development mailbox: newest first, each message's text with its code and links. */
export function mailSinkPage(messages: readonly SinkMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
<header><strong>${escapeHtml(m.subject)}</strong><br>to ${escapeHtml(m.to)} · <time>${escapeHtml(m.receivedAt)}</time></header>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock mail sink</title>
<meta http-equiv="refresh" content="5">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
pre{white-space:pre-wrap;font-size:1rem}</style></head>
<body><h1>Mail sink</h1><p>${messages.length} message(s), newest first; this page reloads every 5 s.</p>
${items || '<p>No mail yet.</p>'}</body></html>`
}
