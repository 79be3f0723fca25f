import { describe, expect, it } from 'vitest'
import { secureUrl } from './secureUrl.js'

describe('secureUrl', () => {
  it('takes https anywhere and plain http on loopback hosts', () => {
    for (const url of [
      'https://keys.coinbase.com/connect',
      'http://localhost:5180/connect',
      'http://127.0.0.1:5180/connect',
      'http://[::1]:5180/connect',
      'http://keys.localhost:5180/connect',
    ])
      expect(secureUrl(url)?.href).toBe(new URL(url).href)
  })

  it('refuses plain http elsewhere, other schemes and what is no URL', () => {
    for (const url of [
      'http://keys.example.com/connect',
      'http://a.b.localhost/connect',
      'http://localhost.example.com/',
      'javascript:alert(1)',
      'ftp://localhost/',
      'keys.coinbase.com',
      '',
    ])
      expect(secureUrl(url)).toBeUndefined()
  })
})
