import { describe, expect, it } from 'vitest'
import { avatarHex } from './Avatar.js'

describe('avatarHex', () => {
  it("keeps an EVM address's own digits", () => {
    expect(avatarHex('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(avatarHex('0xab')).toBe('ab0000000000')
  })

  it('maps a Solana address to hex digits, the same each time and different per address', () => {
    const a = avatarHex('CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL')
    expect(a).toMatch(/^[0-9a-f]{32,44}$/)
    expect(avatarHex('CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL')).toBe(a)
    expect(avatarHex('8eZYJ4tCk8kT9ZSPoqLrbwFnh6DLDmKp9ZeMzo2RHsc2')).not.toBe(a)
  })
})
