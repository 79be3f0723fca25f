import { describe, expect, it } from 'vitest'
import { startWalletKit } from '../walletTestKit.js'
import { postedIn, postForm, runPopup, toProvider, useProviderServices } from './providerTestFlow.js'
import { claim, finish, openCallback, start } from './socialTestFlow.js'

const services = useProviderServices()

const expired = 'This sign-in link has expired. Please try again.'

/** A sign-in with `provider` that must fail with `message`: the page says it, the claim too, and no session starts. */
async function expectFailure(provider: string, message: string) {
  const frame = services.kit.browser()
  const run = await runPopup(services.kit, services.standIn, frame, provider)
  const shown = run.finished?.body.message ?? run.page.html
  expect(shown).toContain(message)
  expect(await claim(frame, run.started)).toEqual({ status: 400, body: { message }, session: false })
}

describe('a provider that refuses or answers badly', () => {
  it('says the sign-in was cancelled when consent is denied (GET, and Apple’s form_post)', async () => {
    const cancelled = 'Social login failed: the sign-in was cancelled'
    services.standIn.deny = 'access_denied'
    await expectFailure('github', cancelled)
    services.standIn.deny = 'user_cancelled_authorize'
    await expectFailure('apple', cancelled)
    services.standIn.deny = undefined
  })

  it('names the token endpoint’s refusal, 4xx or 5xx, and a malformed answer', async () => {
    services.standIn.tokenFault = { status: 400, body: '{"error":"invalid_grant"}' }
    await expectFailure('google', 'Social login failed: the provider refused the code (400)')
    services.standIn.tokenFault = {
      status: 503,
      body: '<h1>Service Unavailable</h1>',
      contentType: 'text/html',
    }
    await expectFailure('discord', 'Social login failed: the provider refused the code (503)')
    services.standIn.tokenFault = { status: 200, body: '{"access_token":', contentType: 'application/json' }
    await expectFailure('x', 'Social login failed: the provider sent a malformed answer')
    // GitHub answers a bad code with 200 and an error object.
    services.standIn.tokenFault = { status: 200, body: '{"error":"bad_verification_code"}' }
    await expectFailure(
      'github',
      'Social login failed: the provider refused the code (bad_verification_code)',
    )
  })

  it('says the provider did not answer when its token endpoint is unreachable', async () => {
    const social = services.standIn.social()
    const kit = await startWalletKit({
      social: { discord: { ...social.discord, tokenUrl: 'http://127.0.0.1:9/token' } } as typeof social,
    })
    try {
      const frame = kit.browser()
      const run = await runPopup(kit, services.standIn, frame, 'discord')
      const message = 'Social login failed: the provider did not answer'
      expect(run.finished?.body.message).toBe(message)
      expect(await claim(frame, run.started)).toEqual({ status: 400, body: { message }, session: false })
    } finally {
      await kit.close()
    }
  })

  it('names a refused or malformed profile', async () => {
    services.standIn.apiFault = { status: 500, body: '{"message":"Server Error"}' }
    await expectFailure('github', 'Social login failed: the provider refused the profile (500)')
    services.standIn.apiFault = { status: 200, body: '{"id":' }
    await expectFailure('discord', 'Social login failed: the provider sent a malformed profile')
    services.standIn.apiFault = { status: 200, body: '{"data":{"username":"no-id"}}' }
    await expectFailure('x', 'Social login failed: the provider sent a malformed profile')
    services.standIn.apiFault = { status: 200, body: '[]' }
    await expectFailure('facebook', 'Social login failed: the provider sent a malformed profile')
  })

  it('refuses an ID token signed by another key, or of another sign-in', async () => {
    services.standIn.idTokenTamper = 'signature'
    await expectFailure('google', 'Social login failed: the ID token is not valid')
    services.standIn.idTokenTamper = 'nonce'
    await expectFailure('apple', 'Social login failed: the ID token is not for this sign-in')
  })
})

