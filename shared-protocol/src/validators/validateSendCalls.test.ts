import { describe, expect, test } from 'vitest'
import { InvalidSendCallsError } from '../errors/transaction.js'
import { validateSendCalls } from './validateSendCalls.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateSendCalls', () => {
  test('accepts calls with 0x to and optional 0x data, keeping other fields', () => {
    const params = [
      {
        version: '2.0.0',
        chainId: '0x1',
        from: to,
        calls: [
          { to, value: '0x1' },
          { to, data: '0xabcd' },
          { to, data: '0x' },
        ],
      },
    ]
    expect(validateSendCalls(params)).toBe(params)
  })

  test.each([
    [undefined, 'params must be [{ calls }]'],
    [{}, 'params must be [{ calls }]'],
    [[], 'params must be [{ calls }]'],
    [[{ calls: [{ to }] }, {}], 'params must be [{ calls }]'],
    [[null], 'params must be [{ calls }]'],
    [[{}], 'calls must be a non-empty list'],
    [[{ calls: [] }], 'calls must be a non-empty list'],
    [[{ calls: 'x' }], 'calls must be a non-empty list'],
    [[{ calls: [null] }], 'calls[0] must be an object'],
    [[{ calls: [{ data: '0x' }] }], 'calls[0].to must start with 0x'],
    [[{ calls: [{ to: '70997970C51812dc3A010C7d01b50e0d17dc79C8' }] }], 'calls[0].to must start with 0x'],
    [[{ calls: [{ to }, { to: 1 }] }], 'calls[1].to must start with 0x'],
    [[{ calls: [{ to, data: 'abcd' }] }], 'calls[0].data must start with 0x'],
    [[{ calls: [{ to, data: null }] }], 'calls[0].data must start with 0x'],
    [[{ calls: [{ to: 'nothex' }] }], 'calls[0].to must start with 0x'],
    [[{ calls: [{ to: '0xnothex' }] }], 'calls[0].to must be an address (0x and 40 hex)'],
    [[{ calls: [{ to: `${to}00` }] }], 'calls[0].to must be an address (0x and 40 hex)'],
    [[{ calls: [{ to, data: '0xzz' }] }], 'calls[0].data must be hex bytes'],
    [[{ calls: [{ to, data: '0xabc' }] }], 'calls[0].data must be hex bytes'],
  ])('refuses %j', (params, reason) => {
    expect(() => validateSendCalls(params)).toThrowError(InvalidSendCallsError)
    try {
      validateSendCalls(params)
    } catch (error) {
      expect((error as InvalidSendCallsError).details).toBe(reason)
    }
  })
})
