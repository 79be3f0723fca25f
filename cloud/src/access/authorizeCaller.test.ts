import { describe, expect, it } from 'vitest'
import { loadProjects } from '../projects/projects.js'
import { authorizeCaller, bearerKey } from './authorizeCaller.js'

const policy = { projects: loadProjects(), modalOrigins: ['http://modal.localhost:5174'] }
const modal = 'http://modal.localhost:5174'
const invalidKey = { status: 401, message: 'Unauthorized: invalid key' }
const notAllowed = { status: 403, message: 'Unauthorized: origin not allowed' }
const caller = (over: Partial<Parameters<typeof authorizeCaller>[1]>) => ({
  projectId: 'airlock-demo',
  origin: undefined,
  hostOrigin: undefined,
  key: undefined,
  ...over,
})

describe('authorizeCaller', () => {
  it('lets the modal in when the page embedding it is on the allowlist', () => {
    expect(authorizeCaller(policy, caller({ origin: modal, hostOrigin: 'http://app.localhost:5173' }))).toBe(
      undefined,
    )
  })

  it('refuses the modal speaking for a page off the allowlist, or for no page', () => {
    expect(authorizeCaller(policy, caller({ origin: modal, hostOrigin: 'http://evil.localhost' }))).toEqual(
      notAllowed,
    )
    expect(authorizeCaller(policy, caller({ origin: modal }))).toEqual(notAllowed)
  })

  it('refuses any other page, whatever embedding origin it claims', () => {
    const evil = caller({ origin: 'http://evil.localhost', hostOrigin: 'http://app.localhost:5173' })
    expect(authorizeCaller(policy, evil)).toEqual(notAllowed)
    expect(authorizeCaller(policy, caller({ origin: 'null' }))).toEqual(notAllowed)
    // Even the host page itself: only the modal calls these routes.
    expect(authorizeCaller(policy, caller({ origin: 'http://app.localhost:5173' }))).toEqual(notAllowed)
  })

  it("lets the project's own pages in where the route allows it", () => {
    const page = caller({ origin: 'http://app.localhost:5173' })
    expect(authorizeCaller(policy, page, { allowProjectOrigins: true })).toBeUndefined()
    const evil = caller({ origin: 'http://evil.localhost' })
    expect(authorizeCaller(policy, evil, { allowProjectOrigins: true })).toEqual(notAllowed)
  })

  it('asks callers without an Origin for the secret key', () => {
    expect(authorizeCaller(policy, caller({}))).toEqual(invalidKey)
    expect(authorizeCaller(policy, caller({ key: 'wrong-key-wrong-key' }))).toEqual(invalidKey)
    expect(authorizeCaller(policy, caller({ key: 'dev-only-airlock-demo-secret' }))).toBeUndefined()
  })

  it('refuses unknown projects before anything else', () => {
    expect(
      authorizeCaller(policy, caller({ projectId: 'nope', key: 'dev-only-airlock-demo-secret' })),
    ).toEqual(invalidKey)
    expect(authorizeCaller(policy, caller({ projectId: undefined, origin: modal }))).toEqual(invalidKey)
  })

  it('reads bearer keys and nothing else', () => {
    expect(bearerKey('Bearer abc')).toBe('abc')
    expect(bearerKey('Basic abc')).toBeUndefined()
    expect(bearerKey('Bearer ')).toBeUndefined()
    expect(bearerKey(undefined)).toBeUndefined()
  })
})
