import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevSafe } from './devSafe.js'
import { plannedSafeContracts } from './safeContracts.js'
import { type SafeWalletStandIn, startSafeWalletStandIn } from './startSafeWalletStandIn.js'

// No chain behind it: these requests are answered, or refused, before any reaches one.
const safe: DevSafe = {
  address: '0x4444444444444444444444444444444444444444',
  chainId: 31337,
  owners: [],
  threshold: 2,
  contracts: plannedSafeContracts(),
  rpcUrl: 'http://127.0.0.1:9',
}
let standIn: SafeWalletStandIn
const app = 'http://app.localhost:5173/script.html'

beforeAll(async () => {
  standIn = await startSafeWalletStandIn({
    safe,
    port: 0,
    publicUrl: 'http://127.0.0.1:0',
    appOrigins: ['http://app.localhost:5173'],
  })
})
afterAll(() => standIn.close())

const call = (body: string, origin = standIn.url) =>
  fetch(`${standIn.url}/api/safe-apps`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body,
  })

describe('the Safe{Wallet} stand-in server', () => {
  it('frames only the Safe Apps it serves', async () => {
    const page = await fetch(standIn.appPage(app))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain('frame-src http://app.localhost:5173')
    expect(await page.text()).toContain(`src="${app}"`)
    expect((await fetch(standIn.appPage('https://evil.example/'))).status).toBe(400)
    expect((await fetch(`${standIn.url}/?app=javascript:alert(1)`)).status).toBe(400)
  })

  it("answers its own page's Safe Apps requests, and no other origin's", async () => {
    const answer = await call(JSON.stringify({ method: 'getSafeInfo' }))
    expect(await answer.json()).toMatchObject({
      ok: true,
      data: { safeAddress: safe.address, chainId: 31337 },
    })
    const stranger = await call(JSON.stringify({ method: 'getSafeInfo' }), 'http://app.localhost:5173')
    expect(stranger.status).toBe(403)
    expect(await (await call(JSON.stringify({ method: 'nope' }))).json()).toEqual({
      ok: false,
      error: 'Method nope is not supported',
    })
  })

  it('refuses oversized and malformed requests', async () => {
    expect(
      (await call(JSON.stringify({ method: 'signMessage', params: { message: 'x'.repeat(300_000) } })))
        .status,
    ).toBe(413)
    expect((await call('{')).status).toBe(400)
    expect((await call(JSON.stringify({ params: {} }))).status).toBe(400)
  })
})
