import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CoinbaseKeysStandIn, startCoinbaseKeysStandIn } from './startKeysStandIn.js'

// Loopback by address: keys.localhost is the browser's name for it.
const call = (standIn: CoinbaseKeysStandIn, method: string, path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const port = new URL(standIn.url).port
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('startCoinbaseKeysStandIn', () => {
  let standIn: CoinbaseKeysStandIn
  beforeAll(async () => {
    standIn = await startCoinbaseKeysStandIn({ rpcUrl: 'http://127.0.0.1:8545' })
  }, 60_000)
  afterAll(() => standIn?.close())

  it('serves the popup page on its own origin with its account and chain, under a CSP', async () => {
    expect(standIn.keysUrl).toBe(`${standIn.url}/connect`)
    expect(standIn.address).toBe('0x976EA74026E726554dB657fA54763abd0C3a0aa9')
    const page = await call(
      standIn,
      'GET',
      '/connect?sdkName=%40coinbase%2Fwallet-sdk&origin=http%3A%2F%2Fapp.localhost',
    )
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['content-security-policy']).toContain('connect-src http://127.0.0.1:8545')
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined()
    const config = /<script type="application\/json" id="stand-in-config">(.*?)<\/script>/.exec(
      page.body,
    )?.[1]
    expect(JSON.parse(config ?? 'null')).toMatchObject({ chains: { 31337: 'http://127.0.0.1:8545' } })
    const script = await call(standIn, 'GET', '/popup.js')
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain('PopupLoaded')
  })

  it('answers nothing else', async () => {
    expect((await call(standIn, 'POST', '/connect')).status).toBe(405)
    expect((await call(standIn, 'GET', '/rpc')).status).toBe(404)
    expect((await call(standIn, 'GET', '/popup/popup.ts')).status).toBe(404)
  })
})
