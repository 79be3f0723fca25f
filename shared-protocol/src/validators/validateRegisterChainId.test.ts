import { expect, test } from 'vitest'
import { validateRegisterChainId } from './validateRegisterChainId.js'

test.each([0, 1, 10, 8453, 2147483647])('accepts %d', (chainId) => {
  expect(validateRegisterChainId(chainId)).toBe(chainId)
})

test.each([2147483648, 2 ** 40, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (chainId) => {
  expect(() => validateRegisterChainId(chainId)).toThrowError(/^Invalid chainId$/)
})

test('refuses a non-number at run time', () => {
  expect(() => validateRegisterChainId('1' as unknown as number)).toThrow('Invalid chainId')
})
