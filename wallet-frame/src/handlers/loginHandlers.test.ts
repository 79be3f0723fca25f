import { describe, expect, it } from 'vitest'
import { failure } from '../testing/failure.js'
import { SMART_ADDRESS, SMART_CHAIN, smartAccountRoutes, stubService, USER } from '../testing/stubService.js'
import type { FrameState } from './handlerTypes.js'
import { loginHandlers } from './loginHandlers.js'

const newState = (): FrameState => ({ email: undefined, chainId: 31337, dapp: undefined })
const noWait = { intervalMs: 1, sleep: async () => {} }

describe('login handlers', () => {
  it('CONNECT_EMAIL posts the email and answers the action; CONNECT_OTP continues with it', async () => {
    const service = stubService({
      'POST /api/email/connect': { action: 'VERIFY_OTP' },
      'POST /api/email/otp': USER,
    })
    const state = newState()
    const handlers = loginHandlers(service.api, state)
    expect(await handlers.CONNECT_EMAIL({ email: 'a@example.com' })).toEqual({ action: 'VERIFY_OTP' })
    expect(await handlers.CONNECT_OTP({ otp: '123456' })).toEqual({})
    expect(service.calls.map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/email/connect', { email: 'a@example.com' }],
      ['POST /api/email/otp', { email: 'a@example.com', otp: '123456' }],
    ])
    expect(service.calls.every(({ init }) => init.credentials === 'include')).toBe(true)
  })

  it('CONNECT_OTP and CONNECT_DEVICE without an email first refuse, calling nothing', async () => {
    const service = stubService()
    const handlers = loginHandlers(service.api, newState())
    expect(await failure(handlers.CONNECT_OTP({ otp: '123456' }))).toEqual({
      message: 'Enter your email first',
    })
    expect(await failure(handlers.CONNECT_DEVICE({}))).toEqual({ message: 'Enter your email first' })
    expect(service.calls).toEqual([])
  })

  it('CONNECT_DEVICE polls await-device until VERIFY_OTP', async () => {
    let polls = 0
    const service = stubService({
      'POST /api/email/connect': { action: 'VERIFY_DEVICE' },
      'POST /api/email/await-device': () => [200, { action: ++polls < 3 ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }],
    })
    const handlers = loginHandlers(service.api, newState(), noWait)
    await handlers.CONNECT_EMAIL({ email: 'a@example.com' })
    expect(await handlers.CONNECT_DEVICE({})).toEqual({})
    expect(polls).toBe(3)
    expect(service.calls.at(-1)?.body).toEqual({ email: 'a@example.com' })
  })

  it("passes the service's refusals on as they are", async () => {
    const service = stubService({
      'POST /api/email/connect': () => [429, { message: 'Please try again after 12 seconds' }],
      'POST /api/email/otp': () => [400, { message: 'Invalid code' }],
      'GET /api/user': () => [401, { message: 'Not signed in' }],
    })
    const state = newState()
    const handlers = loginHandlers(service.api, state)
    expect(await failure(handlers.CONNECT_EMAIL({ email: 'a@example.com' }))).toEqual({
      message: 'Please try again after 12 seconds',
    })
    expect(await failure(handlers.CONNECT_OTP({ otp: '000000' }))).toEqual({ message: 'Invalid code' })
    expect(await failure(handlers.GET_USER({}))).toEqual({ message: 'Not signed in' })
  })

  it('GET_USER reads the preferred account on a smart-account chain', async () => {
    const state = newState()
    const handlers = loginHandlers(stubService(smartAccountRoutes()).api, state)
    const user = await handlers.GET_USER({ chainId: SMART_CHAIN })
    expect(user).toMatchObject({ address: SMART_ADDRESS, preferredAccountType: 'smartAccount' })
    expect(user.accounts.map(({ type }) => type)).toEqual(['smartAccount', 'eoa'])
    expect(await handlers.GET_USER({ chainId: 1 })).toMatchObject({ address: USER.address, chainId: 1 })
  })

  it('GET_USER, IS_CONNECTED and SIGN_OUT read and end the session', async () => {
    const service = stubService({
      'GET /api/user': USER,
      'GET /api/is-connected': { isConnected: true },
      'POST /api/sign-out': { ok: true },
    })
    const state = newState()
    const handlers = loginHandlers(service.api, state)
    // The user on the chain the modal is on (the frame signs there).
    expect(await handlers.GET_USER({ chainId: 1 })).toEqual({ ...USER, chainId: 1 })
    expect(state.chainId).toBe(1)
    expect(await handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    expect(await handlers.SIGN_OUT({})).toEqual({})
    expect(service.calls.map(({ route }) => route)).toEqual([
      'GET /api/user?chainId=1',
      'GET /api/is-connected',
      'POST /api/sign-out',
    ])
  })
})
