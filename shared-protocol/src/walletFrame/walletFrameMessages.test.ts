import { describe, expect, test } from 'vitest'
import {
  appEventNames,
  appEventType,
  errorEventType,
  frameEventType,
  successEventType,
} from './walletFrameEvents.js'
import {
  AppMessageSchema,
  FrameMessageSchema,
  frameErrorMessage,
  walletFramePayloads,
} from './walletFrameMessages.js'

const user = {
  email: 'a@example.com',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

describe('wallet frame messages', () => {
  test('every app event of spec section 7 has a request and a success schema', () => {
    expect(Object.keys(walletFramePayloads).sort()).toEqual([...appEventNames].sort())
  })

  test('app events carry a request id and a checked payload', () => {
    const ok = { type: appEventType('CONNECT_EMAIL'), id: 'r1', payload: { email: 'a@example.com' } }
    expect(AppMessageSchema.parse(ok)).toEqual(ok)
    for (const bad of [
      { ...ok, id: '' },
      { ...ok, payload: { email: 'not an email' } },
      { type: appEventType('CONNECT_OTP'), id: 'r2', payload: { otp: '12345' } },
      { type: '@airlock-app/STEAL_KEY', id: 'r3', payload: {} },
      { type: appEventType('SIGN_OUT'), id: 'r4', payload: { extra: 1 } },
    ])
      expect(AppMessageSchema.safeParse(bad).success).toBe(false)
  })

  test('answers are the event with _SUCCESS or _ERROR and the same id; the frame says ready on its own', () => {
    expect(
      FrameMessageSchema.safeParse({ type: successEventType('GET_USER'), id: 'r1', payload: user }).success,
    ).toBe(true)
    expect(
      FrameMessageSchema.safeParse({
        type: successEventType('GET_USER'),
        id: 'r1',
        payload: { ...user, address: '0x1' },
      }).success,
    ).toBe(false)
    expect(
      FrameMessageSchema.safeParse({
        type: errorEventType('CONNECT_OTP'),
        id: 'r1',
        payload: { message: 'Wrong code' },
      }).success,
    ).toBe(true)
    expect(FrameMessageSchema.safeParse({ type: frameEventType('READY') }).success).toBe(true)
    expect(
      FrameMessageSchema.safeParse({ type: '@airlock-frame/NOPE_SUCCESS', id: 'r1', payload: {} }).success,
    ).toBe(false)
  })

  test("an error without a message rejects with 'An error occurred' (spec section 8)", () => {
    expect(frameErrorMessage({ message: 'Invalid code' })).toBe('Invalid code')
    expect(frameErrorMessage({})).toBe('An error occurred')
    expect(frameErrorMessage(null)).toBe('An error occurred')
  })
})
