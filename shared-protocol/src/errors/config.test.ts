import { expect, test } from 'vitest'
import { SiwxConflictError } from './config.js'

test('SiwxConflictError has the exact spec message', () => {
  expect(new SiwxConflictError().message).toBe('Cannot set both `siweConfig` and `siwx` options')
  expect(new SiwxConflictError().name).toBe('SiwxConflictError')
})
