import { randomBytes } from 'node:crypto'
import { type RunningMailSink, startMailSink } from '@airlock/dev-cloud'
import { formatRetryAfterMessage } from '@airlock/shared-protocol/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { createWalletServer, type RunningWalletServer } from './createWalletServer.js'
import { newEmail, WALLET_ORIGIN } from './walletTestKit.js'

const COOLDOWN_MS = 30_000

let redis: RunningRedis
let sink: RunningMailSink
let clock = Date.now()
beforeAll(async () => {
  redis = await startRedis()
  sink = await startMailSink({ port: 0, httpPort: 0 })
})
afterAll(async () => {
  await sink.close()
  await redis.stop()
})

/** Two wallet nodes as the balancer sees them, on one clock and one Redis (or each on its own memory). */
async function twoNodes(redisUrl: string, redisKeyPrefix: string) {
  const nodes: RunningWalletServer[] = []
  for (let i = 0; i < 2; i++)
    nodes.push(
      await createWalletServer({
        port: 0,
        walletOrigin: WALLET_ORIGIN,
        databaseUrl: ':memory:',
        masterKey: randomBytes(32),
        smtp: { host: '127.0.0.1', port: sink.smtpPort, from: 'Airlock <no-reply@airlock.localhost>' },
        rpcUrl: 'http://127.0.0.1:9',
        chainId: 31337,
        limits: { emailCooldownMs: COOLDOWN_MS },
        redisUrl,
        redisKeyPrefix,
        now: () => clock,
      }),
    )
  return nodes as [RunningWalletServer, RunningWalletServer]
}

const connect = (node: RunningWalletServer, email: string) =>
  fetch(`${node.url}/api/email/connect`, {
    method: 'POST',
    headers: { origin: WALLET_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
const mailsTo = (email: string) => sink.messages().filter((message) => message.to === email).length

describe('two wallet nodes on one Redis', () => {
  it('send one login email per cooldown, whichever node is asked', async () => {
    const [a, b] = await twoNodes(redis.url, 'cooldown:')
    try {
      const email = newEmail('cooldown')
      expect((await connect(a, email)).status).toBe(200)
      await expect.poll(() => mailsTo(email)).toBe(1)
      const refused = await connect(b, email)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ message: formatRetryAfterMessage(30) })
      expect(refused.headers.get('retry-after')).toBe('30')
      clock += COOLDOWN_MS
      expect((await connect(b, email)).status).toBe(200)
      expect((await connect(a, email)).status).toBe(429)
      await expect.poll(() => mailsTo(email)).toBe(2)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('answers 503 and sends nothing while Redis is down', async () => {
    const own = await startRedis()
    const [a, b] = await twoNodes(own.url, 'down:')
    try {
      await own.stop()
      const email = newEmail('down')
      for (const node of [a, b]) {
        const refused = await connect(node, email)
        expect(refused.status).toBe(503)
        expect(await refused.json()).toEqual({ message: 'Service unavailable' })
      }
      expect(mailsTo(email)).toBe(0)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
