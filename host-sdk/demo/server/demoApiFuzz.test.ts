// @vitest-environment node
import { createServer, type Server } from 'node:http'
import { freePort } from '@airlock/node-kit'
import { privateKeyToAccount } from 'viem/accounts'
import { generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FuzzRequest, runFuzz, seededRandom, segments } from '../../../cloud/src/testing/fuzzRoutes.ts'
import { type RunningAnvil, startAnvil } from '../../../dev-cloud/src/index.ts'
import type { SiwxSession } from './checkSiwxSession.ts'
import { createDemoApi } from './createDemoApi.ts'
import { ANVIL_KEYS, DEMO_ORIGIN, siwxTestSession } from './siwxTestSession.ts'

const [alice, mallory] = ANVIL_KEYS.map((key) => privateKeyToAccount(key)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
let anvil: RunningAnvil
let server: Server
let base = ''
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  const api = createDemoApi({ origin: DEMO_ORIGIN, rpcUrl: anvil.url, chainId: 31337 })
  server = createServer(async (request, response) => {
    if (!(await api(request, response, new URL(request.url ?? '/', 'http://static'))))
      response.writeHead(404).end()
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
}, 30_000)
afterAll(async () => {
  await new Promise((done) => server?.close(done))
  await anvil?.stop()
})

/**
 * Sessions a stranger can make without the demo's help: really signed by alice, but on a nonce the
 * server never issued, issued long ago, or for another site; signed by someone else; and bent.
 */
async function strangersSessions(issued: string): Promise<SiwxSession[]> {
  const now = new Date()
  const made = [
    await siwxTestSession({ account: alice, nonce: generateSiweNonce(), issuedAt: now }),
    await siwxTestSession({ account: alice, nonce: issued, issuedAt: new Date('2020-01-01T00:00:00Z') }),
    await siwxTestSession({ account: alice, nonce: issued, issuedAt: now, signer: mallory }),
    await siwxTestSession({
      account: alice,
      nonce: issued,
      issuedAt: now,
      fields: { domain: 'evil.example', uri: 'https://evil.example/' },
    }),
    await siwxTestSession({
      account: alice,
      nonce: issued,
      issuedAt: new Date(now.getTime() + 3_600_000),
    }),
  ]
  const bent = made.map((session) => ({ ...session, message: `${session.message}\n` }))
  return [...made, ...bent]
}

describe('the demo API under a route fuzz', () => {
  it('answers every hostile request with a 4xx or a nonce, and signs nobody in', async () => {
    const issued = ((await (await fetch(`${base}/api/siwx/nonce`)).json()) as { nonce: string }).nonce
    const sessions = await strangersSessions(issued)
    const random = seededRandom(3)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
    const paths = ['/api/siwx/nonce', '/api/siwx/verify', '/api/siwx/me', '/api/siwx/signout', '/api/{x}']
    let nonceGets = 0
    const next = (): FuzzRequest => {
      const path = pick(paths).replace('{x}', encodeURI(pick(segments)).replaceAll('#', '%23'))
      const method =
        random() < 0.7
          ? path.endsWith('nonce') || path.endsWith('me')
            ? 'GET'
            : 'POST'
          : pick(['GET', 'POST', 'PUT', 'DELETE'])
      if (path === '/api/siwx/nonce' && method === 'GET') nonceGets++
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      const origin = random() < 0.7 ? DEMO_ORIGIN : pick(['https://evil.example', 'null', ''])
      if (origin) headers.origin = origin
      if (random() < 0.3) headers.cookie = `airlock_demo_session=${pick(segments)}`
      const session = pick(sessions)
      const body = pick([
        JSON.stringify({ session }),
        JSON.stringify({ session: { ...session, data: { ...session.data, nonce: pick(segments) } } }),
        JSON.stringify({ session: { ...session, signature: pick(segments) } }),
        JSON.stringify({ session: pick(segments) }),
        '{',
        'null',
        'x'.repeat(80 * 1024),
      ])
      return { path, method, headers, ...(method === 'GET' ? {} : { body }) }
    }
    const result = await runFuzz(base, { count: 1500 }, next)
    expect(result.serverErrors).toEqual([])
    for (const status of [200, 204, 400, 401, 403, 404, 405, 413])
      expect(result.byStatus[status], String(status)).toBeGreaterThan(0)
    // A 200 is only ever a fresh nonce: no stranger's session signed anyone in (verify and me never said yes).
    expect(result.byStatus[200]).toBe(nonceGets)
  }, 120_000)
})
