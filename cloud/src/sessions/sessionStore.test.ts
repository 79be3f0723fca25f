import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSessionStore, type NewSession } from './sessionStore.js'
import { signedSession } from './siwxTestKit.js'

const account = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
const ACCOUNT = `eip155:31337:${account.address}`

describe('session store', () => {
  it('stores sessions under unguessable ids, lists an account, refuses a used nonce even after removal', async () => {
    let now = 1_000
    const store = createSessionStore(':memory:', { now: () => now })
    const session = await signedSession(account, now)
    const entry: NewSession = {
      projectId: 'p',
      account: ACCOUNT,
      domain: 'app.localhost:3000',
      nonce: 'nonce0001',
      session,
      expiresAt: null,
    }
    const id = store.add(entry) as string
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(store.get(id)).toEqual({ id, projectId: 'p', account: ACCOUNT.toLowerCase(), session })
    expect(store.add(entry)).toBeUndefined()
    expect(store.add({ ...entry, projectId: 'q' })).toBeDefined()
    expect(store.add({ ...entry, nonce: 'nonce0002' })).not.toBe(id)
    expect(store.list('p', ACCOUNT.toUpperCase().replace('EIP', 'eip')).length).toBe(2)
    expect(store.remove(id)).toBe(true)
    expect(store.get(id)).toBeUndefined()
    now += 1
    expect(store.add(entry)).toBeUndefined()
    store.close()
  })

  it('purges sessions and their nonces once expired', async () => {
    let now = 1_000
    const store = createSessionStore(':memory:', { now: () => now })
    const entry: NewSession = {
      projectId: 'p',
      account: ACCOUNT,
      domain: 'app.localhost:3000',
      nonce: 'nonce0001',
      session: await signedSession(account, now),
      expiresAt: 2_000,
    }
    const id = store.add(entry) as string
    now = 1_999
    expect(store.list('p', ACCOUNT).map((s) => s.id)).toEqual([id])
    now = 2_000
    expect(store.get(id)).toBeUndefined()
    expect(store.list('p', ACCOUNT)).toEqual([])
    store.close()
  })
})
