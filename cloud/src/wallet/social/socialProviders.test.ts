import { beforeEach, describe, expect, it } from 'vitest'
import { runPopup, useProviderServices } from './providerTestFlow.js'
import { claim } from './socialTestFlow.js'

const services = useProviderServices()

let accounts = 0
/** A fresh account at every provider, so each test's users are its own. */
beforeEach(() => {
  const id = String(2000 + ++accounts + process.pid * 100)
  services.standIn.account = { id, login: `user${id}`, name: 'Alice Liddell' }
})
const emailOf = (name: string) => `${name}.${services.standIn.account.id}@example.com`

/** Signs in with `provider` from a fresh frame; the frame's claim. */
async function signIn(provider: string) {
  const frame = services.kit.browser()
  const run = await runPopup(services.kit, services.standIn, frame, provider)
  return { run, claimed: await claim(frame, run.started) }
}

describe('each provider by its own protocol', () => {
  it('Google (OpenID Connect): the ID token’s sub, its email only when email_verified', async () => {
    const email = emailOf('google')
    services.standIn.account = { ...services.standIn.account, email, emailVerified: true }
    const { run, claimed } = await signIn('google')
    expect(run.finished).toEqual({
      status: 200,
      body: { title: 'Signed in', message: 'Signed in — you can close this window.' },
    })
    expect(claimed).toMatchObject({
      status: 200,
      session: true,
      body: { email, socialProvider: 'google', username: 'Alice Liddell' },
    })
    services.standIn.account = {
      ...services.standIn.account,
      id: `${services.standIn.account.id}9`,
      emailVerified: false,
    }
    const unverified = await signIn('google')
    expect(unverified.claimed.status).toBe(200)
    expect(unverified.claimed.body.email).toBeUndefined()
    expect(unverified.claimed.body.address).not.toBe(claimed.body.address)
  })

  it('Apple: form_post to the callback, an ES256 client-secret JWT, the name from the first sign-in only', async () => {
    const email = emailOf('apple')
    services.standIn.account = { ...services.standIn.account, email, emailVerified: true }
    const { run, claimed } = await signIn('apple')
    // The authorize request asked for form_post; the answer came as a POST with the name in `user`.
    expect(run.page.status).toBe(200)
    expect(run.finished?.status).toBe(200)
    expect(services.standIn.clientAuths.at(-1)).toBe('apple-jwt client-apple')
    expect(claimed).toMatchObject({
      status: 200,
      session: true,
      body: { email, socialProvider: 'apple', username: 'Alice Liddell' },
    })
    // The second sign-in has no `user` field: the same account, the name kept.
    const again = await signIn('apple')
    expect(again.claimed.body).toMatchObject({
      email,
      username: 'Alice Liddell',
      address: claimed.body.address,
    })
  })

  it('GitHub: the numeric id of /user, the email only if /user/emails says primary and verified', async () => {
    const email = emailOf('github')
    services.standIn.account = {
      ...services.standIn.account,
      githubEmails: [
        { email: emailOf('github-unverified'), primary: false, verified: false, visibility: null },
        { email, primary: true, verified: true, visibility: 'private' },
      ],
    }
    const { claimed } = await signIn('github')
    expect(claimed).toMatchObject({
      status: 200,
      body: { email, socialProvider: 'github', username: services.standIn.account.login },
    })
    // A verified secondary address is not the user's email; an unverified primary is none.
    services.standIn.account = {
      ...services.standIn.account,
      id: `${services.standIn.account.id}9`,
      githubEmails: [
        { email: emailOf('github-primary'), primary: true, verified: false, visibility: 'public' },
        { email: emailOf('github-secondary'), primary: false, verified: true, visibility: null },
      ],
    }
    const unverified = await signIn('github')
    expect(unverified.claimed.status).toBe(200)
    expect(unverified.claimed.body.email).toBeUndefined()
  })

  it('Discord: /users/@me, its email only when the account is verified', async () => {
    const email = emailOf('discord')
    services.standIn.account = { ...services.standIn.account, email, emailVerified: true }
    const { claimed } = await signIn('discord')
    expect(claimed.body).toMatchObject({
      email,
      socialProvider: 'discord',
      username: services.standIn.account.login,
    })
    services.standIn.account = {
      ...services.standIn.account,
      id: `${services.standIn.account.id}9`,
      emailVerified: false,
    }
    const unverified = await signIn('discord')
    expect(unverified.claimed.status).toBe(200)
    expect(unverified.claimed.body.email).toBeUndefined()
  })

  it('X: PKCE with HTTP Basic client authentication, /2/users/me, never an email', async () => {
    services.standIn.account = { ...services.standIn.account, email: emailOf('x'), emailVerified: true }
    const { claimed } = await signIn('x')
    expect(services.standIn.clientAuths.at(-1)).toBe('basic client-x')
    expect(claimed).toMatchObject({
      status: 200,
      body: { socialProvider: 'x', username: services.standIn.account.login },
    })
    expect(claimed.body.email).toBeUndefined()
  })

  it('Facebook: Graph me?fields=id,name,email, whose unflagged email links no one', async () => {
    const email = emailOf('facebook')
    services.standIn.account = { ...services.standIn.account, email, emailVerified: true }
    const { claimed } = await signIn('facebook')
    expect(claimed.body).toMatchObject({ socialProvider: 'facebook', username: 'Alice Liddell' })
    expect(claimed.body.email).toBeUndefined()
  })
})
