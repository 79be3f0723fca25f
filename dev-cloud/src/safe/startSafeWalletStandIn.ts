import type { AddressInfo } from 'node:net'
import { createGuardedServer, json, readBody } from '../serverKit.js'
import type { DevSafe } from './devSafe.js'
import { createSafeAppsHandler, SafeAppsError } from './safeAppsHandler.js'
import { MAX_REQUEST_CHARS, safeWalletPage, standInScript } from './safeWalletPage.js'

export interface SafeWalletStandInParameters {
  safe: DevSafe
  port: number
  /** The stand-in's own origin, as the browser reaches it (`http://safe.localhost:<port>`). */
  publicUrl: string
  /** The Safe Apps it frames: an app URL on another origin is refused. */
  appOrigins: string[]
}

export interface SafeWalletStandIn {
  url: string
  /** The page framing `appUrl` as a Safe App of the dev Safe. */
  appPage(appUrl: string): string
  close(): Promise<void>
}

/**
 * Safe{Wallet} for the local stack: `GET /?app=<url>` frames that Safe App and answers its Safe Apps
 * messages for the dev Safe (owners sign automatically; see createSafeAppsHandler). The page's
 * requests reach `POST /api/safe-apps` only from its own origin, each at most 256 KB.
 */
export async function startSafeWalletStandIn({
  safe,
  port,
  publicUrl,
  appOrigins,
}: SafeWalletStandInParameters): Promise<SafeWalletStandIn> {
  // Known once listening: port 0 (tests) takes a free one.
  let origin = new URL(publicUrl).origin
  let handler = createSafeAppsHandler(safe, origin)
  const allowedApp = (app: string | null) => {
    if (!app || !URL.canParse(app)) return undefined
    const url = new URL(app)
    return appOrigins.includes(url.origin) ? url.href : undefined
  }
  const server = createGuardedServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin)
    if (request.method === 'GET' && url.pathname === '/') {
      const app = allowedApp(url.searchParams.get('app'))
      if (!app) return json(response, 400, { message: `?app= must name a page on ${appOrigins.join(', ')}` })
      const page = safeWalletPage(safe, app)
      return response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; frame-src ${appOrigins.join(' ')}; frame-ancestors 'none'`,
        })
        .end(page)
    }
    if (request.method === 'GET' && url.pathname === '/stand-in.js')
      return response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(standInScript)
    if (request.method === 'POST' && url.pathname === '/api/safe-apps') {
      // Only the stand-in's page: any other site would have the owners sign for it.
      if (request.headers.origin !== origin)
        return json(response, 403, { ok: false, error: 'Origin not allowed' })
      const text = await readBody(request, MAX_REQUEST_CHARS + 1024)
      if (text === undefined) return json(response, 413, { ok: false, error: 'Request too large' })
      let body: { method?: unknown; params?: unknown }
      try {
        body = JSON.parse(text) as typeof body
      } catch {
        return json(response, 400, { ok: false, error: 'Invalid JSON' })
      }
      if (typeof body?.method !== 'string') return json(response, 400, { ok: false, error: 'Missing method' })
      try {
        return json(response, 200, { ok: true, data: await handler.handle(body.method, body.params) })
      } catch (error) {
        if (!(error instanceof SafeAppsError)) throw error
        return json(response, 200, { ok: false, error: error.message })
      }
    }
    return json(response, 404, { message: 'Not found' })
  }, '[safe-wallet]')
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const bound = (server.address() as AddressInfo).port
  const url = `${new URL(publicUrl).protocol}//${new URL(publicUrl).hostname}:${bound}`
  if (url !== origin) {
    origin = url
    handler = createSafeAppsHandler(safe, origin)
  }
  return {
    url,
    appPage: (appUrl) => `${url}/?app=${encodeURIComponent(appUrl)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
