import { describe, expect, it } from 'vitest'
import { parseHostSession } from './hostSession.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseHostSession', () => {
  it('reads a stored account and chain', () => {
    expect(parseHostSession(JSON.stringify({ address, chainId: 31337 }))).toEqual({ address, chainId: 31337 })
  })

  it('ignores anything odd', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '{',
      'null',
      JSON.stringify({ address: '0x123', chainId: 1 }),
      JSON.stringify({ address, chainId: '1' }),
      JSON.stringify({ address, chainId: -1 }),
      JSON.stringify({ address, chainId: 1.5 }),
      JSON.stringify({ address: `${address} `, chainId: 1 }),
      'x'.repeat(500),
    ]) {
      expect(parseHostSession(raw)).toBeUndefined()
    }
  })
})
