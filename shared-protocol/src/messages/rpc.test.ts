import { describe, expect, test } from 'vitest'
import { RpcErrorSchema, RpcRequestSchema, RpcResultSchema, WalletRequestSchema } from './rpc.js'

describe('RpcRequestSchema', () => {
  test('accepts array, object or no params', () => {
    expect(RpcRequestSchema.safeParse({ method: 'eth_chainId' }).success).toBe(true)
    expect(
      RpcRequestSchema.safeParse({ method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }).success,
    ).toBe(true)
    expect(RpcRequestSchema.safeParse({ method: 'x', params: { a: 1 } }).success).toBe(true)
  })

  test('refuses bad methods and params', () => {
    expect(RpcRequestSchema.safeParse({ method: '' }).success).toBe(false)
    expect(RpcRequestSchema.safeParse({ method: 'x'.repeat(129) }).success).toBe(false)
    expect(RpcRequestSchema.safeParse({ method: 1 }).success).toBe(false)
    expect(RpcRequestSchema.safeParse({ method: 'x', params: 'a' }).success).toBe(false)
    expect(RpcRequestSchema.safeParse({ method: 'x', params: new Array(65).fill(0) }).success).toBe(false)
  })
})

test('WalletRequestSchema needs a wallet id', () => {
  expect(WalletRequestSchema.safeParse({ walletId: 'io.metamask', method: 'eth_accounts' }).success).toBe(
    true,
  )
  expect(WalletRequestSchema.safeParse({ method: 'eth_accounts' }).success).toBe(false)
  expect(WalletRequestSchema.safeParse({ walletId: '', method: 'eth_accounts' }).success).toBe(false)
})

describe('RpcResultSchema', () => {
  test('accepts both envelopes', () => {
    expect(RpcResultSchema.safeParse({ ok: true, result: '0x1' }).success).toBe(true)
    expect(RpcResultSchema.safeParse({ ok: true, result: undefined }).success).toBe(true)
    expect(
      RpcResultSchema.safeParse({ ok: false, error: { code: 4001, message: 'User rejected the request.' } })
        .success,
    ).toBe(true)
  })

  test('a success must carry the result key (zod 4 does not make unknown() keys optional)', () => {
    expect(RpcResultSchema.safeParse({ ok: true }).success).toBe(false)
  })

  test('refuses an error without an integer code or message', () => {
    expect(RpcResultSchema.safeParse({ ok: false, error: { message: 'x' } }).success).toBe(false)
    expect(RpcResultSchema.safeParse({ ok: false, error: { code: 1.5, message: 'x' } }).success).toBe(false)
    expect(RpcResultSchema.safeParse({ ok: false }).success).toBe(false)
    expect(RpcResultSchema.safeParse({ ok: 'yes', result: 1 }).success).toBe(false)
    expect(RpcErrorSchema.safeParse({ code: 1, message: 'x'.repeat(4097) }).success).toBe(false)
  })
})
