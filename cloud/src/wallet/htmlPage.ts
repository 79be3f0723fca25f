import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A small page for a top-level navigation (the email link, the social popup): no subresource, no
 * referrer, and no script but `script`, allowed by its hash (the URL may carry a token); a script may
 * call this origin's API (`connect-src 'self'`), nothing else.
 */
export function htmlPage(
  response: ServerResponse,
  status: number,
  title: string,
  text: string,
  script?: string,
) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${script === undefined ? '' : `<script>${script}</script>`}</body></html>`
  const scriptSrc =
    script === undefined
      ? ''
      : `; script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'; connect-src 'self'`
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'${scriptSrc}`,
    'referrer-policy': 'no-referrer',
  })
  response.end(html)
}
