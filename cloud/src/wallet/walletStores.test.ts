import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createCodeStore } from './codeStore.js'
import { createDeviceStore } from './deviceStore.js'
import { createEmailUpdateStore } from './emailUpdateStore.js'
import { createFarcasterChannelStore } from './farcaster/farcasterChannels.js'
import { createSessionStore } from './sessionStore.js'
import { createSocialIntentStore, type Redirect } from './social/socialIntentStore.js'
import { createUserStore } from './userStore.js'
import { openWalletDb, type WalletDb } from './walletDb.js'

/** Several requests at once, as several wallet nodes (or one node's pool) would run them. */
const atOnce = <T>(count: number, task: () => Promise<T>) => Promise.all(Array.from({ length: count }, task))

const countOf = <T>(values: T[], value: T) => values.filter((v) => v === value).length
/** A social sign-in store on `db` (a node's), with test limits unless overridden. */
const isRedirect = (r: Redirect | 'wrong-page' | undefined): r is Redirect => typeof r === 'object'
const socialStore = (db: WalletDb, overrides: { stateKey?: Buffer; maxPendingPerClient?: number } = {}) =>
  createSocialIntentStore(
    db,
    { stateKey: randomBytes(32), ttlMs: 60_000, maxClaimAttempts: 3, maxPendingPerClient: 5, ...overrides },
    Date.now,
  )

