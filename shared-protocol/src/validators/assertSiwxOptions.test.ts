import { expect, test } from 'vitest'
import { SiwxConflictError } from '../errors/config.js'
import { assertSiwxOptions } from './assertSiwxOptions.js'

test('one or none is fine', () => {
  expect(() => assertSiwxOptions({})).not.toThrow()
  expect(() => assertSiwxOptions({ siwx: {} })).not.toThrow()
  expect(() => assertSiwxOptions({ siweConfig: {} })).not.toThrow()
  expect(() => assertSiwxOptions({ siweConfig: undefined, siwx: {} })).not.toThrow()
  expect(() => assertSiwxOptions({ siweConfig: null, siwx: {} })).not.toThrow()
})

test('both throw the exact message', () => {
  expect(() => assertSiwxOptions({ siweConfig: {}, siwx: {} })).toThrowError(SiwxConflictError)
  expect(() => assertSiwxOptions({ siweConfig: {}, siwx: {} })).toThrowError(
    /^Cannot set both `siweConfig` and `siwx` options$/,
  )
})
