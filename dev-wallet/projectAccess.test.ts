import { describe, expect, it } from 'vitest'
import { authorizeCaller } from '../cloud/src/access/authorizeCaller.js'
import { loadProjects } from '../cloud/src/projects/projects.js'
import { DEV_WALLET_PROJECT } from './src/devWallet.js'

// The relay's own rule (`allowProjectOrigins`, as attachRelay calls it) over the committed projects.json.
const access = { projects: loadProjects(), modalOrigins: ['http://modal.localhost:5174'] }
const relay = (origin: string | undefined, key?: string) =>
  authorizeCaller(
    access,
    { projectId: DEV_WALLET_PROJECT, origin, hostOrigin: undefined, key },
    { allowProjectOrigins: true },
  )

describe('the airlock-dev-wallet project on the relay', () => {
  it('lets the dev wallet page in by its browser origin, on any port, without a key', () => {
    expect(relay('http://devwallet.localhost:5176')).toBeUndefined()
    expect(relay('http://devwallet.localhost:17176')).toBeUndefined()
  })

  it('refuses other pages, and callers without an origin (it has no secret key to present)', () => {
    expect(relay('http://app.localhost:5173')).toEqual({
      status: 403,
      message: 'Unauthorized: origin not allowed',
    })
    expect(relay('http://evil.devwallet.localhost:5176')).toMatchObject({ status: 403 })
    expect(relay(undefined)).toEqual({ status: 401, message: 'Unauthorized: invalid key' })
    expect(relay(undefined, 'anything')).toMatchObject({ status: 401 })
  })

  it('is not usable from the HTTP API routes that only the modal calls', () => {
    expect(
      authorizeCaller(access, {
        projectId: DEV_WALLET_PROJECT,
        origin: 'http://devwallet.localhost:5176',
        hostOrigin: undefined,
        key: undefined,
      }),
    ).toMatchObject({ status: 403 })
  })
})
