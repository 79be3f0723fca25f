import { randomBytes } from 'node:crypto'
import { freePort } from '@airlock/node-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletServer } from './createWalletServer.js'
import {
  codeIn,
  linkIn,
  newEmail,
  signIn,
  startWalletKit,
  WALLET_ORIGIN,
  type WalletKit,
} from './walletTestKit.js'

let kit: WalletKit
beforeAll(async () => {
  kit = await startWalletKit()
})
afterAll(async () => {
  await kit.close()
})

describe('email login', () => {
  it('verifies a new device by link, then signs in with the emailed code', async () => {
    const browser = kit.browser()
    const email = newEmail()
    const connect = await browser.post('/api/email/connect', { email: `  ${email.toUpperCase()} ` })
    expect(connect.status).toBe(200)
    expect(await connect.json()).toEqual({ action: 'VERIFY_DEVICE' })
    expect(browser.cookies.has('airlock_wallet_pending')).toBe(true)
    const cookieLine = connect.headers.getSetCookie()[0] ?? ''
    expect(cookieLine).toMatch(/; HttpOnly; Secure; SameSite=None; Partitioned$/)
    expect(cookieLine).toContain('Path=/')

    const deviceMail = await kit.nextMail(email)
    expect(deviceMail.subject).toBe('Approve this device to sign in to Airlock')
    // Links are built from publicUrl (the wallet origin by default), never from Host.
    expect(deviceMail.text).toContain('http://wallet.localhost:5175/api/email/verify-device?token=')
    expect(await (await browser.post('/api/email/await-device', { email })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })

    // Opened from the email: a top-level navigation, no Origin, no cookies of the frame.
    const link = linkIn(deviceMail, kit.server.url)
    const approved = await fetch(link)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved, return to the app.')
    expect(approved.headers.getSetCookie()).toEqual([])
    const again = await fetch(link)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('already used or has expired')

    const awaited = await browser.post('/api/email/await-device', { email })
    expect(await awaited.json()).toEqual({ action: 'VERIFY_OTP' })
    expect(browser.cookies.has('airlock_wallet_device')).toBe(true)
    expect(browser.cookies.has('airlock_wallet_pending')).toBe(false)

    const codeMail = await kit.nextMail(email)
    expect(codeMail.subject).toMatch(/^Your Airlock code: \d{6}$/)
    const otp = codeIn(codeMail)
    const wrong = await browser.post('/api/email/otp', { email, otp: otp === '000000' ? '000001' : '000000' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: 'Invalid code' })

    const signedIn = await browser.post('/api/email/otp', { email, otp })
    expect(signedIn.status).toBe(200)
    const user = (await signedIn.json()) as { address: string }
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    })
    expect(browser.cookies.has('airlock_wallet_session')).toBe(true)

    // The frame's own GET: same origin, so the browser sends Sec-Fetch-Site instead of Origin.
    const sameOrigin = { origin: '', 'sec-fetch-site': 'same-origin' }
    const me = await browser.request('/api/user', { headers: sameOrigin })
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual(user)
    expect(await (await browser.get('/api/is-connected')).json()).toEqual({ isConnected: true })
  })

  it('refuses a second email within 30 s, saying how many seconds are left', async () => {
    const browser = kit.browser()
    const email = newEmail()
    expect((await browser.post('/api/email/connect', { email })).status).toBe(200)
    const refused = await browser.post('/api/email/connect', { email })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: 'Please try again after 30 seconds' })
    expect(refused.headers.get('retry-after')).toBe('30')
    kit.advance(12_500)
    expect(await (await browser.post('/api/email/connect', { email })).json()).toEqual({
      message: 'Please try again after 18 seconds',
    })
    kit.advance(17_000)
    expect(await (await browser.post('/api/email/connect', { email })).json()).toEqual({
      message: 'Please try again after 1 seconds',
    })
    kit.advance(500)
    expect((await browser.post('/api/email/connect', { email })).status).toBe(200)
  })

  it('limits how many emails one client address starts, whatever the addresses', async () => {
    const limited = await startWalletKit({
      sink: kit.sink,
      limits: { emailBurstPerClient: 2, emailsPerMinutePerClient: 1 },
    })
    try {
      const browser = limited.browser()
      expect((await browser.post('/api/email/connect', { email: newEmail() })).status).toBe(200)
      expect((await browser.post('/api/email/connect', { email: newEmail() })).status).toBe(200)
      const third = await browser.post('/api/email/connect', { email: newEmail() })
      expect(third.status).toBe(429)
      expect(await third.json()).toEqual({ message: 'Please try again after 60 seconds' })
    } finally {
      await limited.close()
    }
  })

  it('says so when the email cannot be sent, and does not count it against the cooldown', async () => {
    const noMail = await createWalletServer({
      port: 0,
      walletOrigin: WALLET_ORIGIN,
      databaseUrl: ':memory:',
      masterKey: randomBytes(32),
      smtp: { host: '127.0.0.1', port: await freePort(), from: 'no-reply@airlock.localhost' },
      rpcUrl: 'http://127.0.0.1:9',
      chainId: 31337,
    })
    try {
      const connect = () =>
        fetch(`${noMail.url}/api/email/connect`, {
          method: 'POST',
          headers: { origin: WALLET_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.com' }),
        })
      for (let i = 0; i < 2; i++) {
        const response = await connect()
        expect(response.status).toBe(502)
        expect(await response.json()).toEqual({ message: 'The email could not be sent, please try again' })
      }
    } finally {
      await noMail.close()
    }
  })

  it('sends a known device a code directly', async () => {
    const browser = kit.browser()
    const email = newEmail()
    const first = await signIn(kit, browser, email)
    kit.advance(30_000)
    expect(await (await browser.post('/api/email/connect', { email })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    const otp = codeIn(await kit.nextMail(email))
    const again = await browser.post('/api/email/otp', { email, otp })
    expect(((await again.json()) as { address: string }).address).toBe(first.address)
  })

  it('answers a malformed email with 400 Invalid email', async () => {
    const browser = kit.browser()
    for (const email of ['not-an-email', 'a@localhost', '', 'a b@example.com']) {
      const response = await browser.post('/api/email/connect', { email })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'Invalid email' })
    }
    const extra = await browser.post('/api/email/connect', { email: newEmail(), admin: true })
    expect(extra.status).toBe(400)
  })

  it('voids a code after 10 minutes', async () => {
    const browser = kit.browser()
    const email = newEmail()
    await signIn(kit, browser, email)
    kit.advance(30_000)
    await browser.post('/api/email/connect', { email })
    const otp = codeIn(await kit.nextMail(email))
    kit.advance(10 * 60_000)
    const late = await browser.post('/api/email/otp', { email, otp })
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ message: 'The code has expired, please request a new one' })
  })

  it('voids a code after 5 wrong attempts', async () => {
    const browser = kit.browser()
    const email = newEmail()
    await signIn(kit, browser, email)
    kit.advance(30_000)
    await browser.post('/api/email/connect', { email })
    const otp = codeIn(await kit.nextMail(email))
    const wrongCode = String((Number(otp) + 1) % 1_000_000).padStart(6, '0')
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const response = await browser.post('/api/email/otp', { email, otp: wrongCode })
      answers.push(((await response.json()) as { message: string }).message)
    }
    expect(answers).toEqual([
      ...Array(4).fill('Invalid code'),
      'Too many wrong attempts, please request a new code',
    ])
    const right = await browser.post('/api/email/otp', { email, otp })
    expect(right.status).toBe(400)
    expect(await right.json()).toEqual({ message: 'No code is pending, please request a new one' })
  })

  it('binds the device approval to the browser that asked for it', async () => {
    const asking = kit.browser()
    const other = kit.browser()
    const email = newEmail()
    await asking.post('/api/email/connect', { email })
    await fetch(linkIn(await kit.nextMail(email), kit.server.url))
    const stranger = await other.post('/api/email/await-device', { email })
    expect(stranger.status).toBe(400)
    expect(await stranger.json()).toEqual({ message: 'The device approval has expired, please start again' })
    // A code is worth nothing on a browser that is not a known device for the email.
    const code = await other.post('/api/email/otp', { email, otp: '123456' })
    expect(code.status).toBe(403)
    expect(await (await asking.post('/api/email/await-device', { email })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('refuses a forged or unknown device link', async () => {
    for (const token of ['', 'x', 'A'.repeat(43)]) {
      const response = await fetch(`${kit.server.url}/api/email/verify-device?token=${token}`)
      expect(response.status).toBe(400)
    }
  })
})

describe('sessions', () => {
  it('sign-out ends the session on the server, not only in the cookie', async () => {
    const browser = kit.browser()
    await signIn(kit, browser, newEmail())
    const copied = browser.cookies.get('airlock_wallet_session') as string
    const out = await browser.post('/api/sign-out', {})
    expect(out.status).toBe(200)
    expect(browser.cookies.has('airlock_wallet_session')).toBe(false)
    expect(out.headers.getSetCookie()[0]).toMatch(/^airlock_wallet_session=; Max-Age=0; .*Partitioned$/)
    const replay = await browser.get('/api/user', { cookie: `airlock_wallet_session=${copied}` })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ message: 'Not signed in' })
    expect(await (await browser.get('/api/is-connected')).json()).toEqual({ isConnected: false })
  })

  it('ends a session after 7 days unused, and slides it while used', async () => {
    const used = kit.browser()
    const idle = kit.browser()
    await signIn(kit, used, newEmail())
    await signIn(kit, idle, newEmail())
    kit.advance(6 * 24 * 3_600_000)
    expect((await used.get('/api/user')).status).toBe(200)
    kit.advance(2 * 24 * 3_600_000)
    expect((await used.get('/api/user')).status).toBe(200)
    expect((await idle.get('/api/user')).status).toBe(401)
  })
})
