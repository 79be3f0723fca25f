import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HOST_PAGE,
  newEmail,
  signIn,
  startWalletKit,
  WALLET_ORIGIN,
  type WalletKit,
} from './walletTestKit.js'

let kit: WalletKit
let frameDir: string
beforeAll(async () => {
  frameDir = await mkdtemp(join(tmpdir(), 'airlock-frame-'))
  await mkdir(join(frameDir, 'assets'))
  await writeFile(
    join(frameDir, 'index.html'),
    '<!doctype html><title>wallet</title><meta name="airlock-modal-origin" content="__AIRLOCK_MODAL_ORIGIN__">',
  )
  await writeFile(join(frameDir, 'assets', 'index-B1x2c3D4.js'), 'console.log(1)')
  kit = await startWalletKit({ frameDir })
})
afterAll(async () => {
  await kit.close()
  await rm(frameDir, { recursive: true, force: true })
})

describe('who may call the wallet API', () => {
  it('refuses the host page even though its requests carry the partitioned session cookie', async () => {
    const browser = kit.browser()
    await signIn(kit, browser, newEmail())
    expect((await browser.get('/api/user')).status).toBe(200)
    // A script on the host page: same top site, so the same cookie, but its own Origin.
    const fromHost = { origin: HOST_PAGE }
    for (const response of [
      await browser.get('/api/user', fromHost),
      await browser.get('/api/is-connected', fromHost),
      await browser.post('/api/rpc', { method: 'personal_sign', params: ['0x00', '0x00'] }, fromHost),
      await browser.post('/api/sign-out', {}, fromHost),
      await browser.post('/api/email/update', { newEmail: newEmail() }, fromHost),
    ]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
    // The session survived the refused sign-out.
    expect((await browser.get('/api/user')).status).toBe(200)
  })

  it('refuses requests without Origin unless a GET the browser marks same-origin', async () => {
    const browser = kit.browser()
    await signIn(kit, browser, newEmail())
    const noOrigin = { origin: '' }
    expect((await browser.get('/api/user', noOrigin)).status).toBe(403)
    expect((await browser.get('/api/user', { ...noOrigin, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await browser.get('/api/user', { ...noOrigin, 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    )
    // A POST always carries Origin from a browser: none means it is not our frame.
    const post = await browser.post('/api/sign-out', {}, { ...noOrigin, 'sec-fetch-site': 'same-origin' })
    expect(post.status).toBe(403)
    expect((await browser.post('/api/email/connect', { email: newEmail() }, noOrigin)).status).toBe(403)
    expect((await browser.get('/api/user', { origin: 'null' })).status).toBe(403)
  })

  it('answers CORS to the wallet origin only, with credentials', async () => {
    const preflight = await fetch(`${kit.server.url}/api/email/connect`, {
      method: 'OPTIONS',
      headers: { origin: WALLET_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WALLET_ORIGIN)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const foreign = await fetch(`${kit.server.url}/api/email/connect`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('takes JSON only, within the body cap, and names unknown routes', async () => {
    const browser = kit.browser()
    const form = await browser.request('/api/email/connect', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    })
    expect(form.status).toBe(415)
    const huge = await browser.post('/api/email/connect', { email: 'x'.repeat(10_000) })
    expect(huge.status).toBe(413)
    const broken = await browser.request('/api/email/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: undefined,
    })
    expect(broken.status).toBe(400)
    expect((await browser.get('/api/nothing')).status).toBe(404)
    expect((await browser.get('/api/rpc')).status).toBe(404)
  })

  it('limits each client address with a token bucket', async () => {
    const limited = await startWalletKit({ limits: { requestsPerSecond: 1, burst: 3 } })
    try {
      const browser = limited.browser()
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await browser.get('/api/is-connected')).status)
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
      expect(statuses).toContain(429)
    } finally {
      await limited.close()
    }
  })
})

describe('the frame bundle', () => {
  it('serves index.html at / and hashed assets, nothing outside the folder', async () => {
    const index = await fetch(`${kit.server.url}/`)
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await index.text()).toContain('<title>wallet</title>')
    const asset = await fetch(`${kit.server.url}/assets/index-B1x2c3D4.js`)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    for (const path of ['/assets/missing.js', '/..%2F..%2Fetc%2Fpasswd', '/assets', '/%E0%A4%A']) {
      expect((await fetch(`${kit.server.url}${path}`)).status).toBeGreaterThanOrEqual(400)
    }
  })

  it('writes the modal origin into index.html, and leaves the token (an inert frame) without one', async () => {
    const modalOrigin = 'http://modal.localhost:5174'
    const pinned = await startWalletKit({ sink: kit.sink, frameDir, modalOrigin })
    try {
      const index = await fetch(`${pinned.server.url}/`)
      const html = await index.text()
      expect(html).toContain(`<meta name="airlock-modal-origin" content="${modalOrigin}">`)
      expect(index.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
      expect(await (await fetch(`${pinned.server.url}/assets/index-B1x2c3D4.js`)).text()).toBe(
        'console.log(1)',
      )
    } finally {
      await pinned.close()
    }
    expect(await (await fetch(`${kit.server.url}/`)).text()).toContain('content="__AIRLOCK_MODAL_ORIGIN__"')
  })

  it("may be embedded by the modal within the project's host pages only (frame-ancestors)", async () => {
    const modalOrigin = 'http://modal.localhost:5174'
    const asked: (string | null)[] = []
    const pinned = await startWalletKit({
      sink: kit.sink,
      frameDir,
      modalOrigin,
      hostAncestors: async (projectId) => {
        asked.push(projectId)
        return projectId === 'open' ? 'frame-ancestors *' : 'frame-ancestors https://dapp.example'
      },
    })
    try {
      const csp = async (query: string) =>
        (await fetch(`${pinned.server.url}/${query}`)).headers.get('content-security-policy')
      expect(await csp('?projectId=demo')).toBe(`frame-ancestors ${modalOrigin} https://dapp.example`)
      expect(await csp('?projectId=open')).toBe('frame-ancestors *')
      expect(asked).toEqual(['demo', 'open'])
      // Without a modal origin the frame is inert, and nobody may embed it.
      expect((await fetch(`${kit.server.url}/`)).headers.get('content-security-policy')).toBe(
        "frame-ancestors 'none'",
      )
    } finally {
      await pinned.close()
    }
  })

  it('refuses a modal origin that is not an origin', async () => {
    for (const modalOrigin of [
      'http://modal.localhost:5174/',
      'modal.localhost',
      'null',
      'http://a/"><script>',
    ])
      await expect(startWalletKit({ sink: kit.sink, modalOrigin })).rejects.toThrow(/modal origin/)
  })

  it('has no pages without a frameDir', async () => {
    const bare = await startWalletKit({ sink: kit.sink })
    try {
      expect((await fetch(`${bare.server.url}/`)).status).toBe(404)
    } finally {
      await bare.close()
    }
  })
})
