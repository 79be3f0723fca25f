import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'

export interface ServeStaticParameters {
  root: string
  port: number
  host?: string
  /** Replaced in .html responses only, e.g. `__AIRLOCK_MODAL_URL__` -> `http://modal.localhost:5174`. */
  tokens?: Record<string, string>
  /** Extra files at fixed paths, e.g. `/airlock.js` -> the host-sdk IIFE. */
  routes?: Record<string, string>
  /** Extra headers for HTML answers (the modal's frame-ancestors policy), from the request URL. */
  htmlHeaders?: (url: URL) => Promise<Record<string, string>>
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** A small static file server for built apps: no traversal, SPA fallback, serve-time tokens in HTML. */
export async function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  tokens = {},
  routes = {},
  htmlHeaders,
}: ServeStaticParameters): Promise<StaticServer> {
  const base = resolve(root)
  const server: Server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://static')
      const pathname = decodeURIComponent(url.pathname)
      let file = routes[pathname]
      if (!file) {
        const candidate = normalize(join(base, pathname))
        if (candidate !== base && !candidate.startsWith(base + sep)) return void response.writeHead(403).end()
        if (await isFile(candidate)) file = candidate
        else if (await isFile(join(candidate, 'index.html'))) file = join(candidate, 'index.html')
        else if (!extname(pathname)) file = join(base, 'index.html')
        else return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      }
      const ext = extname(file)
      let body: Buffer | string = await readFile(file)
      const extra = ext === '.html' && htmlHeaders ? await htmlHeaders(url) : {}
      if (ext === '.html') {
        body = body.toString('utf8')
        for (const [token, value] of Object.entries(tokens)) body = body.replaceAll(token, value)
      }
      response.writeHead(200, {
        'content-type': types[ext] ?? 'application/octet-stream',
        // Hashed assets never change; HTML and the unhashed IIFE must be re-checked.
        'cache-control': /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'access-control-allow-origin': '*',
        ...extra,
      })
      response.end(body)
    } catch {
      if (!response.headersSent) response.writeHead(400).end()
    }
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ok())
  })
  const { port: bound } = server.address() as { port: number }
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
