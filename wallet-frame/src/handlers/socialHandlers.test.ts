import { describe, expect, it } from 'vitest'
import { failure } from '../testing/failure.js'
import { stubService, USER } from '../testing/stubService.js'
import { type PendingLogins, socialHandlers, socialProofOf } from './socialHandlers.js'

const URI = 'http://wallet.localhost/social/go?intent=i1'

describe('social login', () => {
  it('keeps the claim secret to itself and claims the login the popup finished', async () => {
    const service = stubService({
      'POST /api/social/start': { uri: URI, intent: 'i1', claim: 'secret', proof: 'proof' },
      'POST /api/social/claim': { ...USER, email: 'alice@airlock.dev', socialProvider: 'google' },
    })
    const pending: PendingLogins = {}
    const handlers = socialHandlers(service.api, pending)
    expect(await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' })).toEqual({ uri: URI })
    // The popup's callback page may have the proof of this login, and of no other.
    expect(socialProofOf(pending, 'i1')).toBe('proof')
    expect(socialProofOf(pending, 'i2')).toBeUndefined()
    expect(await handlers.CONNECT_SOCIAL({ uri: URI })).toMatchObject({ socialProvider: 'google' })
    expect(service.calls.map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/social/start', { provider: 'google' }],
      ['POST /api/social/claim', { intent: 'i1', claim: 'secret' }],
    ])
    // Claimed once: the same uri again has nothing to claim with, and the proof is gone.
    expect(await failure(handlers.CONNECT_SOCIAL({ uri: URI }))).toEqual({
      message: 'Start the sign-in again',
    })
    expect(socialProofOf(pending, 'i1')).toBeUndefined()
  })

  it('answers pending while the visitor is still in the popup, and claims on a later turn', async () => {
    let done = false
    const service = stubService({
      'POST /api/social/start': { uri: URI, intent: 'i1', claim: 'secret' },
      'POST /api/social/claim': () => [200, done ? USER : { status: 'pending' }],
    })
    const handlers = socialHandlers(service.api)
    await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    expect(await failure(handlers.CONNECT_SOCIAL({ uri: URI }))).toEqual({
      message: 'The sign-in is not finished yet',
    })
    done = true
    expect(await handlers.CONNECT_SOCIAL({ uri: URI })).toEqual(USER)
  })

  it('refuses a uri naming another intent, calling nothing', async () => {
    const service = stubService({ 'POST /api/social/start': { uri: URI, intent: 'i1', claim: 'secret' } })
    const handlers = socialHandlers(service.api)
    await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'x' })
    const other = 'http://wallet.localhost/social/go?intent=someone-else'
    expect(await failure(handlers.CONNECT_SOCIAL({ uri: other }))).toEqual({
      message: 'Start the sign-in again',
    })
    expect(service.calls).toHaveLength(1)
  })

  it("passes the service's refusal on", async () => {
    const service = stubService({
      'POST /api/social/start': () => [400, { message: 'Social provider not configured' }],
    })
    expect(await failure(socialHandlers(service.api).GET_SOCIAL_REDIRECT_URI({ provider: 'apple' }))).toEqual(
      {
        message: 'Social provider not configured',
      },
    )
  })
})

describe('Farcaster login', () => {
  it('gives the QR url and answers the username once the Farcaster app signed in', async () => {
    const service = stubService({
      'POST /api/farcaster/start': {
        url: 'https://farcaster.xyz/~/siwf?channelToken=c1',
        channelToken: 'c1',
        claim: 's',
      },
      'POST /api/farcaster/claim': { ...USER, email: undefined, username: 'alice' },
    })
    const handlers = socialHandlers(service.api)
    expect(await handlers.GET_FARCASTER_URI({})).toEqual({
      url: 'https://farcaster.xyz/~/siwf?channelToken=c1',
    })
    expect(await handlers.CONNECT_FARCASTER({})).toEqual({ userName: 'alice' })
    expect(service.calls[1]?.body).toEqual({ channelToken: 'c1', claim: 's' })
  })

  it('refuses to connect before a QR was asked for', async () => {
    expect(await failure(socialHandlers(stubService().api).CONNECT_FARCASTER({}))).toEqual({
      message: 'Start the sign-in again',
    })
  })
})

describe('a social login that leaves the page (Telegram: no popup)', () => {
  it('starts for the page, and claims with the handoff the page brought back, through the cookie', async () => {
    const service = stubService({
      'POST /api/social/start': { uri: URI, intent: 'i1' },
      'POST /api/social/returned': { ...USER, socialProvider: 'google' },
    })
    const page = 'https://app.example/swap'
    await socialHandlers(service.api).GET_SOCIAL_REDIRECT_URI({ provider: 'google', returnUrl: page })
    // The page came back: a new frame (nothing in memory); the service holds the claim in its cookie.
    const back = socialHandlers(service.api)
    expect(await back.CONNECT_SOCIAL_RETURN({ handoff: 'h1' })).toMatchObject({ socialProvider: 'google' })
    expect(service.calls.map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/social/start', { provider: 'google', returnUrl: page }],
      ['POST /api/social/returned', { handoff: 'h1' }],
    ])
  })

  it("says the service's text when the sign-in came back without finishing", async () => {
    const service = stubService({
      'POST /api/social/returned': () => [400, { message: 'Social login failed: the sign-in was cancelled' }],
    })
    expect(
      await failure(socialHandlers(service.api).CONNECT_SOCIAL_RETURN({ handoff: 'failed' })),
    ).toMatchObject({
      message: 'Social login failed: the sign-in was cancelled',
    })
  })
})
