import { describe, expect, it } from 'vitest'
import { chainBody, userPath } from './userPath.js'

describe('userPath and chainBody', () => {
  it('name a numeric chain, and nothing for any other', () => {
    expect(userPath(8453)).toBe('/api/user?chainId=8453')
    expect(userPath('31337')).toBe('/api/user?chainId=31337')
    expect(userPath('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('/api/user')
    expect(chainBody(1)).toEqual({ chainId: 1 })
    expect(chainBody('mainnet')).toEqual({})
    expect(chainBody(0)).toEqual({})
  })
})
