import { describe, expect, it } from 'vitest'
import { loadConfig } from './loadSettings.js'
import { problemsOf, productionEnv } from './productionEnv.js'

describe('production mode', () => {
  it('loads a configuration without dev values, and modal origins follow the modal URL', () => {
    const { production, productionBy, config } = loadConfig({ env: productionEnv })
    expect({ production, productionBy }).toEqual({ production: true, productionBy: 'NODE_ENV' })
    expect(config.cloud.modalOrigins).toEqual(['https://modal.example.com'])
  })

  it.each([
    ['AIRLOCK_CLOUD_PUBLIC_URL', 'http://127.0.0.1:8787', 'is on this machine only'],
    ['AIRLOCK_CLOUD_PUBLIC_URL', 'http://cloud.example.com', 'must be https in production'],
    ['AIRLOCK_MODAL_ORIGINS', 'https://modal.example.com,http://localhost:5174', 'is on this machine only'],
    ['AIRLOCK_PROJECTS', undefined, "the repository's projects.json holds dev-only secrets"],
    ['AIRLOCK_ADMIN_KEY', undefined, 'production takes the operator key from configuration'],
    ['AIRLOCK_ADMIN_KEY', 'short-key', '32 characters or more'],
    ['AIRLOCK_ANVIL', undefined, 'anvil is an offline stand-in'],
    ['AIRLOCK_SOLANA_LOCALNET', 'true', 'the local Solana node is an offline stand-in'],
    ['AIRLOCK_WALLET_PUBLIC_URL', 'http://wallet.localhost:5175', 'is on this machine only'],
    ['AIRLOCK_WALLET_CHAIN_ID', '8453', 'eip155:8453, which has no RPC in AIRLOCK_RPC_UPSTREAMS'],
    [
      'AIRLOCK_FARCASTER_ID_REGISTRY',
      'eip155:10:0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      'read on eip155:10, which has no RPC',
    ],
    [
      'AIRLOCK_ONRAMP_TREASURY_KEY',
      '0xDD7D781D1AAF24091EFA17AB8B1825582A479F3F5BE01C2153961BB455C0A1EA',
      "the devnet's public key cannot hold funds in production",
    ],
    ['AIRLOCK_ONRAMP_SANDBOX', undefined, 'the sandbox checkout takes test cards'],
    ['AIRLOCK_WALLET_MASTER_KEY', undefined, 'a master key generated into the data dir'],
    ['AIRLOCK_MAIL', 'sink', 'the mail sink shows every login code'],
    ['AIRLOCK_SMTP_HOST', '127.0.0.1', 'the SMTP host is the local mail sink'],
    ['AIRLOCK_DEV_OIDC', 'true', 'the development OpenID provider is an offline stand-in'],
    [
      'AIRLOCK_FARCASTER_RELAY_URL',
      undefined,
      "the wallet service's own relay is reached by no Farcaster app",
    ],
    ['AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID', 'airlock-google', "the development OpenID provider's client"],
    [
      'AIRLOCK_SOCIAL_APPLE_CLIENT_SECRET',
      'airlock-dev-secret-apple',
      "the development OpenID provider's client",
    ],
  ])('refuses %s=%s, saying why', (name, value, why) => {
    const env: NodeJS.ProcessEnv = { ...productionEnv, [name]: value }
    if (value === undefined) delete env[name]
    const problems = problemsOf(env)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${name}: `))
    expect(problems[0]).toContain(why)
  })

  it('takes Vault Transit in place of the master key, and only with its token', () => {
    const { AIRLOCK_WALLET_MASTER_KEY: _key, ...withoutKey } = productionEnv
    const vault = { ...withoutKey, AIRLOCK_WALLET_VAULT_URL: 'https://vault.internal:8200' }
    expect(problemsOf({ ...vault, AIRLOCK_WALLET_VAULT_TOKEN: 'hvs.token' })).toEqual([])
    expect(problemsOf(vault)).toEqual([
      'AIRLOCK_WALLET_VAULT_TOKEN: Vault (AIRLOCK_WALLET_VAULT_URL) needs a token',
    ])
  })

  it('refuses a loopback modal URL, and the modal origins that follow it', () => {
    const problems = problemsOf({ ...productionEnv, AIRLOCK_MODAL_PUBLIC_URL: 'http://modal.localhost:5174' })
    expect(problems).toEqual([
      "AIRLOCK_MODAL_ORIGINS: a modal origin http://modal.localhost:5174 is on this machine only, out of users' reach; set the public https URL",
      "AIRLOCK_MODAL_PUBLIC_URL: the modal's URL http://modal.localhost:5174 is on this machine only, out of users' reach; set the public https URL",
    ])
  })

  it('refuses the dev relay: WalletConnect takes a Reown project id or a self-hosted relay', () => {
    const { AIRLOCK_WALLETCONNECT_PROJECT_ID: _, ...withoutProjectId } = productionEnv
    expect(problemsOf(withoutProjectId)).toEqual([
      "AIRLOCK_WALLETCONNECT_RELAY_URL: no public wallet can pair through the cloud's dev relay; set AIRLOCK_WALLETCONNECT_PROJECT_ID (the WalletConnect network) or this to your own relay",
    ])
    expect(
      problemsOf({ ...withoutProjectId, AIRLOCK_WALLETCONNECT_RELAY_URL: 'wss://relay.example.com' }),
    ).toEqual([])
  })

  it("takes Farcaster's relay, or ours with the key that keeps signatures to the signing app", () => {
    expect(
      problemsOf({ ...productionEnv, AIRLOCK_FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz' }),
    ).toEqual([])
    const ours = { ...productionEnv, AIRLOCK_FARCASTER_RELAY_URL: 'https://wallet.example.com' }
    expect(problemsOf({ ...ours, AIRLOCK_FARCASTER_RELAY_AUTH_KEY: 'k'.repeat(40) })).toEqual([])
    expect(problemsOf(ours).join('\n')).toContain(
      'AIRLOCK_FARCASTER_RELAY_URL: your own relay lets any holder of a channel token hand in a signature',
    )
    expect(
      problemsOf({ ...productionEnv, AIRLOCK_FARCASTER_RELAY_URL: 'http://127.0.0.1:5175' }).join('\n'),
    ).toContain('AIRLOCK_FARCASTER_RELAY_URL')
  })

  it('allows the sandbox checkout when set explicitly', () => {
    expect(problemsOf({ ...productionEnv, AIRLOCK_ONRAMP_SANDBOX: 'true' })).toEqual([])
  })

  it("lists each setting to change at once with today's defaults, under NODE_ENV or AIRLOCK_ENV", () => {
    const expected = [
      'AIRLOCK_CLOUD_PUBLIC_URL',
      'AIRLOCK_MODAL_ORIGINS',
      'AIRLOCK_PROJECTS',
      'AIRLOCK_ADMIN_KEY',
      'AIRLOCK_MODAL_PUBLIC_URL',
      'AIRLOCK_WALLETCONNECT_RELAY_URL',
      'AIRLOCK_ANVIL',
      'AIRLOCK_SOLANA_LOCALNET',
      'AIRLOCK_ONRAMP_TREASURY_KEY',
      'AIRLOCK_ONRAMP_SANDBOX',
      'AIRLOCK_WALLET_PUBLIC_URL',
      'AIRLOCK_WALLET_CHAIN_ID',
      'AIRLOCK_WALLET_MASTER_KEY',
      'AIRLOCK_MAIL',
      'AIRLOCK_DEV_OIDC',
      'AIRLOCK_FARCASTER_RELAY_URL',
    ]
    for (const env of [{ NODE_ENV: 'production' }, { AIRLOCK_ENV: 'production' }]) {
      const problems = problemsOf(env)
      expect(problems.map((problem) => problem.split(':')[0])).toEqual(expected)
    }
    expect(() => loadConfig({ env: { NODE_ENV: 'production' } })).toThrow(
      /^Airlock refuses to start in production until these settings change:\n {2}AIRLOCK_CLOUD_PUBLIC_URL: /,
    )
  })

  it('refuses an AIRLOCK_ENV it does not know rather than run the dev defaults', () => {
    expect(problemsOf({ AIRLOCK_ENV: 'prod' })).toEqual([
      'AIRLOCK_ENV: Expected development or production (got "prod")',
    ])
  })

  it('leaves development alone', () => {
    expect(problemsOf({ NODE_ENV: 'development', AIRLOCK_ENV: 'development' })).toEqual([])
  })
})
