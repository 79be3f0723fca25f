import type { IncomingMessage, ServerResponse } from 'node:http'
import { headerOf } from '../http/respond.js'

/**
 * Whether a request comes from the wallet frame's own origin. The session cookie is partitioned by
 * the TOP site, so a script on the host page sends credentialed requests that carry it too: only the
 * browser-set `Origin` tells them apart (page scripts cannot write it). A same-origin GET has no
 * `Origin` in Chromium, so there the browser-set `Sec-Fetch-Site: same-origin` stands in for it.
 */
export function isFromWalletOrigin(request: IncomingMessage, walletOrigin: string): boolean {
  const origin = headerOf(request, 'origin')
  if (origin !== undefined) return origin === walletOrigin
  return request.method === 'GET' && headerOf(request, 'sec-fetch-site') === 'same-origin'
}

/** CORS for the wallet origin only, with credentials; any other origin gets no readable answer. */
export function walletCors(request: IncomingMessage, response: ServerResponse, walletOrigin: string) {
  response.setHeader('vary', 'Origin')
  if (headerOf(request, 'origin') !== walletOrigin) return
  response.setHeader('access-control-allow-origin', walletOrigin)
  response.setHeader('access-control-allow-credentials', 'true')
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
  response.setHeader('access-control-allow-headers', 'content-type')
  response.setHeader('access-control-max-age', '600')
}
