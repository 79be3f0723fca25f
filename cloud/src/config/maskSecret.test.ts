import { describe, expect, it } from 'vitest'
import { maskSecret } from './maskSecret.js'

describe('maskSecret', () => {
  it('shows only the last four characters of a long secret, nothing of a short one', () => {
    expect(maskSecret('0xdd7d781d1aaf24091efa17ab8b1825582a479f3f5be01c2153961bb455c0a1ea')).toBe('••••a1ea')
    expect(maskSecret('hunter2')).toBe('••••')
    expect(maskSecret(undefined)).toBe('(unset)')
  })

  it("keeps a URL's origin and hides its path and query, where providers put keys", () => {
    expect(maskSecret('https://eth-mainnet.example.com/v2/abcdefghijklmnop')).toBe(
      'https://eth-mainnet.example.com/••••mnop',
    )
    expect(maskSecret('https://rpc.example.com')).toBe('https://rpc.example.com')
    expect(maskSecret({ 'eip155:1': ['https://a.example/?key=0123456789abcdef'] })).toBe(
      '{eip155:1: [https://a.example/••••cdef]}',
    )
  })
})
