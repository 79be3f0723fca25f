import { type PublicRelayStandIn, startPublicRelayStandIn } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The scripted Farcaster app, as the e2e suite drives it.
import { signInWithFarcaster } from '../../../../e2e/fixtures/farcasterClient.ts'
import { startWalletKit, type WalletKit } from '../walletTestKit.js'
import { createFarcasterRelayClient, RelayError } from './relayClient.js'

let kit: WalletKit
let standIn: PublicRelayStandIn
beforeAll(async () => {
  kit = await startWalletKit({ farcaster: { registry: `0x${'11'.repeat(20)}` } })
  standIn = await startPublicRelayStandIn()
})
afterAll(async () => {
  await kit?.close()
  await standIn?.close()
})

const params = { siweUri: 'https://app.example', domain: 'app.example', nonce: 'abcdef0123456789' }

// The same client, the same steps, against our relay and against one with only the public relay's ways.
const relays = [
  { name: 'our relay', url: () => kit.server.url, authKey: () => undefined },
  { name: 'the public relay (stand-in)', url: () => standIn.url, authKey: () => standIn.authKey },
]

describe.each(relays)('the relay client against $name', (relay) => {
  const client = () => createFarcasterRelayClient({ relayUrl: relay.url })

  it('opens a channel, sees it pending, then signed once, then gone', async () => {
    const channel = await client().createChannel({
      ...params,
      requester: { ip: '203.0.113.7', userAgent: 'Firefox' },
    })
    expect(channel.nonce).toBe(params.nonce)
    expect(new URL(channel.url).searchParams.get('channelToken')).toBe(channel.channelToken)
    expect(await client().status(channel.channelToken)).toEqual({ state: 'pending' })

    const privateKey = generatePrivateKey()
    const signed = await signInWithFarcaster({
      url: channel.url,
      fid: 7,
      privateKey,
      relayUrl: relay.url(),
      username: 'alice',
      ...(relay.authKey() === undefined ? {} : { authKey: relay.authKey() as string }),
    })
    expect(signed.status).toBe(201)
    expect(await client().status(channel.channelToken)).toEqual({
      state: 'completed',
      signed: {
        message: signed.message,
        signature: signed.signature,
        fid: 7,
        username: 'alice',
        displayName: undefined,
        bio: undefined,
        pfpUrl: undefined,
      },
    })
    // Answered once, as relay.farcaster.xyz does: a second reader gets nothing.
    expect(await client().status(channel.channelToken)).toEqual({ state: 'gone' })
  })

  it('sees an unknown channel token as gone', async () => {
    expect(await client().status('ZZZZZZZZ')).toEqual({ state: 'gone' })
  })

  it('throws a RelayError when the relay refuses the channel', async () => {
    await expect(client().createChannel({ ...params, domain: 'not a domain/' })).rejects.toThrow(RelayError)
  })
})

describe('the relay client against no relay', () => {
  it('throws a RelayError, for the route to answer 502', async () => {
    const client = createFarcasterRelayClient({ relayUrl: `http://127.0.0.1:${await freePort()}` })
    await expect(client.createChannel(params)).rejects.toThrow(RelayError)
    await expect(client.status('ZZZZZZZZ')).rejects.toThrow(RelayError)
  })
})

describe("our relay's limits for strangers", () => {
  it('rate-limits a stranger and takes its X-Forwarded-For for nothing, while the wallet still starts sign-ins', async () => {
    const own = await startWalletKit({ farcaster: { registry: `0x${'11'.repeat(20)}` } })
    try {
      const open = () =>
        fetch(`${own.server.url}/v1/channel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify(params),
        })
      const first = (await (await open()).json()) as { channelToken: string }
      const status = await fetch(`${own.server.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${first.channelToken}` },
      })
      expect(status.status).toBe(202)
      expect(((await status.json()) as { metadata: unknown }).metadata).toEqual({
        ip: '127.0.0.1',
        userAgent: 'node',
      })
      // A burst past the relay's budget (60, then 10 a second) from one address.
      const codes = await Promise.all(Array.from({ length: 100 }, async () => (await open()).status))
      expect(codes).toContain(429)
      // The wallet's own calls to its relay are its users' starts, not that address's relay calls.
      const started = await own.browser().post('/api/farcaster/start', {})
      expect(started.status).toBe(200)
    } finally {
      await own.close()
    }
  })
})

describe("our relay's app key", () => {
  it("takes a signature only with X-Farcaster-Auth-Relay-Key when a key is set, as Farcaster's relay", async () => {
    const keyed = await startWalletKit({
      farcaster: { registry: `0x${'11'.repeat(20)}`, relayAuthKey: 'the-app-key' },
    })
    try {
      const client = createFarcasterRelayClient({ relayUrl: keyed.server.url })
      const channel = await client.createChannel(params)
      const sign = (authKey?: string) =>
        signInWithFarcaster({
          url: channel.url,
          fid: 7,
          privateKey: generatePrivateKey(),
          relayUrl: keyed.server.url,
          ...(authKey === undefined ? {} : { authKey }),
        })
      expect((await sign()).status).toBe(401)
      expect((await sign('another-key')).status).toBe(401)
      expect(await client.status(channel.channelToken)).toEqual({ state: 'pending' })
      expect((await sign('the-app-key')).status).toBe(201)
      expect((await client.status(channel.channelToken)).state).toBe('completed')
    } finally {
      await keyed.close()
    }
  })
})
