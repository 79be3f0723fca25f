import { describe, expect, test } from 'vitest'
import { array, FAIL, number, object, oneOf, optional, record, string, tuple, union } from './check.js'

describe('boot checks', () => {
  test('objects keep known keys, drop or refuse the rest, and keep missing optional keys missing', () => {
    const shape = { a: string(3), b: optional(number(0, 9, true)) }
    expect(object(shape)({ a: 'x', c: 1 })).toEqual({ a: 'x' })
    expect(Object.keys(object(shape)({ a: 'x' }) as object)).toEqual(['a'])
    expect(object(shape, true)({ a: 'x', c: 1 })).toBe(FAIL)
    for (const bad of [null, [], 'a', { a: 'long' }, { a: 'x', b: 1.5 }])
      expect(object(shape)(bad)).toBe(FAIL)
  })

  test('numbers are finite and integers safe', () => {
    expect(number(0, Number.POSITIVE_INFINITY)(Number.POSITIVE_INFINITY)).toBe(FAIL)
    expect(number(0, 1)(Number.NaN)).toBe(FAIL)
    expect(number(1, Number.POSITIVE_INFINITY, true)(2 ** 60)).toBe(FAIL)
    expect(number(1, Number.POSITIVE_INFINITY, true)(2 ** 40)).toBe(2 ** 40)
  })

  test('tuples, arrays, records and unions', () => {
    expect(tuple([oneOf(['a'])])(['a'])).toEqual(['a'])
    expect(tuple([oneOf(['a'])])(['a', 'a'])).toBe(FAIL)
    expect(tuple([])([])).toEqual([])
    expect(array(string(1), 2, 1)([])).toBe(FAIL)
    expect(array(string(1), 2, 1)(['a', 'b', 'c'])).toBe(FAIL)
    expect(record(string(5, 0, /^k/), string(1), 2)({ k1: 'a', k2: 'b' })).toEqual({ k1: 'a', k2: 'b' })
    expect(record(string(5, 0, /^k/), string(1), 2)({ k1: 'a', k2: 'b', k3: 'c' })).toBe(FAIL)
    expect(record(string(5, 0, /^k/), string(1), 2)({ x: 'a' })).toBe(FAIL)
    expect(union(oneOf([false]), array(string(1), 3))(false)).toBe(false)
    expect(union(oneOf([false]), array(string(1), 3))(true)).toBe(FAIL)
  })
})
