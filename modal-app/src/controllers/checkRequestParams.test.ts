import { describe, expect, it } from 'vitest'
import { refuseBadParams } from './checkRequestParams.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('refuseBadParams', () => {
  it('refuses wallet_sendCalls whose to or data is not hex, with -32602 and the reason', () => {
    expect(refuseBadParams('wallet_sendCalls', [{ calls: [{ to: 'nothex' }] }])).toEqual({
      ok: false,
      error: { code: -32602, message: 'Invalid wallet_sendCalls parameters: calls[0].to must start with 0x' },
    })
    expect(refuseBadParams('wallet_sendCalls', [{ calls: [{ to, data: 'abcd' }] }])).toMatchObject({
      ok: false,
      error: { code: -32602, message: expect.stringContaining('calls[0].data must start with 0x') },
    })
    expect(refuseBadParams('wallet_sendCalls', [{ calls: [] }])).toMatchObject({ ok: false })
  })

  it('passes well-formed calls and leaves other methods to the wallet', () => {
    expect(refuseBadParams('wallet_sendCalls', [{ calls: [{ to, data: '0xabcd', value: '0x1' }] }])).toBe(
      undefined,
    )
    expect(refuseBadParams('eth_sendTransaction', [{ to: 'nothex' }])).toBe(undefined)
  })
})
