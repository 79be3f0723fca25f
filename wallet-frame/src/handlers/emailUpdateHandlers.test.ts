import { describe, expect, it } from 'vitest'
import { stubService, USER } from '../testing/stubService.js'
import { emailUpdateHandlers } from './emailUpdateHandlers.js'

const routes = {
  'POST /api/email/update': { action: 'VERIFY_PRIMARY_OTP' },
  'POST /api/email/update/primary': { action: 'VERIFY_SECONDARY_OTP' },
  'POST /api/email/update/secondary': { ...USER, email: 'new@example.com' },
}

describe('email update handlers', () => {
  it('walks the two codes and resolves AWAIT_UPDATE_EMAIL once the new email is stored', async () => {
    const service = stubService(routes)
    const handlers = emailUpdateHandlers(service.api)
    expect(await handlers.UPDATE_EMAIL({ email: 'new@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    let awaited: unknown
    const waiting = Promise.resolve(handlers.AWAIT_UPDATE_EMAIL({})).then((value) => {
      awaited = value
    })
    expect(await handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: '111111' })).toEqual({})
    await Promise.resolve()
    expect(awaited).toBeUndefined()
    expect(await handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '222222' })).toEqual({
      newEmail: 'new@example.com',
    })
    await waiting
    expect(awaited).toEqual({ email: 'new@example.com' })
    expect(service.calls.map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/email/update', { newEmail: 'new@example.com' }],
      ['POST /api/email/update/primary', { otp: '111111' }],
      ['POST /api/email/update/secondary', { otp: '222222' }],
    ])
  })

  it('answers AWAIT_UPDATE_EMAIL at once when the change already finished, once', async () => {
    const handlers = emailUpdateHandlers(stubService(routes).api)
    await handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '222222' })
    expect(await handlers.AWAIT_UPDATE_EMAIL({})).toEqual({ email: 'new@example.com' })
    let settled = false
    void Promise.resolve(handlers.AWAIT_UPDATE_EMAIL({})).then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(settled).toBe(false)
  })

  it("fails with the service's text (a wrong code, an address in use)", async () => {
    const service = stubService({
      'POST /api/email/update': () => [409, { message: 'This email is already in use' }],
      'POST /api/email/update/primary': () => [400, { message: 'Invalid code' }],
    })
    const handlers = emailUpdateHandlers(service.api)
    await expect(handlers.UPDATE_EMAIL({ email: 'b@example.com' })).rejects.toThrow(
      'This email is already in use',
    )
    await expect(handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: '000000' })).rejects.toThrow('Invalid code')
  })
})
