import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress.js'

describe('clientAddress', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts IPv6 per /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64'
    expect(clientAddress('2001:db8:0:1::1')).toBe(key)
    expect(clientAddress('2001:0db8:0000:0001:ffff:1:2:3')).toBe(key)
    expect(clientAddress('2001:db8::1:0:0:0:9')).toBe(key)
    expect(clientAddress('2001:db8:0:2::1')).not.toBe(key)
    expect(clientAddress('::1')).toBe('0:0:0:0::/64')
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('names a socket without an address rather than failing', () => {
    expect(clientAddress(undefined)).toBe('unknown')
  })
})
