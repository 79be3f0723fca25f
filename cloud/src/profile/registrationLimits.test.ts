import { createServer, type Server } from 'node:http'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignatureVerifier } from '../chain/verifyAccountSignature.js'
import { type CloudDatabase, openDatabase } from '../db/openDatabase.js'
import { answerWith } from '../testing/answerWith.js'
import { createNameStore, type NameStore } from './nameStore.js'
import { profileRoutes } from './profileRoutes.js'
import { createRegistrationLimiter } from './registrationLimits.js'

const COIN_31337 = (0x80000000 | 31337) >>> 0
let clock = Date.UTC(2030, 0, 1)
const now = () => clock

describe('createRegistrationLimiter', () => {
  const limits = { perSourceBurst: 3, perSourcePerHour: 6, perAccountBurst: 2, perAccountPerHour: 4 }

  it("spends the source's budget, then waits for it to refill", async () => {
    const limiter = createRegistrationLimiter(limits, now)
    const takes: number[] = []
    for (const account of ['0xa', '0xb', '0xc', '0xd']) takes.push(await limiter.take('10.0.0.1', account))
    expect(takes).toEqual([0, 0, 0, 600])
    expect(await limiter.take('10.0.0.2', '0xd')).toBe(0)
    clock += 600_000
    expect(await limiter.take('10.0.0.1', '0xe')).toBe(0)
  })

  it("spends the account's budget whatever the source, the account in any case", async () => {
    const limiter = createRegistrationLimiter(limits, now)
    expect(await limiter.take('10.0.0.1', '0xAbC')).toBe(0)
    expect(await limiter.take('10.0.0.2', '0xabc')).toBe(0)
    expect(await limiter.take('10.0.0.3', '0xABC')).toBe(900)
    expect(await limiter.take('10.0.0.3', '0xdef')).toBe(0)
  })
})

describe('POST /v1/profile/account under the limits', () => {
  let server: Server
  let url: string
  let store: NameStore
  let database: CloudDatabase
  beforeAll(async () => {
    database = await openDatabase(':memory:')
    store = createNameStore(database, { now })
    const answer = answerWith(
      profileRoutes({
        store,
        // No node for the chain: EOA signatures, checked by viem.
        verify: createSignatureVerifier(() => undefined),
        now,
        limits: { perSourceBurst: 5, perSourcePerHour: 60, perAccountBurst: 2, perAccountPerHour: 6 },
      }),
    )
    server = createServer(async (request, response) => {
      if (!(await answer(request, response))) response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await database.destroy()
  })

  const register = async (name: string, key = generatePrivateKey(), forge = false) => {
    const account = privateKeyToAccount(key)
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(clock / 1000) })
    const signer = forge ? privateKeyToAccount(generatePrivateKey()) : account
    const response = await fetch(`${url}/v1/profile/account`, {
      method: 'POST',
      body: JSON.stringify({
        coin_type: COIN_31337,
        address: account.address,
        message,
        signature: await signer.signMessage({ message }),
      }),
    })
    const body = (await response.json()) as { message?: string }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') }
  }

  it('lets one address register a few names for fresh keys, then answers 429 with Retry-After and stores nothing', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await register(`burst-${i}`))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429])
    expect(answers[5]).toEqual({
      status: 429,
      body: { message: 'Too many name registrations. Please try again after 60 seconds' },
      retryAfter: '60',
    })
    expect(await store.find('burst-5.airlock.id')).toBeUndefined()
    // A name that breaks the rule is refused for that, and spends nothing.
    expect((await register('xn--80ak6aa92e')).body).toEqual({
      message: 'Name must be at least 4 characters: letters, digits and hyphens',
    })
    clock += 60_000
    expect((await register('burst-5')).status).toBe(200)
  })

  it("refuses an account's attempts past its budget, even with a good signature", async () => {
    clock += 3600_000
    const key = generatePrivateKey()
    expect((await register('victim-1', key, true)).status).toBe(401)
    expect((await register('victim-1', key, true)).status).toBe(401)
    const refused = await register('victim-1', key)
    expect([refused.status, refused.retryAfter]).toEqual([429, '600'])
    expect(await store.find('victim-1.airlock.id')).toBeUndefined()
    clock += 600_000
    expect((await register('victim-1', key)).status).toBe(200)
  })
})