describeOnBothDialects<WalletDb>(
  'wallet stores',
  (fresh) => {
    it('counts guesses made at once one by one: the last allowed one voids the code', async () => {
      const codes = createCodeStore(
        await fresh(),
        { hashKey: randomBytes(32), ttlMs: 60_000, maxAttempts: 5 },
        Date.now,
      )
      const code = await codes.issue('login', 'a@example.com')
      const wrong = code === '000000' ? '111111' : '000000'
      const results = await atOnce(5, () => codes.check('login', 'a@example.com', wrong))
      expect(countOf(results, 'exhausted')).toBe(1)
      expect(countOf(results, 'wrong')).toBe(4)
      expect(await codes.check('login', 'a@example.com', code)).toBe('missing')
    })

    it('consumes a right code once, whatever the number of requests bringing it', async () => {
      const codes = createCodeStore(
        await fresh(),
        { hashKey: randomBytes(32), ttlMs: 60_000, maxAttempts: 5 },
        Date.now,
      )
      const code = await codes.issue('login', 'b@example.com')
      const results = await atOnce(4, () => codes.check('login', 'b@example.com', code))
      expect(countOf(results, 'ok')).toBe(1)
      expect(countOf(results, 'missing')).toBe(3)
    })

    it('approves a device link once and hands the approval to one claim', async () => {
      const devices = createDeviceStore(await fresh(), { deviceTtlMs: 60_000, linkTtlMs: 60_000 }, Date.now)
      const { linkToken, browserToken } = await devices.request('c@example.com')
      expect(await devices.claim(browserToken, 'c@example.com')).toBe('waiting')
      expect(await atOnce(3, () => devices.approve(linkToken))).toEqual(
        expect.arrayContaining([true, false, false]),
      )
      const claims = await atOnce(4, () => devices.claim(browserToken, 'c@example.com'))
      expect(countOf(claims, 'approved')).toBe(1)
      expect(countOf(claims, 'missing')).toBe(3)
      const device = await devices.trust(undefined, 'c@example.com')
      expect(await devices.isKnown(device, 'c@example.com')).toBe(true)
      expect(await devices.isKnown(device, 'other@example.com')).toBe(false)
    })

    it('advances and finishes an email change once, and not one restarted meanwhile', async () => {
      const db = await fresh()
      const user = await createUserStore(db, randomBytes(32), Date.now).findOrCreate('d@example.com')
      const updates = createEmailUpdateStore(db, 60_000, Date.now)
      await updates.start(user.id, 'new@example.com')
      expect(countOf(await atOnce(3, () => updates.advance(user.id, 'new@example.com')), true)).toBe(1)
      expect(await updates.pending(user.id)).toEqual({ newEmail: 'new@example.com', stage: 'secondary' })
      // Restarted to another address: the step confirmed for the first one lands nowhere.
      await updates.start(user.id, 'other@example.com')
      expect(await updates.finish(user.id, 'new@example.com')).toBe(false)
      await updates.advance(user.id, 'other@example.com')
      expect(countOf(await atOnce(3, () => updates.finish(user.id, 'other@example.com')), true)).toBe(1)
      expect(await updates.pending(user.id)).toBeUndefined()
    })

    it('moves a social sign-in through its stages once and lets one claim consume it', async () => {
      const intents = socialStore(await fresh())
      const started = await intents.start('google', '127.0.0.1', 'flow')
      if (!started) throw new Error('not started')
      const redirects = await atOnce(3, () => intents.redirect(started.intent, 'browser'))
      const redirect = redirects.find(isRedirect)
      expect(redirects.filter(isRedirect)).toHaveLength(1)
      if (!redirect) throw new Error('no redirect')
      const returns = await atOnce(3, () => intents.returned(redirect.state, 'browser'))
      expect(returns.filter((r) => r !== undefined)).toEqual([{ intent: started.intent, provider: 'google' }])
      const exchanges = await atOnce(3, () => intents.exchange(redirect.state, 'browser', started.proof))
      expect(exchanges.filter((r) => r !== undefined)).toHaveLength(1)
      expect(await intents.claim(started.intent, started.claim, 'flow')).toEqual({ status: 'pending' })
      await intents.complete(started.intent, { provider: 'google', subject: 'g1', email: 'e@example.com' })
      const claims = await atOnce(4, () => intents.claim(started.intent, started.claim, 'flow'))
      expect(claims.filter((c) => c.status === 'completed')).toEqual([
        { status: 'completed', identity: { provider: 'google', subject: 'g1', email: 'e@example.com' } },
      ])
      expect(claims.filter((c) => c.status === 'missing')).toHaveLength(3)
    })

    it('takes a sign-in that left its page only from that page, its claim only with the handoff', async () => {
      const intents = socialStore(await fresh())
      const started = await intents.start('google', '127.0.0.1', 'flow', 'https://app.example/swap?x=1')
      if (!started) throw new Error('not started')
      // A link opened from anywhere else (a mail, another site) spends nothing.
      expect(await intents.redirect(started.intent, 'browser', undefined)).toBe('wrong-page')
      expect(await intents.redirect(started.intent, 'browser', 'https://evil.example')).toBe('wrong-page')
      const redirect = await intents.redirect(started.intent, 'browser', 'https://app.example')
      if (!isRedirect(redirect)) throw new Error('no redirect')
      expect(await intents.returned(redirect.state, 'browser')).toEqual({
        intent: started.intent,
        provider: 'google',
        returnUrl: 'https://app.example/swap?x=1',
      })
      // No opener to ask for the proof: the browser alone lets the finish through.
      expect(await intents.exchange(redirect.state, 'browser', undefined)).toMatchObject({
        intent: started.intent,
        returnUrl: 'https://app.example/swap?x=1',
      })
      const handoff = await intents.complete(started.intent, { provider: 'google', subject: 'g2' })
      if (!handoff) throw new Error('no handoff')
      // The claim secret and the flow are not enough: whoever started it holds them.
      expect(await intents.claim(started.intent, started.claim, 'flow')).toEqual({ status: 'forbidden' })
      expect(await intents.claim(started.intent, started.claim, 'flow', 'wrong')).toEqual({
        status: 'forbidden',
      })
      expect(await intents.claim(started.intent, started.claim, 'flow', handoff)).toEqual({
        status: 'completed',
        identity: { provider: 'google', subject: 'g2' },
      })
    })

    it('gives a popup sign-in no handoff and still wants the proof at its finish', async () => {
      const intents = socialStore(await fresh())
      const started = await intents.start('google', '127.0.0.1', 'flow')
      if (!started) throw new Error('not started')
      const redirect = await intents.redirect(started.intent, 'browser', undefined)
      if (!isRedirect(redirect)) throw new Error('no redirect')
      await intents.returned(redirect.state, 'browser')
      expect(await intents.exchange(redirect.state, 'browser', undefined)).toBe('other-browser')
    })

    it('caps a client at its social sign-ins under way when nodes start them at once', async () => {
      const db = await fresh()
      // Two nodes' stores on one database (one state key), eight starts of one client at once.
      const stateKey = randomBytes(32)
      const [a, b] = [
        socialStore(db, { stateKey, maxPendingPerClient: 2 }),
        socialStore(db, { stateKey, maxPendingPerClient: 2 }),
      ]
      let turn = 0
      const started = await atOnce(8, () => (turn++ % 2 ? a : b).start('google', '198.51.100.7', 'flow'))
      expect(started.filter((s) => s !== undefined)).toHaveLength(2)
      // Another client has its own cap.
      expect(await b.start('google', '198.51.100.8', 'flow')).toBeDefined()
    })

    it('counts wrong social claims made at once one by one', async () => {
      const intents = socialStore(await fresh())
      const started = await intents.start('google', '127.0.0.1', 'flow')
      if (!started) throw new Error('not started')
      expect(await atOnce(3, () => intents.claim(started.intent, 'wrong', 'flow'))).toEqual(
        Array(3).fill({ status: 'forbidden' }),
      )
      // The third wrong one killed it: the right secret finds nothing.
      expect(await intents.claim(started.intent, started.claim, 'flow')).toEqual({ status: 'missing' })
    })

    it('takes a signed Farcaster channel once and counts wrong claims one by one', async () => {
      const channels = createFarcasterChannelStore(
        await fresh(),
        { ttlMs: 60_000, maxClaimAttempts: 3 },
        Date.now,
      )
      const { claim } = await channels.open('flow', { channelToken: 'token-1', nonce: 'n1' })
      const signed = { message: 'm', signature: '0x01' as const, fid: 7 }
      expect(await atOnce(3, () => channels.complete('token-1', signed))).toEqual(
        expect.arrayContaining(['ok', 'taken', 'taken']),
      )
      expect(await channels.checkClaim('token-1', claim, 'flow')).toBe('ok')
      expect(countOf(await atOnce(3, () => channels.take('token-1')), true)).toBe(1)
      expect(await channels.get('token-1')).toMatchObject({ state: 'consumed', fid: 7, nonce: 'n1' })

      await channels.open('flow', { channelToken: 'token-2', nonce: 'n2' })
      const wrong = await atOnce(3, () => channels.checkClaim('token-2', 'nope', 'flow'))
      expect(countOf(wrong, 'exhausted')).toBe(1)
      expect(countOf(wrong, 'wrong')).toBe(2)
      expect(await channels.get('token-2')).toBeUndefined()
    })

    it('slides a live session and ends an expired or removed one', async () => {
      const db = await fresh()
      let now = 1_000
      const user = await createUserStore(db, randomBytes(32), () => now).findOrCreate('f@example.com')
      const sessions = createSessionStore(db, 100, () => now)
      const token = await sessions.create(user.id, 'google')
      now = 1_090
      expect(await sessions.touch(token)).toEqual({ userId: user.id, provider: 'google' })
      now = 1_180
      expect(await sessions.touch(token)).toEqual({ userId: user.id, provider: 'google' })
      now = 1_300
      expect(await sessions.touch(token)).toBeUndefined()
      const other = await sessions.create(user.id)
      await sessions.remove(other)
      expect(await sessions.touch(other)).toBeUndefined()
    })
  },
  openWalletDb,
)
