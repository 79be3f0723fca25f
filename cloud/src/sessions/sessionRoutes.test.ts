import type { CloudSiwxSession as SiwxSession } from '@airlock/shared-protocol/cloud-api'
import { SESSION_SECRET_HEADER } from '@airlock/shared-protocol/cloud-api'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainCloud, startChainCloud } from '../profile/chainTestKit.js'
import { revokeMessage } from './sessionRoutes.js'
import { signedSession } from './siwxTestKit.js'

// anvil's public test keys
const dave = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
const eve = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba')
const DAVE = `eip155:31337:${dave.address}`
const HOUR = 3_600_000

let chain: ChainCloud
let clock = Date.UTC(2030, 0, 1)
beforeAll(async () => {
  chain = await startChainCloud(() => clock)
}, 30_000)
afterAll(async () => {
  await chain?.close()
})

const api = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(
    `${chain.cloud.url}${path}${path.includes('?') ? '&' : '?'}projectId=airlock-e2e`,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: 'Bearer dev-only-airlock-e2e-secret',
        'content-type': 'application/json',
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const store = async (session: SiwxSession) => api('/v1/sessions', { projectId: 'airlock-e2e', session })
/** What its holder reads back: the session, given the secret its storing answered. */
const read = (id: string, secret?: string) =>
  api(`/v1/sessions/${id}`, undefined, secret === undefined ? {} : { [SESSION_SECRET_HEADER]: secret })
const stored = async (session: SiwxSession) => {
  const answer = await store(session)
  expect(answer.status).toBe(200)
  return answer.body as { id: string; secret: string }
}
const notFound = { status: 404, body: { message: 'Session not found' } }

describe('SIWX sessions in the cloud', () => {
  it('stores a verified session, reads it back for the holder of its secret, and revokes it with a signature', async () => {
    const session = await signedSession(dave, clock, { expiresAt: clock + HOUR })
    const added = await store(session)
    expect(added).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    })
    const { id, secret } = added.body as { id: string; secret: string }
    expect(await read(id, secret)).toEqual({ status: 200, body: { id, ...session } })
    // Another key's signature, or dave's over another text, revokes nothing.
    const wrong = [
      await eve.signMessage({ message: revokeMessage(id) }),
      await dave.signMessage({ message: `Revoke ${id}` }),
    ]
    for (const signature of wrong)
      expect(await api(`/v1/sessions/${id}/revoke`, { pci: id, signature })).toEqual({
        status: 401,
        body: { message: 'Invalid signature' },
      })
    expect((await read(id, secret)).status).toBe(200)
    const signature = await dave.signMessage({ message: revokeMessage(id) })
    expect(await api(`/v1/sessions/${id}/revoke`, { pci: id, signature })).toEqual({
      status: 200,
      body: { revoked: true },
    })
    expect(await read(id, secret)).toEqual(notFound)
    // Its message cannot be stored again.
    expect(await store(session)).toEqual({ status: 409, body: { message: 'Nonce already used' } })
  })

  it('refuses expired messages, forged signatures, replayed nonces and other sites', async () => {
    const expired = await signedSession(dave, clock - 2 * HOUR, { nonce: 'expired01', expiresAt: clock - 1 })
    expect(await store(expired)).toEqual({ status: 400, body: { message: 'Session expired' } })
    const forged = await signedSession(dave, clock, { nonce: 'forged001' })
    forged.signature = await eve.signMessage({ message: forged.message })
    expect(await store(forged)).toEqual({ status: 401, body: { message: 'Invalid signature' } })
    const once = await signedSession(dave, clock, { nonce: 'replay001' })
    expect((await store(once)).status).toBe(200)
    expect(await store(once)).toEqual({ status: 409, body: { message: 'Nonce already used' } })
    const elsewhere = await signedSession(dave, clock, {
      nonce: 'phish0001',
      uri: 'http://evil.localhost:3000/',
    })
    expect(await store(elsewhere)).toEqual({
      status: 400,
      body: { message: 'The message is for a site this project does not allow' },
    })
    expect((await store({ ...once, data: { ...once.data, nonce: 'other0001' } })).body).toEqual({
      message: 'The message does not match the session data',
    })
    expect(await api('/v1/sessions', '{"session":')).toEqual({
      status: 400,
      body: { message: 'Invalid body' },
    })
  })

  it('answers a stranger nothing: no listing by account, and no session without its own secret', async () => {
    const { id, secret } = await stored(await signedSession(dave, clock, { nonce: 'stranger1' }))
    const other = await stored(await signedSession(eve, clock, { nonce: 'stranger2' }))
    // Without the secret, with another session's, or a wrong one: as if there were no such session.
    for (const wrong of [
      undefined,
      '',
      'x',
      other.secret,
      `${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`,
    ])
      expect(await read(id, wrong), String(wrong)).toEqual(notFound)
    expect(await read('A'.repeat(43), secret)).toEqual(notFound)
    // There is no listing by account (only POST stores): its answer holds no message, signature, id or secret.
    for (const path of [`/v1/sessions?address=${DAVE}`, '/v1/sessions']) {
      const listed = await api(path)
      expect(listed.status, path).toBe(405)
      const text = JSON.stringify(listed.body)
      for (const leak of [
        id,
        secret,
        dave.address.slice(2).toLowerCase(),
        'signature',
        'wants you to sign in',
      ])
        expect(text.toLowerCase(), path).not.toContain(leak.toLowerCase())
    }
    // The holder still reads it.
    expect((await read(id, secret)).body).toMatchObject({ id, data: { nonce: 'stranger1' } })
  })

  it('stops answering a session once it expires', async () => {
    const { id, secret } = await stored(
      await signedSession(eve, clock, { nonce: 'shortlived', expiresAt: clock + 60_000 }),
    )
    expect((await read(id, secret)).status).toBe(200)
    clock += 60_000
    expect(await read(id, secret)).toEqual(notFound)
  })

  it('verifies a contract account (ERC-1271) session through the chain node', async () => {
    const contract = await chain.deploy('OwnedAccount', [dave.address])
    // The owner's key signs for the contract account.
    const owned = { ...dave, address: contract }
    const session = await signedSession(owned, clock, { nonce: 'contract01' })
    const { id, secret } = await stored(session)
    expect((await read(id, secret)).body).toMatchObject({ id, data: { accountAddress: contract } })
    const signature = await dave.signMessage({ message: revokeMessage(id) })
    expect((await api(`/v1/sessions/${id}/revoke`, { pci: id, signature })).body).toEqual({ revoked: true })
  })
})
