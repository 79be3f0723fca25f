import { describe, expect, it } from 'vitest'
import { cdpTestKey } from '../onramp/cdpTestKeys.js'
import {
  providerCheckoutsFrom,
  providerQuotesFrom,
  providerStatusesFrom,
} from '../onramp/providerCheckouts.js'
import { formatSettings } from './formatSettings.js'
import { loadConfig } from './loadSettings.js'
import { problemsOf, productionEnv } from './productionEnv.js'

const { secret } = cdpTestKey('ed25519')
const coinbaseKeys = { AIRLOCK_ONRAMP_COINBASE_KEY_NAME: 'key-1', AIRLOCK_ONRAMP_COINBASE_KEY_SECRET: secret }

describe('the on-ramp providers by configuration', () => {
  it('keeps the sandbox for every provider by default (npm start, the tests)', () => {
    const { config } = loadConfig({ env: {} })
    expect(config.onramp.providers).toEqual([])
    expect(providerCheckoutsFrom(config.onramp)).toEqual({})
  })

  it('production refuses a provider enabled without its key, naming what to set', () => {
    expect(problemsOf({ ...productionEnv, AIRLOCK_ONRAMP_PROVIDERS: 'coinbase,meld' })).toEqual([
      'AIRLOCK_ONRAMP_PROVIDERS: coinbase is enabled without its key; set AIRLOCK_ONRAMP_COINBASE_KEY_NAME and AIRLOCK_ONRAMP_COINBASE_KEY_SECRET (its CDP Secret API key); meld is enabled without its key; set AIRLOCK_ONRAMP_MELD_API_KEY',
    ])
    expect(
      problemsOf({
        ...productionEnv,
        ...coinbaseKeys,
        AIRLOCK_ONRAMP_PROVIDERS: 'coinbase,meld',
        AIRLOCK_ONRAMP_MELD_API_KEY: 'meld-key-0123456789',
      }),
    ).toEqual([])
  })

  it("production refuses a stand-in's URL for a provider's API", () => {
    expect(
      problemsOf({ ...productionEnv, AIRLOCK_ONRAMP_COINBASE_API_URL: 'http://127.0.0.1:9999' }),
    ).toEqual([
      "AIRLOCK_ONRAMP_COINBASE_API_URL: http://127.0.0.1:9999 is a local stand-in, not Coinbase's CDP API; unset it for https://api.developer.coinbase.com",
    ])
  })

  it('an unknown provider or a malformed CDP secret stops the start without echoing the secret', () => {
    expect(problemsOf({ AIRLOCK_ONRAMP_PROVIDERS: 'moonpay' }).join()).toContain('AIRLOCK_ONRAMP_PROVIDERS')
    const bad = 'not-a-cdp-key-but-a-secret-all-the-same'
    const problems = problemsOf({ AIRLOCK_ONRAMP_COINBASE_KEY_SECRET: bad }).join()
    expect(problems).toContain('AIRLOCK_ONRAMP_COINBASE_KEY_SECRET')
    expect(problems).not.toContain(bad)
  })

  it('a dev start with a provider and no key stops too, rather than fall back to the sandbox', () => {
    const { config } = loadConfig({ env: { AIRLOCK_ONRAMP_PROVIDERS: 'meld' } })
    expect(() => providerCheckoutsFrom(config.onramp)).toThrow(
      'AIRLOCK_ONRAMP_PROVIDERS: meld is enabled without its key; set AIRLOCK_ONRAMP_MELD_API_KEY',
    )
  })

  it('builds a checkout per enabled provider, the keys printed masked', () => {
    const loaded = loadConfig({
      env: {
        ...coinbaseKeys,
        AIRLOCK_ONRAMP_PROVIDERS: 'coinbase,meld',
        AIRLOCK_ONRAMP_MELD_API_KEY: 'meld-key-0123456789',
      },
    })
    expect(Object.keys(providerCheckoutsFrom(loaded.config.onramp))).toEqual(['coinbase', 'meld'])
    // Each one's status and quotes are read from its API.
    expect(Object.keys(providerStatusesFrom(loaded.config.onramp))).toEqual(['coinbase', 'meld'])
    expect(Object.keys(providerQuotesFrom(loaded.config.onramp))).toEqual(['coinbase', 'meld'])
    const text = formatSettings(loaded)
    expect(text).not.toContain(secret.slice(0, 40))
    expect(text).not.toContain('meld-key-0123456789')
    expect(text).toContain('••••6789')
  })

  it("asks the providers' quotes for the configured country: US by default, a code else refused", () => {
    expect(loadConfig({ env: {} }).config.onramp).toMatchObject({ country: 'US', subdivision: undefined })
    expect(
      loadConfig({ env: { AIRLOCK_ONRAMP_COUNTRY: 'DE', AIRLOCK_ONRAMP_SUBDIVISION: 'BE' } }).config.onramp,
    ).toMatchObject({ country: 'DE', subdivision: 'BE' })
    expect(problemsOf({ AIRLOCK_ONRAMP_COUNTRY: 'Germany' }).join()).toContain('AIRLOCK_ONRAMP_COUNTRY')
    expect(problemsOf({ AIRLOCK_ONRAMP_SUBDIVISION: 'new york' }).join()).toContain(
      'AIRLOCK_ONRAMP_SUBDIVISION',
    )
  })
})
