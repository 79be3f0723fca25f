import {
  type Devnet,
  deployDevnet,
  farcasterRegistryAbi,
  plannedDevnet,
  type RunningAnvil,
  startAnvil,
  startPublicRelayStandIn,
} from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The scripted Farcaster app the e2e suite drives; here it meets the relay without a browser.
import { channelStatus, devFids, signInWithFarcaster } from '../../../../e2e/fixtures/farcasterClient.ts'
import { HOST_PAGE, startWalletKit, type TestBrowser, type WalletKit } from '../walletTestKit.js'
import { farcasterMessages } from './farcasterMessages.js'

const [alice, bob] = devFids as [(typeof devFids)[number], (typeof devFids)[number]]

let anvil: RunningAnvil
let devnet: Devnet
let kit: WalletKit
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  devnet = await deployDevnet(anvil.url)
  kit = await startWalletKit({ rpcUrl: anvil.url, farcaster: { registry: devnet.farcasterRegistry } })
}, 30_000)
afterAll(async () => {
  await kit?.close()
  await anvil?.stop()
})

interface Started {
  url: string
  channelToken: string
  nonce: string
  claim: string
}
async function start(browser: TestBrowser): Promise<Started> {
  const response = await browser.post('/api/farcaster/start', {})
  expect(response.status).toBe(200)
  return (await response.json()) as Started
}
async function claim(browser: TestBrowser, started: Pick<Started, 'channelToken' | 'claim'>) {
  const response = await browser.post('/api/farcaster/claim', {
    channelToken: started.channelToken,
    claim: started.claim,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const relayUrl = () => kit.server.url

describe('the devnet Farcaster registry', () => {
  it('is where the plan says, with the dev fids held by their custody keys', async () => {
    expect(devnet.farcasterRegistry).toBe(plannedDevnet().farcasterRegistry)
    const client = createPublicClient({ transport: http(anvil.url) })
    for (const { fid, custody, privateKey } of devFids) {
      expect(privateKeyToAddress(privateKey)).toBe(custody)
      const read = { address: devnet.farcasterRegistry, abi: farcasterRegistryAbi }
      expect(await client.readContract({ ...read, functionName: 'custodyOf', args: [BigInt(fid)] })).toBe(
        custody,
      )
      expect(await client.readContract({ ...read, functionName: 'idOf', args: [custody] })).toBe(BigInt(fid))
    }
  })

  it('is deployed once: a second deploy on the same chain sends nothing', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const block = await client.getBlockNumber({ cacheTime: 0 })
    expect(await deployDevnet(anvil.url)).toEqual(devnet)
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(block)
  })
})

describe('Sign In With Farcaster', () => {
  it('signs in the fid the Farcaster app signed for, once the frame claims the channel', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    expect(started.url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${started.channelToken}`)
    expect(started.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(await channelStatus(relayUrl(), started.url)).toMatchObject({
      state: 'pending',
      nonce: started.nonce,
      signatureParams: {
        domain: 'wallet.localhost:5175',
        siweUri: 'http://wallet.localhost:5175',
        nonce: started.nonce,
      },
      // Who asked (the browser, passed on by the wallet service), for the app to show before its user approves.
      metadata: { ip: '127.0.0.1', userAgent: 'node' },
    })
    // The frame's long poll is under way when the app signs: the claim answers as soon as it has.
    const claimed = claim(browser, started)
    const signed = await signInWithFarcaster({
      ...alice,
      url: started.url,
      relayUrl: relayUrl(),
      username: 'alice',
    })
    expect(signed.status).toBe(201)
    const { status, body } = await claimed
    expect(status).toBe(200)
    expect(body).toMatchObject({ socialProvider: 'farcaster', username: 'alice', chainId: 31337 })
    expect(body.email).toBeUndefined()
    // The embedded wallet's own key, not the custody address.
    expect(body.address).not.toBe(alice.custody)

    const me = await browser.get('/api/user')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ address: body.address, socialProvider: 'farcaster' })
    // The relay answered the signature once, to the wallet service, and forgot it.
    const read = await fetch(`${relayUrl()}/v1/channel/status`, {
      headers: { authorization: `Bearer ${started.channelToken}` },
    })
    expect(read.status).toBe(401)
    // Claimed once: the same claim again opens nothing.
    expect(await claim(browser, started)).toMatchObject({ status: 400 })

    // The same fid later, from another browser: the same user and address.
    const other = kit.browser()
    const again = await start(other)
    await signInWithFarcaster({ ...alice, url: again.url, relayUrl: relayUrl() })
    expect((await claim(other, again)).body.address).toBe(body.address)
  })

  it("completes through the relay configured, one that speaks only the public relay's protocol", async () => {
    const standIn = await startPublicRelayStandIn()
    const viaPublic = await startWalletKit({
      rpcUrl: anvil.url,
      farcaster: { registry: devnet.farcasterRegistry, relayUrl: standIn.url, relayPollMs: 20 },
    })
    try {
      const browser = viaPublic.browser()
      const started = await start(browser)
      // The public relay's own token and link: the Farcaster app finds the channel there.
      expect(started.channelToken).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
      expect(started.url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${started.channelToken}`)
      // What the app is asked to sign: our domain and nonce, with the custody key (no auth address).
      const asked = await fetch(`${standIn.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${started.channelToken}` },
      })
      expect(asked.status).toBe(202)
      expect(await asked.json()).toMatchObject({
        acceptAuthAddress: false,
        signatureParams: {
          domain: 'wallet.localhost:5175',
          siweUri: 'http://wallet.localhost:5175',
          nonce: started.nonce,
        },
      })
      const claimed = claim(browser, started)
      const signed = await signInWithFarcaster({
        ...alice,
        url: started.url,
        relayUrl: standIn.url,
        username: 'alice',
        authKey: standIn.authKey,
      })
      expect(signed.status).toBe(201)
      const { status, body } = await claimed
      expect(status).toBe(200)
      expect(body).toMatchObject({ socialProvider: 'farcaster', username: 'alice' })
      expect(standIn.calls).toContain('POST /v1/channel')
      expect(standIn.calls).toContain('GET /v1/channel/status')
    } finally {
      await viaPublic.close()
      await standIn.close()
    }
  })

  it('answers 502 when the relay configured cannot be reached', async () => {
    const down = await startWalletKit({
      rpcUrl: anvil.url,
      farcaster: { registry: devnet.farcasterRegistry, relayUrl: `http://127.0.0.1:${await freePort()}` },
    })
    const response = await down.browser().post('/api/farcaster/start', {})
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: farcasterMessages.RELAY_DOWN })
    await down.close()
  })

  it('answers pending after a bounded wait while the app has not signed', async () => {
    const quick = await startWalletKit({
      rpcUrl: anvil.url,
      farcaster: { registry: devnet.farcasterRegistry, claimWaitMs: 50 },
    })
    const browser = quick.browser()
    const started = await start(browser)
    expect(await claim(browser, started)).toEqual({ status: 200, body: { status: 'pending' } })
    await quick.close()
  })

  it('refuses a message signed by another key than the custody', async () => {
    const browser = kit.browser()
    // The app's account is bob's: the message names bob's address for alice's fid.
    const started = await start(browser)
    await signInWithFarcaster({
      url: started.url,
      fid: alice.fid,
      privateKey: bob.privateKey,
      relayUrl: relayUrl(),
    })
    expect(await claim(browser, started)).toEqual({
      status: 401,
      body: { message: farcasterMessages.NOT_VERIFIED, reason: 'custody' },
    })
    expect(browser.cookies.has('airlock_wallet_session')).toBe(false)
    // The failed channel is spent.
    expect(await claim(browser, started)).toMatchObject({ status: 400 })

    // The message names alice's custody but another key signed it.
    const forged = await start(browser)
    const { nonce, domain, siweUri } = (await channelStatus(relayUrl(), forged.url)).signatureParams
    const message = createSiweMessage({
      domain,
      address: alice.custody,
      statement: 'Farcaster Auth',
      uri: siweUri,
      version: '1',
      chainId: 10,
      nonce,
      issuedAt: new Date(),
      resources: [`farcaster://fid/${alice.fid}`],
    })
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    const posted = await fetch(`${relayUrl()}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${forged.channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature, fid: alice.fid }),
    })
    expect(posted.status).toBe(201)
    expect(await claim(browser, forged)).toEqual({
      status: 401,
      body: { message: farcasterMessages.NOT_VERIFIED, reason: 'signature' },
    })
    expect(browser.cookies.has('airlock_wallet_session')).toBe(false)
  })

  it('refuses another nonce, another domain and a fid nobody registered', async () => {
    const cases = [
      { options: { nonce: 'ffffffffffffffff' }, reason: 'nonce' },
      { options: { domain: 'evil.example' }, reason: 'domain' },
      { options: { fid: 999 }, reason: 'unknown-fid' },
    ]
    for (const { options, reason } of cases) {
      const browser = kit.browser()
      const started = await start(browser)
      await signInWithFarcaster({ ...alice, url: started.url, relayUrl: relayUrl(), ...options })
      expect(await claim(browser, started)).toEqual({
        status: 401,
        body: { message: farcasterMessages.NOT_VERIFIED, reason },
      })
      expect(browser.cookies.has('airlock_wallet_session')).toBe(false)
    }
  })

  it('takes one authenticate per channel, and a signed message on no other channel', async () => {
    const browser = kit.browser()
    const first = await start(browser)
    const signed = await signInWithFarcaster({ ...alice, url: first.url, relayUrl: relayUrl() })
    const replay = (channelToken: string) =>
      fetch(`${relayUrl()}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: signed.message, signature: signed.signature, fid: alice.fid }),
      })
    const again = await replay(first.channelToken)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: farcasterMessages.ALREADY_AUTHENTICATED })
    // The same signed message handed to a new channel names the old channel's nonce.
    const second = await start(browser)
    expect((await replay(second.channelToken)).status).toBe(201)
    expect(await claim(browser, second)).toMatchObject({ status: 401, body: { reason: 'nonce' } })
    expect((await claim(browser, first)).status).toBe(200)
  })

  it('gives the session only to the claim secret of the start, and voids the channel after 5 wrong ones', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    await signInWithFarcaster({ ...alice, url: started.url, relayUrl: relayUrl() })
    const thief = kit.browser()
    const wrong = {
      channelToken: started.channelToken,
      claim: started.claim.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    }
    for (let attempt = 1; attempt < 5; attempt++)
      expect(await claim(thief, wrong)).toEqual({
        status: 403,
        body: { message: farcasterMessages.WRONG_CLAIM },
      })
    expect(thief.cookies.has('airlock_wallet_session')).toBe(false)
    expect(await claim(thief, wrong)).toEqual({
      status: 403,
      body: { message: farcasterMessages.CLAIM_EXHAUSTED },
    })
    expect(await claim(browser, started)).toEqual({
      status: 400,
      body: { message: farcasterMessages.CHANNEL_GONE },
    })
  })

  it('gives the session only to the partition that started: the claim secret alone, elsewhere, is refused', async () => {
    const browser = kit.browser()
    expect(browser.cookies.has('airlock_wallet_flow')).toBe(false)
    const started = await start(browser)
    expect(browser.cookies.get('airlock_wallet_flow')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await signInWithFarcaster({ ...alice, url: started.url, relayUrl: relayUrl() })
    // The channel token and the claim secret leaked; the partitioned flow cookie did not.
    const elsewhere = kit.browser()
    expect(await claim(elsewhere, started)).toEqual({
      status: 403,
      body: { message: farcasterMessages.WRONG_CLAIM },
    })
    expect(elsewhere.cookies.has('airlock_wallet_session')).toBe(false)
    // Another partition's flow cookie is no better.
    const other = kit.browser()
    await start(other)
    expect((await claim(other, started)).status).toBe(403)
    expect((await claim(browser, started)).status).toBe(200)
    expect(browser.cookies.has('airlock_wallet_session')).toBe(true)
  })

  it('answers /api/farcaster/* only to the wallet origin', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    for (const origin of [HOST_PAGE, 'https://evil.example', '']) {
      const startAgain = await browser.post('/api/farcaster/start', {}, { origin })
      expect(startAgain.status).toBe(403)
      const claimed = await browser.post('/api/farcaster/claim', started, { origin })
      expect(claimed.status).toBe(403)
      expect(claimed.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('answers 401 to a relay call without a live channel token', async () => {
    for (const authorization of ['', 'Bearer nope', `Bearer ${'A'.repeat(43)}`]) {
      const headers: Record<string, string> = authorization ? { authorization } : {}
      expect((await fetch(`${relayUrl()}/v1/channel/status`, { headers })).status).toBe(401)
      const posted = await fetch(`${relayUrl()}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'x', signature: '0x00', fid: 1 }),
      })
      expect(posted.status).toBe(401)
    }
  })

  it('caps the app body and refuses a malformed one', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    const post = (body: string) =>
      fetch(`${relayUrl()}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${started.channelToken}`, 'content-type': 'application/json' },
        body,
      })
    expect(
      (await post(JSON.stringify({ message: 'x'.repeat(9000), signature: '0x00', fid: 1 }))).status,
    ).toBe(413)
    expect((await post(JSON.stringify({ message: 'x', signature: 'nope', fid: 1 }))).status).toBe(400)
    expect((await post(JSON.stringify({ message: 'x', signature: '0x00', fid: -1 }))).status).toBe(400)
    expect((await channelStatus(relayUrl(), started.url)).state).toBe('pending')
  })
})
