import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningAnvil, type RunningMailSink, startAnvil, startMailSink } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { newEmail, signIn, startWalletKit, type WalletKit } from './walletTestKit.js'

/** anvil's account #1, the recipient. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: RunningAnvil
let redis: RunningRedis
let sink: RunningMailSink
let dir: string
const kits: WalletKit[] = []
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  redis = await startRedis()
  sink = await startMailSink({ port: 0, httpPort: 0 })
  dir = mkdtempSync(join(tmpdir(), 'airlock-signing-'))
}, 60_000)
afterAll(async () => {
  for (const kit of kits) await kit.close()
  await sink.close()
  await redis.stop()
  await anvil.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Two wallet nodes on one database and one master key (one custody), and one Redis when given. */
async function twoNodes(name: string, redisUrl?: string) {
  const shared = {
    rpcUrl: anvil.url,
    chainId: 31337,
    databaseUrl: join(dir, `${name}.db`),
    masterKey: randomBytes(32),
    sink,
    ...(redisUrl ? { redisUrl, redisKeyPrefix: `${name}:` } : {}),
  }
  const a = await startWalletKit(shared)
  const b = await startWalletKit(shared)
  kits.push(a, b)
  return [a, b] as const
}

describe('the signing lock of two wallet nodes on one Redis', () => {
  it("sends one user's transactions one at a time whichever node takes them: each gets its own nonce", async () => {
    const [a, b] = await twoNodes('signing', redis.url)
    const onA = a.browser()
    const { address } = await signIn(a, onA, newEmail('signer'))
    // The same browser reaches the other node through the balancer: same cookies, same session.
    const onB = b.browser()
    for (const [cookie, value] of onA.cookies) onB.cookies.set(cookie, value)
    const chain = createPublicClient({ transport: http(anvil.url) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, '0x56BC75E2D63100000'] as never,
    })
    const send = async (browser: typeof onA, value: string) => {
      const response = await browser.post('/api/rpc', {
        method: 'eth_sendTransaction',
        params: [{ to: RECIPIENT, value }],
      })
      return { status: response.status, body: (await response.json()) as { result?: Hex; error?: unknown } }
    }
    for (let round = 1; round <= 3; round++) {
      const sent = await Promise.all([send(onA, `0x${round}`), send(onB, `0x${round + 10}`)])
      for (const result of sent) {
        expect(result).toMatchObject({ status: 200 })
        const mined = await chain.waitForTransactionReceipt({
          hash: result.body.result as Hex,
          pollingInterval: 50,
        })
        expect(mined.status).toBe('success')
      }
    }
    expect(await chain.getTransactionCount({ address })).toBe(6)
  })
})
