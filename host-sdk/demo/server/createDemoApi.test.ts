// @vitest-environment node
import { createServer, type Server } from 'node:http'
import { freePort } from '@airlock/node-kit'
import { siwxLimits } from '@airlock/shared-protocol/constants'
import { privateKeyToAccount } from 'viem/accounts'
import { generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../../../dev-cloud/src/index.ts'
import type { SiwxSession } from './checkSiwxSession.ts'
import { type CreateDemoApiParameters, createDemoApi } from './createDemoApi.ts'
import { ANVIL_KEYS, DEMO_ORIGIN, siwxTestSession } from './siwxTestSession.ts'

const [alice, mallory] = ANVIL_KEYS.map((key) => privateKeyToAccount(key)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const START = Date.parse('2030-01-01T00:00:00.000Z')
let clock = START
let anvil: RunningAnvil
const servers: Server[] = []

/** The demo's API on its own server; requests name the demo's origin, whatever host they reach. */
async function startApi(options: Partial<CreateDemoApiParameters> = {}) {
  const api = createDemoApi({
    origin: DEMO_ORIGIN,
    rpcUrl: anvil.url,
    chainId: 31337,
    now: () => clock,
    ...options,
  })
  const server = createServer(async (request, response) => {
    if (!(await api(request, response, new URL(request.url ?? '/', 'http://static'))))
      response.writeHead(404).end()
  })
  servers.push(server)
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const call = async (
    path: string,
    init: { body?: string; origin?: string | null; cookie?: string } = {},
  ) => {
    const { body, origin = DEMO_ORIGIN, cookie } = init
    const response = await fetch(base + path, {
      method: body === undefined && !path.endsWith('signout') ? 'GET' : 'POST',
      headers: {
        ...(origin ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    })
    const text = await response.text()
    const cookies = response.headers.getSetCookie()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, cookies }
  }
  const verify = (session: unknown, origin?: string | null) =>
    call('/api/siwx/verify', {
      body: JSON.stringify({ session }),
      ...(origin !== undefined ? { origin } : {}),
    })
  const nonce = async () => (await call('/api/siwx/nonce')).body.nonce as string
  return { call, verify, nonce }
}
type Api = Awaited<ReturnType<typeof startApi>>

const session = (
  nonce: string,
  rest: Omit<Parameters<typeof siwxTestSession>[0], 'account' | 'nonce' | 'issuedAt'> = {},
) => siwxTestSession({ account: alice, nonce, issuedAt: new Date(clock), ...rest })

/** The cookie's `name=value`, for the next request. */
const cookieOf = (cookies: string[]) => cookies[0]?.split(';')[0] ?? ''

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
}, 30_000)
afterAll(async () => {
  for (const server of servers) server.close()
  await anvil?.stop()
})
beforeEach(() => {
  clock = START
})

describe('createDemoApi', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi()
  })

  it('issues fresh alphanumeric nonces, never cached', async () => {
    const first = await api.call('/api/siwx/nonce')
    expect(first.status).toBe(200)
    expect(first.body.nonce).toMatch(/^[a-zA-Z0-9]{16,}$/)
    expect(await api.nonce()).not.toBe(first.body.nonce)
  })

  it('verifies a session, sets the session cookie, answers /me with it, and signs out', async () => {
    const verified = await api.verify(await session(await api.nonce()))
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ address: alice.address, chainId: 'eip155:31337' })
    expect(verified.cookies).toHaveLength(1)
    expect(verified.cookies[0]).toMatch(
      /^airlock_demo_session=[\w-]{40,}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=86400$/,
    )
    const cookie = cookieOf(verified.cookies)

    expect(await api.call('/api/siwx/me', { cookie })).toMatchObject({
      status: 200,
      body: { address: alice.address, chainId: 'eip155:31337' },
    })
    expect(await api.call('/api/siwx/me')).toMatchObject({ status: 401, body: { message: 'Not signed in' } })
    const forged = 'airlock_demo_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    expect((await api.call('/api/siwx/me', { cookie: forged })).status).toBe(401)

    const out = await api.call('/api/siwx/signout', { cookie })
    expect(out.status).toBe(204)
    expect(out.cookies[0]).toBe('airlock_demo_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0')
    expect((await api.call('/api/siwx/me', { cookie })).status).toBe(401)
  })

  it('refuses a nonce it did not issue (made by the client, or by another server), and burns none', async () => {
    const other = await startApi()
    for (const nonce of ['clientMadeNonce1', generateSiweNonce(), await other.nonce()])
      expect(await api.verify(await session(nonce)), nonce).toMatchObject({
        status: 401,
        body: { message: 'Unknown or expired nonce' },
        cookies: [],
      })
    const issued = await session(await api.nonce(), { fields: { uri: `${DEMO_ORIGIN}/some/page?x=1` } })
    expect((await api.verify(issued)).status).toBe(200)
    expect(await api.verify(issued)).toMatchObject({ status: 409, body: { message: 'Nonce already used' } })
  })

  it('accepts an issued nonce only within its lifetime', async () => {
    const nonce = await api.nonce()
    clock += siwxLimits.nonceLifetime
    expect(await api.verify(await session(nonce))).toMatchObject({
      status: 401,
      body: { message: 'Unknown or expired nonce' },
    })
    const fresh = await api.nonce()
    clock += siwxLimits.nonceLifetime - 1
    expect((await api.verify(await session(fresh))).status).toBe(200)
  })

  it('refuses a message issued long ago, with or without an expiry, and takes one just within the bound', async () => {
    const old = [
      // The example: issued in 2020, no expiry.
      { issuedAt: new Date('2020-01-01T00:00:00.000Z') },
      { issuedAt: new Date(clock - siwxLimits.maxMessageAge - 1) },
      { issuedAt: new Date('2020-01-01T00:00:00.000Z'), expirationTime: new Date(clock + 60_000) },
    ]
    for (const fields of old)
      expect(
        await api.verify(await session(await api.nonce(), { fields })),
        JSON.stringify(fields),
      ).toMatchObject({
        status: 401,
        body: { message: 'Message too old' },
        cookies: [],
      })
    const edge = await session(await api.nonce(), {
      fields: { issuedAt: new Date(clock - siwxLimits.maxMessageAge) },
    })
    expect((await api.verify(edge)).status).toBe(200)
  })

  it('ends the session when the message expires, before the day is out', async () => {
    const signed = await session(await api.nonce(), { fields: { expirationTime: new Date(clock + 60_000) } })
    const verified = await api.verify(signed)
    expect(verified.cookies[0]).toContain('Max-Age=60')
    const cookie = cookieOf(verified.cookies)
    clock += 59_000
    expect((await api.call('/api/siwx/me', { cookie })).status).toBe(200)
    clock += 1_000
    expect((await api.call('/api/siwx/me', { cookie })).status).toBe(401)
  })

  it('refuses a forged signature without burning the nonce for its owner', async () => {
    const nonce = await api.nonce()
    const forged = await api.verify(await session(nonce, { signer: mallory }))
    expect(forged).toMatchObject({ status: 401, body: { message: 'Invalid signature' }, cookies: [] })
    expect((await api.verify(await session(nonce))).status).toBe(200)
  })

  it('refuses a replayed session (the same nonce)', async () => {
    const signed = await session(await api.nonce())
    expect((await api.verify(signed)).status).toBe(200)
    expect(await api.verify(signed)).toMatchObject({
      status: 409,
      body: { message: 'Nonce already used' },
      cookies: [],
    })
    // Signed again with the same nonce: still a replay.
    clock += 1_000
    expect((await api.verify(await session(signed.data.nonce))).status).toBe(409)
  })

  it('refuses an expired message, a message not valid yet, and one issued too far ahead', async () => {
    const expired = await session(await api.nonce(), { fields: { expirationTime: new Date(clock + 1_000) } })
    clock += 1_000
    expect(await api.verify(expired)).toMatchObject({
      status: 401,
      body: { message: 'Message expired' },
      cookies: [],
    })
    const early = await session(await api.nonce(), { fields: { notBefore: new Date(clock + 1_000) } })
    expect(await api.verify(early)).toMatchObject({ status: 401, body: { message: 'Message not yet valid' } })
    const ahead = await session(await api.nonce(), {
      fields: { issuedAt: new Date(clock + siwxLimits.issuedAtSkew + 1) },
    })
    expect(await api.verify(ahead)).toMatchObject({
      status: 401,
      body: { message: 'Message issued in the future' },
    })
    const skewed = await session(await api.nonce(), {
      fields: { issuedAt: new Date(clock + siwxLimits.issuedAtSkew) },
    })
    expect((await api.verify(skewed)).status).toBe(200)
  })

  it('refuses another domain, another URI origin, another chain', async () => {
    const refusals: [Parameters<typeof session>[1], string][] = [
      [{ fields: { domain: 'evil.example' } }, 'Wrong domain'],
      [{ fields: { domain: 'app.localhost:5174' } }, 'Wrong domain'],
      [{ fields: { scheme: 'https' } }, 'Wrong domain'],
      [{ fields: { uri: 'http://evil.example/' } }, 'Wrong URI'],
      [{ fields: { uri: 'https://app.localhost:5173/' } }, 'Wrong URI'],
      [{ fields: { chainId: 1 } }, 'Unsupported chain'],
    ]
    for (const [rest, message] of refusals) {
      const answer = await api.verify(await session(await api.nonce(), rest))
      expect(answer, message).toMatchObject({ status: 401, body: { message }, cookies: [] })
    }
  })

  it('refuses POSTs from another origin or none, before reading them', async () => {
    const signed = await session(await api.nonce())
    for (const origin of ['http://evil.example', 'http://app.localhost:5174', null]) {
      expect(await api.verify(signed, origin)).toMatchObject({
        status: 403,
        body: { message: 'Forbidden origin' },
        cookies: [],
      })
    }
    expect((await api.call('/api/siwx/signout', { origin: 'http://evil.example' })).status).toBe(403)
    // Not spent by the refusals.
    expect((await api.verify(signed)).status).toBe(200)
  })

  it('refuses malformed bodies, sessions and messages, and data that differs from the message', async () => {
    const call = (body: string) => api.call('/api/siwx/verify', { body })
    expect(await call('{not json')).toMatchObject({
      status: 400,
      body: { message: 'Invalid JSON' },
      cookies: [],
    })
    expect(await call('null')).toMatchObject({ status: 400, body: { message: 'Malformed session' } })
    expect(await call('{}')).toMatchObject({ status: 400, body: { message: 'Malformed session' } })
    const signed = await session(await api.nonce())
    const variants: [SiwxSession | Record<string, unknown>, string][] = [
      [{ ...signed, signature: 'not hex' }, 'Malformed session'],
      [{ ...signed, data: undefined }, 'Malformed session'],
      [{ ...signed, message: 'hello' }, 'Malformed message'],
      [
        { ...signed, data: { ...signed.data, accountAddress: mallory.address } },
        'Session data does not match the message',
      ],
      [
        { ...signed, data: { ...signed.data, nonce: 'otherNonce123' } },
        'Session data does not match the message',
      ],
      [
        { ...signed, data: { ...signed.data, chainId: 'eip155:1' } },
        'Session data does not match the message',
      ],
    ]
    for (const [variant, message] of variants) {
      expect(await api.verify(variant), message).toMatchObject({
        status: 400,
        body: { message },
        cookies: [],
      })
    }
    const large = await call(JSON.stringify({ session: signed, padding: 'x'.repeat(16 * 1024) }))
    expect(large).toMatchObject({ status: 413, body: { message: 'Body too large' } })
    expect((await api.verify(signed)).status).toBe(200)
  })

  it('answers 404 and 405 under /api/ and leaves other paths alone', async () => {
    expect(await api.call('/api/siwx/other')).toMatchObject({ status: 404, body: { message: 'Not found' } })
    expect(await api.call('/api/siwx/verify')).toMatchObject({
      status: 405,
      body: { message: 'Method not allowed' },
    })
    // The test server's own 404: the handler declined the path.
    expect(await api.call('/index.html')).toMatchObject({ status: 404, body: undefined })
  })
})

describe('createDemoApi without its chain node', () => {
  it('still verifies an EOA signature (offline recovery) and refuses a forgery', async () => {
    const api = await startApi({ rpcUrl: `http://127.0.0.1:${await freePort()}` })
    const nonce = await api.nonce()
    const forged = await api.verify(await session(nonce, { signer: mallory }))
    expect(forged).toMatchObject({ status: 401, body: { message: 'Invalid signature' }, cookies: [] })
    expect((await api.verify(await session(nonce))).status).toBe(200)
  })
})