describe('a callback that is not the provider’s answer changes nothing', () => {
  it('refuses a wrong state (GET), and the sign-in still finishes with the right one', async () => {
    const frame = services.kit.browser()
    const started = await start(frame, 'discord')
    const popup = services.kit.browser()
    const { callback = '' } = await toProvider(services.standIn, popup, started)
    const forged = new URL(callback)
    forged.searchParams.set('state', 'A'.repeat(43))
    const page = await openCallback(popup, forged.href)
    expect(page.status).toBe(400)
    expect(page.html).toContain(expired)
    expect((await openCallback(popup, callback)).status).toBe(200)
    expect((await finish(popup, callback, started.proof)).status).toBe(200)
    expect((await claim(frame, started)).status).toBe(200)
  })

  it('takes a form_post only from the provider’s origin, with a live state, for a provider that answers so', async () => {
    const frame = services.kit.browser()
    const started = await start(frame, 'apple')
    const popup = services.kit.browser()
    const { form } = await toProvider(services.standIn, popup, started)
    if (!form) throw new Error('Apple answers with a form')
    // Another site's page posting the very fields: refused, nothing moved.
    for (const origin of ['http://evil.localhost:5173', 'null', '']) {
      const refused = await postForm(services.kit, form.fields, origin)
      expect(refused.status).toBe(400)
      expect(refused.html).toContain(expired)
    }
    const wrongState = new URLSearchParams(form.fields)
    wrongState.set('state', 'A'.repeat(43))
    expect((await postForm(services.kit, wrongState, services.standIn.url)).status).toBe(400)
    // A provider that answers by redirect (Google) gets no form_post, even from its own origin.
    const google = await start(frame, 'google')
    const { callback = '' } = await toProvider(services.standIn, services.kit.browser(), google)
    const googleAnswer = new URLSearchParams(new URL(callback).search)
    expect((await postForm(services.kit, googleAnswer, services.standIn.url)).status).toBe(400)
    // The real answer still goes through, once.
    const page = await postForm(services.kit, form.fields, services.standIn.url)
    expect(page.status).toBe(200)
    expect((await postForm(services.kit, form.fields, services.standIn.url)).status).toBe(400)
    const posted = postedIn(page.html)
    expect(posted).toMatchObject({ state: form.fields.get('state'), code: form.fields.get('code') })
    const finished = await popup.post('/api/social/finish', { ...posted, proof: started.proof })
    expect(finished.status).toBe(200)
    expect((await claim(frame, started)).status).toBe(200)
  })

  it('refuses a callback POST that is not a form, or too large, and the sign-in still finishes', async () => {
    const frame = services.kit.browser()
    const started = await start(frame, 'apple')
    const { form } = await toProvider(services.standIn, services.kit.browser(), started)
    if (!form) throw new Error('Apple answers with a form')
    const asJson = await fetch(`${services.kit.server.url}/social/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: services.standIn.url },
      body: JSON.stringify(Object.fromEntries(form.fields)),
    })
    expect(asJson.status).toBe(400)
    const large = new URLSearchParams(form.fields)
    large.set('user', 'x'.repeat(100_000))
    const tooLarge = await postForm(services.kit, large, services.standIn.url)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.html).toContain('Request body too large')
    expect((await postForm(services.kit, form.fields, services.standIn.url)).status).toBe(200)
  })

  it('keeps a form_post answer’s fields from closing the page’s script', async () => {
    const frame = services.kit.browser()
    const started = await start(frame, 'apple')
    const { form } = await toProvider(services.standIn, services.kit.browser(), started)
    if (!form) throw new Error('Apple answers with a form')
    form.fields.set('user', '</script><script>alert(1)</script>')
    const page = await postForm(services.kit, form.fields, services.standIn.url)
    expect(page.status).toBe(200)
    expect(page.html.match(/<\/script>/g)).toHaveLength(1)
    expect(postedIn(page.html)?.user).toBe('</script><script>alert(1)</script>')
  })
})
