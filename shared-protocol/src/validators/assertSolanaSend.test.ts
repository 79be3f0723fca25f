import { expect, test } from 'vitest'
import { InvalidSendParametersError } from '../errors/transaction.js'
import { assertSolanaSend } from './assertSolanaSend.js'

const receiverAddress = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'

test('passes with an amount and a Solana receiver', () => {
  expect(() => assertSolanaSend({ sendTokenAmount: '0.1', receiverAddress })).not.toThrow()
  expect(() => assertSolanaSend({ sendTokenAmount: 2, receiverAddress })).not.toThrow()
})

test.each([
  [{ receiverAddress }, ['sendTokenAmount']],
  [{ sendTokenAmount: '0', receiverAddress }, ['sendTokenAmount']],
  [{ sendTokenAmount: '1' }, ['receiverAddress']],
  [
    { sendTokenAmount: '1', receiverAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' },
    ['receiverAddress'],
  ],
  [{}, ['sendTokenAmount', 'receiverAddress']],
])('refuses %j with the exact message', (parameters, missing) => {
  let caught: unknown
  try {
    assertSolanaSend(parameters)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(InvalidSendParametersError)
  expect((caught as Error).message).toBe('Please enter a valid amount and receiver address')
  expect((caught as InvalidSendParametersError).missing).toEqual(missing)
})
