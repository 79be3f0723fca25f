import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeIn, newEmail, signIn, startWalletKit, type WalletKit } from './walletTestKit.js'

let kit: WalletKit
beforeAll(async () => {
  kit = await startWalletKit()
})
afterAll(async () => {
  await kit.close()
})

describe('email change', () => {
  it('confirms the current address, then the new one, then stores the new email', async () => {
    const browser = kit.browser()
    const oldEmail = newEmail('old')
    const nextEmail = newEmail('new')
    const user = await signIn(kit, browser, oldEmail)

    const start = await browser.post('/api/email/update', { newEmail: nextEmail })
    expect(await start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primaryCode = codeIn(await kit.nextMail(oldEmail))
    // The second step cannot be skipped.
    const early = await browser.post('/api/email/update/secondary', { otp: primaryCode })
    expect(await early.json()).toEqual({ message: 'No email change is pending' })

    const primary = await browser.post('/api/email/update/primary', { otp: primaryCode })
    expect(await primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondaryCode = codeIn(await kit.nextMail(nextEmail))
    const wrong = await browser.post('/api/email/update/secondary', {
      otp: secondaryCode === '111111' ? '222222' : '111111',
    })
    expect(await wrong.json()).toEqual({ message: 'Invalid code' })
    const done = await browser.post('/api/email/update/secondary', { otp: secondaryCode })
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ email: nextEmail, address: user.address })
    expect(await (await browser.get('/api/user')).json()).toMatchObject({ email: nextEmail })

    // The browser stays a known device under the new address.
    kit.advance(30_000)
    await browser.post('/api/sign-out', {})
    expect(await (await browser.post('/api/email/connect', { email: nextEmail })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    const again = await browser.post('/api/email/otp', {
      email: nextEmail,
      otp: codeIn(await kit.nextMail(nextEmail)),
    })
    expect(await again.json()).toMatchObject({ address: user.address })
  })

  it('needs a session, a valid new address, and one nobody else uses', async () => {
    const anonymous = kit.browser()
    expect((await anonymous.post('/api/email/update', { newEmail: newEmail() })).status).toBe(401)

    const taken = newEmail('taken')
    await signIn(kit, kit.browser(), taken)
    const browser = kit.browser()
    const mine = newEmail('mine')
    await signIn(kit, browser, mine)
    const invalid = await browser.post('/api/email/update', { newEmail: 'nope' })
    expect(await invalid.json()).toEqual({ message: 'Invalid email' })
    const same = await browser.post('/api/email/update', { newEmail: mine.toUpperCase() })
    expect(await same.json()).toEqual({ message: 'This is already your email' })
    const used = await browser.post('/api/email/update', { newEmail: taken })
    expect(used.status).toBe(409)
    expect(await used.json()).toEqual({ message: 'This email is already in use' })
  })

  it('refuses the change when the new address was taken meanwhile', async () => {
    const browser = kit.browser()
    const mine = newEmail('racer')
    const wanted = newEmail('wanted')
    await signIn(kit, browser, mine)
    await browser.post('/api/email/update', { newEmail: wanted })
    await browser.post('/api/email/update/primary', { otp: codeIn(await kit.nextMail(mine)) })
    const secondaryCode = codeIn(await kit.nextMail(wanted))
    await signIn(kit, kit.browser(), wanted)
    const done = await browser.post('/api/email/update/secondary', { otp: secondaryCode })
    expect(done.status).toBe(409)
    expect(await (await browser.get('/api/user')).json()).toMatchObject({ email: mine })
  })

  it('throttles the email change like the login', async () => {
    const browser = kit.browser()
    await signIn(kit, browser, newEmail())
    await browser.post('/api/email/update', { newEmail: newEmail() })
    const again = await browser.post('/api/email/update', { newEmail: newEmail() })
    expect(again.status).toBe(429)
    expect(await again.json()).toEqual({ message: 'Please try again after 30 seconds' })
  })
})
