import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncodings, type StaticServer, serveStatic } from './staticServer.ts'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

// Raw node:http, not fetch: fetch decompresses on its own and hides Content-Encoding/Length.
function get(url: string, headers: Record<string, string> = {}, method = 'GET', path?: string) {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: path ?? pathname + search, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const script = `export const greeting = ${JSON.stringify('hello airlock '.repeat(200))}\n`
const html = `<!doctype html><meta name="modal" content="__MODAL__"><script src="/assets/index-AbC_12-x.js"></script>${'<p>filler</p>'.repeat(100)}`
// Random bytes: incompressible, like a real PNG.
const png = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251))

let dir: string
let outside: string
let server: StaticServer
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-'))
  outside = await mkdtemp(join(tmpdir(), 'static-outside-'))
  await mkdir(join(dir, 'site', 'assets'), { recursive: true })
  await writeFile(join(dir, 'site', 'index.html'), html)
  await writeFile(join(dir, 'site', 'assets', 'index-AbC_12-x.js'), script)
  await writeFile(join(dir, 'site', 'assets', 'logo-Zz9_Yy8-.png'), png)
  await writeFile(join(dir, 'site', 'assets', 'app-jpSqgdQ.js'), script)
  await writeFile(join(dir, 'site', 'assets', 'plain.js'), script)
  await writeFile(join(dir, 'host.js'), script)
  await writeFile(join(outside, 'secret.txt'), 'secret')
  server = await serveStatic({
    root: join(dir, 'site'),
    port: 0,
    tokens: { __MODAL__: 'http://modal.example' },
    routes: { '/airlock.js': join(dir, 'host.js') },
    htmlHeaders: async (url) => ({
      'content-security-policy': `frame-ancestors ${url.searchParams.get('p')}`,
    }),
    api: (request, response, url) => {
      if (url.pathname === '/api/fail') throw new Error('broken handler')
      if (url.pathname !== '/api/echo') return false
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ method: request.method, q: url.searchParams.get('q') }))
      return true
    },
  })
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
  await rm(outside, { recursive: true, force: true })
})

describe('serveStatic', () => {
  it('serves gzip or brotli by Accept-Encoding, with the right length, and identity without it', async () => {
    const url = `${server.url}/assets/index-AbC_12-x.js`
    const gz = await get(url, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toBe('Accept-Encoding')
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length)
    expect(gz.body.length).toBeLessThan(script.length / 4)
    expect(gunzipSync(gz.body).toString()).toBe(script)

    // Brotli is made in the background; the server answers gzip until it is ready, then brotli.
    const withBrotli = () => get(url, { 'accept-encoding': 'gzip, deflate, br' })
    await expect
      .poll(async () => (await withBrotli()).headers['content-encoding'], { timeout: 20_000 })
      .toBe('br')
    const br = await withBrotli()
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(br.headers.etag).not.toBe(gz.headers.etag)

    const plain = await get(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(Number(plain.headers['content-length'])).toBe(script.length)
    expect(plain.headers.vary).toBe('Accept-Encoding')

    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
  })

  it('marks only content-hashed assets immutable; HTML and the IIFE are revalidated', async () => {
    const hashed = await get(`${server.url}/assets/index-AbC_12-x.js`)
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get(`${server.url}/assets/logo-Zz9_Yy8-.png`)).headers['cache-control']).toContain(
      'immutable',
    )
    expect((await get(`${server.url}/assets/app-jpSqgdQ.js`)).headers['cache-control']).toContain('immutable')
    expect((await get(`${server.url}/assets/plain.js`)).headers['cache-control']).toBe('no-cache')
    expect((await get(`${server.url}/airlock.js`)).headers['cache-control']).toBe('no-cache')
    expect((await get(`${server.url}/`)).headers['cache-control']).toBe('no-cache')
    expect((await get(`${server.url}/some/spa/route`)).headers['cache-control']).toBe('no-cache')
  })

  it('answers 304 to a matching If-None-Match, for HTML (with its headers) and the IIFE', async () => {
    const first = await get(`${server.url}/?p=https://a.example`, { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    expect(gunzipSync(first.body).toString()).toContain('content="http://modal.example"')
    expect(first.headers['content-security-policy']).toBe('frame-ancestors https://a.example')
    const etag = String(first.headers.etag)
    const again = await get(`${server.url}/?p=https://b.example`, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['content-security-policy']).toBe('frame-ancestors https://b.example')

    const iife = await get(`${server.url}/airlock.js`)
    const revalidated = await get(`${server.url}/airlock.js`, { 'if-none-match': `W/${iife.headers.etag}` })
    expect(revalidated.status).toBe(304)
    const stale = await get(`${server.url}/airlock.js`, { 'if-none-match': '"something-else"' })
    expect(stale.status).toBe(200)
    expect(stale.body.toString()).toBe(script)
  })

  it('does not compress images that are compressed already', async () => {
    const image = await get(`${server.url}/assets/logo-Zz9_Yy8-.png`, { 'accept-encoding': 'gzip, br' })
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers.vary).toBeUndefined()
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.body.equals(png)).toBe(true)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const getAnswer = await get(`${server.url}/assets/index-AbC_12-x.js`, { 'accept-encoding': 'gzip' })
    const head = await get(`${server.url}/assets/index-AbC_12-x.js`, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(getAnswer.headers['content-length'])
    expect(head.headers['content-encoding']).toBe(getAnswer.headers['content-encoding'])
    expect((await get(`${server.url}/`, {}, 'POST')).status).toBe(405)
  })

  it('refuses paths out of the root, encoded or not', async () => {
    const name = outside.split('/').at(-1)
    // The URL parser resolves `..` and `%2e%2e` itself (a 404 inside the root); an encoded slash
    // reaches the file system's path join, where the guard must refuse it.
    const attempts: [string, number][] = [
      [`/../${name}/secret.txt`, 404],
      [`/%2e%2e/${name}/secret.txt`, 404],
      [`/assets/..%2f..%2f${name}%2fsecret.txt`, 403],
      [`/..%2f${name}%2fsecret.txt`, 403],
    ]
    for (const [path, status] of attempts) {
      const answer = await get(server.url, {}, 'GET', path)
      expect(answer.status, path).toBe(status)
      expect(answer.body.toString()).not.toContain('secret')
    }
    expect((await get(`${server.url}/missing.js`)).status).toBe(404)
  })
})

describe('serveStatic api', () => {
  it('is asked first, for any method, and leaves the paths it declines to the files', async () => {
    const post = await get(`${server.url}/api/echo?q=1`, {}, 'POST')
    expect(post.status).toBe(200)
    expect(JSON.parse(post.body.toString())).toEqual({ method: 'POST', q: '1' })
    expect(post.headers['access-control-allow-origin']).toBeUndefined()
    // Declined: the files answer as before (405 for a POST, the SPA's page for a GET).
    expect((await get(`${server.url}/api/other`, {}, 'POST')).status).toBe(405)
    const page = await get(`${server.url}/api/other`)
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('content="http://modal.example"')
  })

  it('answers 500 when the handler throws', async () => {
    expect((await get(`${server.url}/api/fail`)).status).toBe(500)
  })
})

describe('acceptedEncodings', () => {
  it('reads q-values and wildcards, brotli first', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip;q=0.5, br;q=0')).toEqual(['gzip'])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})
