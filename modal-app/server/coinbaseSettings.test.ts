import { describe, expect, it } from 'vitest'
import { coinbaseKeysToken } from './coinbaseSettings.js'

describe('coinbaseKeysToken', () => {
  it('fills the tag with the setting, empty when unset', () => {
    expect(coinbaseKeysToken({})).toEqual({ __AIRLOCK_COINBASE_KEYS_URL__: '' })
    expect(coinbaseKeysToken({ AIRLOCK_COINBASE_KEYS_URL: ' https://keys.coinbase.com/connect ' })).toEqual({
      __AIRLOCK_COINBASE_KEYS_URL__: 'https://keys.coinbase.com/connect',
    })
    expect(coinbaseKeysToken({ AIRLOCK_COINBASE_KEYS_URL: 'http://keys.localhost:5180/connect' })).toEqual({
      __AIRLOCK_COINBASE_KEYS_URL__: 'http://keys.localhost:5180/connect',
    })
  })

  it('refuses plain http off loopback and what is no URL, naming the setting', () => {
    for (const bad of ['http://keys.example.com/connect', 'keys.coinbase.com', 'javascript:alert(1)'])
      expect(() => coinbaseKeysToken({ AIRLOCK_COINBASE_KEYS_URL: bad })).toThrow(/AIRLOCK_COINBASE_KEYS_URL/)
  })
})
