import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { ProviderRpcError, UserRejectedRequestError } from './provider.js'
import { toRpcError } from './toRpcError.js'

describe('toRpcError', () => {
  test('keeps the code and short message of a provider error', () => {
    expect(toRpcError(new UserRejectedRequestError())).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  test('keeps plain data, drops data that is not JSON', () => {
    expect(toRpcError(new ProviderRpcError('x', { code: 1, data: { a: [1] } }))).toEqual({
      code: 1,
      message: 'x',
      data: { a: [1] },
    })
    expect(toRpcError({ code: 2, message: 'y', data: () => 1 })).toEqual({ code: 2, message: 'y' })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(toRpcError({ code: 3, message: 'z', data: cyclic })).toEqual({ code: 3, message: 'z' })
    expect(toRpcError({ code: 4, message: 'w', data: 10n })).toEqual({ code: 4, message: 'w' })
  })

  test('accepts a plain EIP-1193 error object', () => {
    expect(toRpcError({ code: 4902, message: 'Unrecognized chain' })).toEqual({
      code: 4902,
      message: 'Unrecognized chain',
    })
  })

  test('finds a code on the cause chain (viem wraps wallet errors)', () => {
    const wrapped = new BaseError('Transaction failed', { cause: new UserRejectedRequestError() })
    expect(toRpcError(wrapped)).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  test('uses the outer message when the coded error has none', () => {
    expect(toRpcError({ message: 'outer', cause: { code: 5 } })).toEqual({ code: 5, message: 'outer' })
  })

  test('falls back to -32603', () => {
    expect(toRpcError(new Error('boom'))).toEqual({ code: -32603, message: 'boom' })
    expect(toRpcError('plain text')).toEqual({ code: -32603, message: 'plain text' })
    expect(toRpcError(undefined)).toEqual({ code: -32603, message: 'An error occurred' })
    expect(toRpcError(null)).toEqual({ code: -32603, message: 'An error occurred' })
    expect(toRpcError(42)).toEqual({ code: -32603, message: 'An error occurred' })
    expect(toRpcError({})).toEqual({ code: -32603, message: 'An error occurred' })
  })

  test('ignores codes that are not safe integers', () => {
    expect(toRpcError({ code: 'ECONNRESET', message: 'reset' })).toEqual({ code: -32603, message: 'reset' })
    expect(toRpcError({ code: 1.5, message: 'half' }).code).toBe(-32603)
    expect(toRpcError({ code: Number.NaN, message: 'nan' }).code).toBe(-32603)
  })

  test('clips long messages to what the envelope schema accepts', () => {
    expect(toRpcError(new Error('x'.repeat(10_000))).message).toHaveLength(4096)
  })

  test('survives a cyclic cause chain', () => {
    const a: Record<string, unknown> = { message: 'a' }
    a.cause = a
    expect(toRpcError(a)).toEqual({ code: -32603, message: 'a' })
  })
})
