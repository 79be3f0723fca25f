import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  ChainDisconnectedError,
  jsonRpcErrors,
  ProviderDisconnectedError,
  ProviderRpcError,
  providerErrorCodes,
  RpcMethodNotAllowedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './provider.js'

describe('provider errors', () => {
  test.each([
    [UserRejectedRequestError, 4001, 'User rejected the request.'],
    [
      UnauthorizedProviderError,
      4100,
      'The requested method and/or account has not been authorized by the user.',
    ],
    [UnsupportedProviderMethodError, 4200, 'The Provider does not support the requested method.'],
    [RpcMethodNotAllowedError, 4200, 'Requested RPC call is not allowed'],
    [ProviderDisconnectedError, 4900, 'The Provider is disconnected from all chains.'],
    [ChainDisconnectedError, 4901, 'The Provider is not connected to the requested chain.'],
    [SwitchChainError, 4902, 'An error occurred when attempting to switch chain.'],
    [UnrecognizedChainError, 4902, 'Unrecognized chain ID.'],
  ])('%o has static and instance code', (ErrorClass, code, message) => {
    const error = new ErrorClass()
    expect(ErrorClass.code).toBe(code)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
    expect(error.name).toBe(ErrorClass.name)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toBeInstanceOf(BaseError)
  })

  test('keeps data and cause', () => {
    const cause = new Error('wallet said no')
    const error = new UserRejectedRequestError({ cause, data: { reason: 'x' } })
    expect(error.data).toEqual({ reason: 'x' })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('wallet said no')
    expect(error.shortMessage).toBe('User rejected the request.')
  })

  test('the generic class takes any code', () => {
    const error = new ProviderRpcError(jsonRpcErrors.LIMIT_EXCEEDED.message, { code: -32005 })
    expect(error.code).toBe(-32005)
    expect(error.message).toBe('Limit exceeded')
  })

  test('JSON-RPC table covers -32700, -32600..-32603 and -32000..-32006', () => {
    const codes = Object.values(jsonRpcErrors).map((e) => e.code)
    expect(codes).toEqual([
      -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006,
    ])
    expect(new Set(codes).size).toBe(codes.length)
  })

  test('provider code table', () => {
    expect(Object.values(providerErrorCodes)).toEqual([4001, 4100, 4200, 4900, 4901, 4902])
  })
})
