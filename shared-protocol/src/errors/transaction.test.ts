import { expect, test } from 'vitest'
import { InvalidSendCallsError, InvalidSendParametersError } from './transaction.js'

test('InvalidSendParametersError has the exact spec message and lists the missing fields', () => {
  const error = new InvalidSendParametersError({ missing: ['receiverAddress'] })
  expect(error.message).toBe('Please enter a valid amount and receiver address')
  expect(error.missing).toEqual(['receiverAddress'])
})

test('InvalidSendCallsError puts the reason in details', () => {
  const error = new InvalidSendCallsError({ reason: 'calls[0].to must start with 0x' })
  expect(error.shortMessage).toBe('Invalid wallet_sendCalls parameters')
  expect(error.details).toBe('calls[0].to must start with 0x')
})
