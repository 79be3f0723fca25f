import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

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
  /**
   * A page's own backend (the demo's `/api/*`): asked first, for every method and path; answers and
   * returns true, or returns false to leave the request to the files. Its errors answer 500.
   */
  api?: ApiHandler
}

/** Answers a request and returns true, or returns false without touching the response. */
export type ApiHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<boolean> | boolean

export interface StaticServer {
  url: string
  /** Every text file compressed both ways (what a CDN serves from the start); benches wait for it. */
  warmedUp: Promise<void>
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
// Text only: PNG and WOFF2 are compressed already, a second pass only costs CPU.
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map'])
// What Vite and esbuild put in a file name: `name-<8 base64url chars>.ext`, or 7 for the modal's
// chunks (its boot chunk lists them by name, so each character counts).
const HASHED = /^\/assets\/.+-[\w-]{7,8}\.\w+$/

type Encoding = 'br' | 'gzip'

interface Entry {
  mtimeMs: number
  size: number
  body: Buffer
  etag: string
  /** Compressed once (warm-up or first demand), then kept; null when compression would not pay. */
  pending: Partial<Record<Encoding, Promise<Buffer | null>>>
  done: Partial<Record<Encoding, Buffer | null>>
}

async function fileStat(path: string) {
  try {
    const info = await stat(path)
    return info.isFile() ? info : undefined
  } catch {
    return undefined
  }
}

/** The encodings the client accepts (`q=0` refuses one), brotli first. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  return (['br', 'gzip'] as const).filter((name) => weight(name) > 0)
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Off the event loop (zlib's thread pool): compressing a big bundle at brotli's best level must not
// hold the answers to other requests.
function encode(entry: Entry, encoding: Encoding): Promise<Buffer | null> {
  entry.pending[encoding] ??= (
    encoding === 'br'
      ? brotliAsync(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        })
      : gzipAsync(entry.body, { level: 9 })
  ).then((encoded) => {
    const kept = encoded.length < entry.body.length ? encoded : null
    entry.done[encoding] = kept
    return kept
  })
  return entry.pending[encoding]
}

/**
 * The best ready representation: brotli at its best level takes seconds for a big bundle, so until
 * it is ready a client that also takes gzip gets gzip (milliseconds) rather than waiting.
 */
async function pickBody(entry: Entry, accepted: Encoding[]): Promise<[Buffer, Encoding | undefined]> {
  for (const encoding of accepted) {
    void encode(entry, encoding)
    const ready = entry.done[encoding]
    if (ready) return [ready, encoding]
  }
  const last = accepted.at(-1)
  const body = last && (await encode(entry, last))
  return body ? [body, last] : [entry.body, undefined]
}

/** The ETag of the client's copy when it is still current: any representation the client accepts. */
function heldTag(request: IncomingMessage, current: string[]) {
  const header = request.headers['if-none-match']
  if (!header) return undefined
  for (const tag of header.split(',')) {
    const value = tag.trim().replace(/^W\//, '')
    if (value === '*') return current[0]
    if (current.includes(value)) return value
  }
  return undefined
}

/**
 * A small static file server for built apps: no traversal, SPA fallback, serve-time tokens in HTML,
 * gzip and brotli for text (each file compressed once and kept in memory), immutable caching of
 * content-hashed assets, ETag revalidation of the rest.
 */
export async function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  tokens = {},
  routes = {},
  htmlHeaders,
  api,
}: ServeStaticParameters): Promise<StaticServer> {
  const base = resolve(root)
  const cache = new Map<string, Entry>()
  let closed = false

  // Keyed by path and checked against mtime and size: a rebuild under a running server is served.
  const load = async (file: string, mtimeMs: number, size: number): Promise<Entry> => {
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached
    let body = await readFile(file)
    if (extname(file) === '.html') {
      let text = body.toString('utf8')
      for (const [token, value] of Object.entries(tokens)) text = text.replaceAll(token, value)
      body = Buffer.from(text, 'utf8')
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    const entry: Entry = { mtimeMs, size, body, etag, pending: {}, done: {} }
    cache.set(file, entry)
    return entry
  }

  const warmUp = async () => {
    const files = [
      ...Object.values(routes),
      ...(await readdir(base, { recursive: true })).map((name) => join(base, name)),
    ]
    const entries: Entry[] = []
    for (const file of files) {
      if (closed) return
      const info = compressible.has(extname(file)) ? await fileStat(file) : undefined
      if (!info) continue
      const entry = await load(file, info.mtimeMs, info.size)
      entries.push(entry)
      await encode(entry, 'gzip')
    }
    // Then brotli, one file at a time, so the warm-up never takes more than one core.
    for (const entry of entries) if (!closed) await encode(entry, 'br')
  }

  // A route, the file itself, its directory's index.html, or the SPA's index.html for an extensionless path.
  const resolveFile = async (pathname: string) => {
    const route = routes[pathname]
    const candidate = normalize(join(base, pathname))
    if (!route && candidate !== base && !candidate.startsWith(base + sep)) return 'forbidden' as const
    const tries = route
      ? [route]
      : [candidate, join(candidate, 'index.html'), ...(extname(pathname) ? [] : [join(base, 'index.html')])]
    for (const file of tries) {
      const info = await fileStat(file)
      if (info) return { file, info }
    }
    return undefined
  }

  const server: Server = createServer(async (request, response) => {
    if (api) {
      try {
        if (await api(request, response, new URL(request.url ?? '/', 'http://static'))) return
      } catch {
        if (response.headersSent) response.end()
        else response.writeHead(500).end()
        return
      }
    }
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return void response.writeHead(405, { allow: 'GET, HEAD' }).end()
      }
      const url = new URL(request.url ?? '/', 'http://static')
      const pathname = decodeURIComponent(url.pathname)
      const found = await resolveFile(pathname)
      if (found === 'forbidden') return void response.writeHead(403).end()
      if (!found) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      const { file, info } = found
      const ext = extname(file)
      const entry = await load(file, info.mtimeMs, info.size)
      const extra = ext === '.html' && htmlHeaders ? await htmlHeaders(url) : {}
      // Hashed assets never change; HTML and the unhashed IIFE (a route) must be re-checked.
      const servedPath = `/${relative(base, file).split(sep).join('/')}`
      const immutable = !routes[pathname] && HASHED.test(servedPath)

      const canEncode = compressible.has(ext)
      const accepted = canEncode ? acceptedEncodings(request.headers['accept-encoding']) : []
      // One ETag per representation: a cache must not hand a gzip body to a client without gzip.
      const tagOf = (encoding?: Encoding) =>
        encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag
      // A client holding the gzip copy made while brotli was not ready yet keeps it: same content.
      const held = heldTag(request, [entry.etag, ...accepted.map(tagOf)])
      const [body, encoding] = held ? [entry.body, undefined] : await pickBody(entry, accepted)
      const etag = held ?? tagOf(encoding)
      const headers: Record<string, string | number> = {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag,
        'access-control-allow-origin': '*',
        ...(canEncode ? { vary: 'Accept-Encoding' } : {}),
        ...extra,
      }
      if (held) return void response.writeHead(304, headers).end()
      response.writeHead(200, {
        ...headers,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': body.length,
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch {
      if (!response.headersSent) response.writeHead(400).end()
    }
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ok())
  })
  const { port: bound } = server.address() as { port: number }
  // Precompressed in the background, so the first visitor does not wait for brotli's best level.
  const warmedUp = warmUp().catch(() => undefined)
  return {
    url: `http://${host}:${bound}`,
    warmedUp,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        closed = true
        server.close(() => ok())
      }),
  }
}
