import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'

describe('BaseError', () => {
  test('message is exactly the short message when nothing else is given', () => {
    const error = new BaseError('Invalid CAIP Address')
    expect(error.message).toBe('Invalid CAIP Address')
    expect(error.shortMessage).toBe('Invalid CAIP Address')
    expect(error.details).toBe('')
    expect(error.metaMessages).toBeUndefined()
    expect(error.name).toBe('BaseError')
    expect(error).toBeInstanceOf(Error)
  })

  test('adds meta messages and details after blank lines', () => {
    const error = new BaseError('Something went wrong', { metaMessages: ['a', 'b'], details: 'boom' })
    expect(error.message).toBe('Something went wrong\n\na\nb\n\nDetails: boom')
  })

  test('takes details from an Error cause, and from a BaseError cause its details', () => {
    const plain = new BaseError('outer', { cause: new Error('inner') })
    expect(plain.details).toBe('inner')
    expect(plain.cause).toBeInstanceOf(Error)
    const nested = new BaseError('outer', { cause: new BaseError('mid', { details: 'deep' }) })
    expect(nested.details).toBe('deep')
  })

  test('explicit details win over the cause, and name can be overridden', () => {
    const error = new BaseError('x', { cause: new Error('inner'), details: 'mine', name: 'CustomError' })
    expect(error.details).toBe('mine')
    expect(error.name).toBe('CustomError')
  })

  test('a non-Error cause gives no details', () => {
    expect(new BaseError('x', { cause: 'text' }).details).toBe('')
  })

  test('walk returns the deepest cause, or the first one matching', () => {
    const root = new Error('root')
    const mid = new BaseError('mid', { cause: root })
    const top = new BaseError('top', { cause: mid })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof BaseError && e.shortMessage === 'mid')).toBe(mid)
    expect(top.walk(() => false)).toBeNull()
    expect(new BaseError('alone').walk().message).toBe('alone')
  })

  test('walk survives a cyclic cause chain', () => {
    const a = new BaseError('a')
    const b = new BaseError('b', { cause: a })
    Object.defineProperty(a, 'cause', { value: b })
    expect(() => a.walk()).not.toThrow()
    expect(a.walk(() => false)).toBeNull()
  })

  test('subclasses keep their own name', () => {
    class MyError extends BaseError {
      override name = 'MyError'
    }
    expect(new MyError('x').name).toBe('MyError')
  })
})
