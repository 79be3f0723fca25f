import { describe, expect, it } from 'vitest'
import { readWalletConnectSettings, walletConnectTokens } from './walletConnectSettings.js'

const REOWN_ID = '0123456789abcdef0123456789abcdef'

describe('readWalletConnectSettings', () => {
  it('with nothing set, fills the tags empty: the modal uses the cloud’s relay', () => {
    expect(walletConnectTokens(readWalletConnectSettings({}))).toEqual({
      __AIRLOCK_WALLETCONNECT_PROJECT_ID__: '',
      __AIRLOCK_WALLETCONNECT_RELAY_URL__: '',
    })
    expect(readWalletConnectSettings({ AIRLOCK_WALLETCONNECT_PROJECT_ID: ' ' })).toEqual({})
  })

  it('passes a Reown project id and a relay through to the tags', () => {
    const settings = readWalletConnectSettings({
      AIRLOCK_WALLETCONNECT_PROJECT_ID: REOWN_ID,
      AIRLOCK_WALLETCONNECT_RELAY_URL: 'wss://relay.example.com',
    })
    expect(walletConnectTokens(settings)).toEqual({
      __AIRLOCK_WALLETCONNECT_PROJECT_ID__: REOWN_ID,
      __AIRLOCK_WALLETCONNECT_RELAY_URL__: 'wss://relay.example.com',
    })
  })

  it('refuses a malformed value, naming each setting to change', () => {
    expect(() =>
      readWalletConnectSettings({
        AIRLOCK_WALLETCONNECT_PROJECT_ID: 'my-project',
        AIRLOCK_WALLETCONNECT_RELAY_URL: 'https://relay.example.com',
      }),
    ).toThrow(
      /AIRLOCK_WALLETCONNECT_PROJECT_ID: a Reown project id is 32 hex characters; AIRLOCK_WALLETCONNECT_RELAY_URL: a relay URL starts with ws:\/\/ or wss:\/\//,
    )
  })

  it('refuses a relay URL that would leave the HTML attribute it is written into', () => {
    expect(() =>
      readWalletConnectSettings({ AIRLOCK_WALLETCONNECT_RELAY_URL: 'wss://relay.example.com/"><script>' }),
    ).toThrow(/AIRLOCK_WALLETCONNECT_RELAY_URL/)
  })
})
