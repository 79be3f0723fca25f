import { devSocialConfig, type RunningMailSink, startMailSink } from '@airlock/dev-cloud'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletServerOptions } from './createWalletServer.js'
import { createTestBrowser, newEmail, startWalletKit, type WalletKit } from './walletTestKit.js'

// Every test request comes from 127.0.0.1: as the balancer on a wallet node that trusts it, as a
// stranger on one that does not. One of each budget per client, so the second spend is refused.
const tight: WalletServerOptions['limits'] = {
  requestsPerSecond: 0.001,
  burst: 3,
  emailBurstPerClient: 1,
  emailsPerMinutePerClient: 0.001,
  socialPendingPerClient: 1,
}

let sink: RunningMailSink
const kits: WalletKit[] = []
beforeAll(async () => {
  sink = await startMailSink({ port: 0, httpPort: 0 })
})
afterAll(async () => {
  for (const kit of kits) await kit.close()
  await sink.close()
})

async function node(trustedProxies: string[]) {
  const kit = await startWalletKit({
    sink,
    trustedProxies,
    limits: tight,
    social: devSocialConfig('http://127.0.0.1:9'),
  })
  kits.push(kit)
  return kit
}

/** A browser whose requests reach the node with the X-Forwarded-For the balancer (or a forger) wrote. */
const from = (kit: WalletKit, forwarded: string) => {
  const browser = createTestBrowser(() => kit.server.url)
  return {
    get: (path: string) => browser.get(path, { 'x-forwarded-for': forwarded }),
    post: (path: string, body: unknown) => browser.post(path, body, { 'x-forwarded-for': forwarded }),
  }
}

type Client = ReturnType<typeof from>
/** The statuses of `times` spends, one after another (the i-th given i). */
const statuses = async (times: number, spend: (i: number) => Promise<Response>) => {
  const seen: number[] = []
  for (let i = 0; i < times; i++) seen.push((await spend(i)).status)
  return seen
}
const request = (client: Client) => client.get('/api/is-connected')
const email = (client: Client) => client.post('/api/email/connect', { email: newEmail('clients') })
const social = (client: Client) => client.post('/api/social/start', { provider: 'x' })

describe('the client a wallet node counts a request under', () => {
  it('behind a trusted balancer, is each client it forwards: two clients, two budgets', async () => {
    const kit = await node(['127.0.0.1'])
    const [alice, bob] = [from(kit, '203.0.113.1'), from(kit, '203.0.113.2')]
    // Request budget (3), email budget (1), social sign-ins under way (1): each client its own.
    expect(await statuses(3, () => request(alice))).toEqual([200, 200, 200])
    expect(await statuses(3, () => request(bob))).toEqual([200, 200, 200])
    expect((await request(alice)).status).toBe(429)

    const kit2 = await node(['127.0.0.1'])
    const [carol, dave] = [from(kit2, '203.0.113.3'), from(kit2, '203.0.113.4')]
    expect(await statuses(2, () => email(carol))).toEqual([200, 429])
    expect((await email(dave)).status).toBe(200)

    const kit3 = await node(['127.0.0.1'])
    const [erin, frank] = [from(kit3, '203.0.113.5'), from(kit3, '203.0.113.6')]
    expect(await statuses(2, () => social(erin))).toEqual([200, 429])
    expect((await social(frank)).status).toBe(200)
  })

  it('from a peer it does not trust, is that peer: a forged X-Forwarded-For buys no budget', async () => {
    // Each request names another client; all count under the one peer.
    const forger = (kit: WalletKit) => (i: number) => from(kit, `198.51.100.${i + 1}`)
    const onRequests = forger(await node([]))
    expect(await statuses(4, (i) => request(onRequests(i)))).toEqual([200, 200, 200, 429])
    const onEmails = forger(await node([]))
    expect(await statuses(2, (i) => email(onEmails(i)))).toEqual([200, 429])
    const onSocial = forger(await node([]))
    expect(await statuses(2, (i) => social(onSocial(i)))).toEqual([200, 429])
  })
})
