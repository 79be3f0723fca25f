import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { type RunningMailSink, startMailSink } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { bytesToHex, type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieNames } from '../cloud/src/wallet/cookies.ts'
import { codeIn, createTestBrowser, type TestBrowser } from '../cloud/src/wallet/walletTestKit.ts'
import { type ClusterNode, type RunningCluster, startCluster } from './cluster.ts'

// Wallet nodes as `startCluster` runs them: processes of their own behind HAProxy's wallet frontend,
// on a Postgres database of their own and the cluster's Redis. No API or relay node is needed here.
let cluster: RunningCluster
let sink: RunningMailSink
let walletOrigin: string
beforeAll(async () => {
  sink = await startMailSink({ port: 0, httpPort: 0 })
  const [port, walletPort] = [await freePort(), await freePort()]
  walletOrigin = `http://127.0.0.1:${walletPort}`
  cluster = await startCluster({
    port,
    apiNodes: 0,
    relayNodes: 0,
    settings: {
      publicUrl: `http://127.0.0.1:${port}`,
      modalOrigins: [],
      rpcUpstreams: {},
      directory: { devWalletUrl: 'http://devwallet.localhost:5176', devWalletOrder: 0, synthetic: 0 },
      chains: {},
      solanaChains: {},
      treasuryKey: `0x${'11'.repeat(32)}`,
      wallet: {
        port: walletPort,
        publicUrl: walletOrigin,
        masterKey: bytesToHex(randomBytes(32)),
        smtp: { host: '127.0.0.1', port: sink.smtpPort, from: 'Airlock <no-reply@airlock.localhost>' },
        rpcUrl: 'http://127.0.0.1:9',
        chainId: 31337,
        // One login email per client: the balancer names each client, so each has its own.
        limits: { emailBurstPerClient: 1, emailsPerMinutePerClient: 1 },
      },
    },
  })
}, 300_000)
afterAll(async () => {
  await cluster?.stop()
  await sink?.close()
}, 60_000)

const node = (name: string): ClusterNode => {
  const found = cluster.nodes.find((n) => n.name === name)
  if (!found) throw new Error(`no node ${name}`)
  return found
}

/** One browser (one cookie jar) whose requests go to the node given. */
const browserOn = (cookies: Map<string, string>, target: () => string): TestBrowser =>
  createTestBrowser(target, { origin: walletOrigin, cookies })

const mailTo = async (to: string, afterId: number) => sink.waitForMessage((m) => m.to === to, { afterId })

describe('the embedded wallet as a cluster', () => {
  it('verifies through node B the code asked through node A, and keeps the session and key when A is killed', async () => {
    const email = `cluster.${process.pid}@example.com`
    const cookies = new Map<string, string>()
    const onA = browserOn(cookies, () => node('wallet1').url)
    const onB = browserOn(cookies, () => node('wallet2').url)

    expect(await (await onA.post('/api/email/connect', { email })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const deviceMail = await mailTo(email, 0)
    const link = new URL(/https?:\/\/\S+verify-device\?token=[A-Za-z0-9_-]+/.exec(deviceMail.text)?.[0] ?? '')
    // The link is opened through node B, the browser's wait answered by node A.
    expect((await fetch(`${node('wallet2').url}${link.pathname}${link.search}`)).status).toBe(200)
    expect(await (await onA.post('/api/email/await-device', { email })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    const otp = codeIn(await mailTo(email, deviceMail.id))
    const signedIn = await onB.post('/api/email/otp', { email, otp })
    expect(signedIn.status).toBe(200)
    const { address } = (await signedIn.json()) as { address: Hex }
    expect(cookies.get(cookieNames.session)).toBeDefined()

    const sign = async (browser: TestBrowser, message: string) => {
      const answer = await browser.post('/api/rpc', { method: 'personal_sign', params: [message, address] })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { result: Hex }).result
    }
    const before = await sign(onA, 'before the crash')
    expect(await verifyMessage({ address, message: 'before the crash', signature: before })).toBe(true)

    // Node A crashes mid-session: through the balancer and on B, the same cookie, the same key.
    await node('wallet1').kill()
    const viaBalancer = browserOn(cookies, () => cluster.walletUrl ?? '')
    for (const browser of [onB, viaBalancer]) {
      const me = await browser.get('/api/user')
      expect(me.status).toBe(200)
      expect(await me.json()).toMatchObject({ email, address })
      const after = await sign(browser, 'after the crash')
      expect(await verifyMessage({ address, message: 'after the crash', signature: after })).toBe(true)
    }
    await node('wallet1').start()
    await expect.poll(async () => (await fetch(`${node('wallet1').url}/health`)).status).toBe(200)
    expect((await onA.get('/api/user')).status).toBe(200)
  }, 120_000)

  it('counts each client the balancer forwards under its own address, not under the balancer', async () => {
    // Loopback answers from any 127/8 address: three clients the balancer sees apart.
    const connectFrom = (localAddress: string, email: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL('/api/email/connect', cluster.walletUrl)
        const sent = request(
          url,
          {
            method: 'POST',
            localAddress,
            headers: { origin: walletOrigin, 'content-type': 'application/json', ...headers },
          },
          (answer) => {
            answer.resume()
            resolve(answer.statusCode ?? 0)
          },
        )
        sent.once('error', reject)
        sent.end(JSON.stringify({ email }))
      })
    const email = (name: string) => `${name}.${process.pid}@example.com`
    expect(await connectFrom('127.0.0.2', email('first'))).toBe(200)
    // Its one email spent, whichever node the balancer picks next.
    expect(await connectFrom('127.0.0.2', email('second'))).toBe(429)
    // What a client writes in X-Forwarded-For itself sits left of what the balancer appends.
    expect(await connectFrom('127.0.0.2', email('forged'), { 'x-forwarded-for': '203.0.113.7' })).toBe(429)
    expect(await connectFrom('127.0.0.3', email('third'))).toBe(200)
  }, 60_000)
})
