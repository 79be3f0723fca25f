import { describe, expect, it } from 'vitest'
import { defaultProjectsPath } from '../projects/projects.js'
import { ConfigError, loadConfig } from './loadSettings.js'

/** The problems `loadConfig` throws for this environment and file. */
function problemsOf(env: NodeJS.ProcessEnv, file?: object): string[] {
  try {
    loadConfig({
      env: file ? { ...env, AIRLOCK_CONFIG: 'airlock.json' } : env,
      readFile: () => JSON.stringify(file),
    })
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadConfig defaults', () => {
  it("are today's offline values, every one from the default", () => {
    const { config, production, resolved } = loadConfig({ env: {} })
    expect(production).toBe(false)
    expect(config.cloud).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8787',
      modalOrigins: ['http://modal.localhost:5174'],
      projects: defaultProjectsPath,
      adminKey: undefined,
      redisUrl: undefined,
      trustedProxies: [],
      rpcUpstreams: {},
    })
    expect(config.cloud.dataDir).toMatch(/cloud[/\\]\.data$/)
    expect(config.modal).toEqual({ port: 5174, publicUrl: 'http://modal.localhost:5174' })
    expect(config.devnet).toEqual({
      anvil: true,
      anvilPort: 8545,
      external: false,
      solana: true,
      solanaPort: 8899,
    })
    // Unset: the dev composition brings the devnet's public key (@airlock/dev-cloud/onramp-sandbox).
    expect(config.onramp).toMatchObject({ treasuryKey: undefined, sandbox: true, providers: [] })
    expect(config.wallet).toEqual({
      port: 5175,
      publicUrl: 'http://wallet.localhost:5175',
      chainId: 31337,
      databaseUrl: undefined,
      vaultUrl: undefined,
      vaultToken: undefined,
      vaultKey: 'airlock-wallet',
      masterKey: undefined,
    })
    expect(config.mail).toMatchObject({
      transport: 'sink',
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      mailboxPort: 5177,
    })
    expect(config.social).toMatchObject({
      devProvider: true,
      devProviderPort: 5178,
      googleClientId: undefined,
    })
    expect(config.stack).toEqual({ demoPort: 5173, devWalletPort: 5176 })
    expect(new Set(resolved.map((setting) => setting.source))).toEqual(new Set(['default']))
  })

  it('derive from the settings they follow', () => {
    const { config } = loadConfig({ env: { AIRLOCK_CLOUD_PORT: '9000', AIRLOCK_MODAL_PORT: '6000' } })
    expect(config.cloud.publicUrl).toBe('http://127.0.0.1:9000')
    expect(config.modal.publicUrl).toBe('http://modal.localhost:6000')
    expect(config.cloud.modalOrigins).toEqual(['http://modal.localhost:6000'])
  })
})

describe('loadConfig sources', () => {
  const file = { cloud: { port: 9100, publicUrl: 'https://file.example' }, devnet: { anvil: false } }

  it('takes the file over the default and the env over the file', () => {
    const {
      config,
      resolved,
      file: path,
    } = loadConfig({
      env: { AIRLOCK_CONFIG: '/etc/airlock.json', AIRLOCK_CLOUD_PUBLIC_URL: 'https://env.example/' },
      readFile: () => JSON.stringify(file),
    })
    expect(path).toBe('/etc/airlock.json')
    expect(config.cloud.port).toBe(9100)
    expect(config.cloud.publicUrl).toBe('https://env.example')
    expect(config.devnet.anvil).toBe(false)
    const sourceOf = (env: string) => resolved.find((setting) => setting.env === env)?.source
    expect(sourceOf('AIRLOCK_CLOUD_PORT')).toBe('file')
    expect(sourceOf('AIRLOCK_CLOUD_PUBLIC_URL')).toBe('env')
    expect(sourceOf('AIRLOCK_ANVIL')).toBe('file')
    expect(sourceOf('AIRLOCK_SOLANA_LOCALNET')).toBe('default')
  })

  it('reads lists and flags from env text and from JSON alike', () => {
    const fromEnv = loadConfig({
      env: { AIRLOCK_MODAL_ORIGINS: 'https://a.example, https://b.example', AIRLOCK_ANVIL: 'no' },
    })
    const fromFile = loadConfig({
      env: { AIRLOCK_CONFIG: 'f.json' },
      readFile: () =>
        JSON.stringify({
          cloud: { modalOrigins: ['https://a.example', 'https://b.example'] },
          devnet: { anvil: false },
        }),
    })
    expect(fromEnv.config.cloud.modalOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(fromFile.config.cloud.modalOrigins).toEqual(fromEnv.config.cloud.modalOrigins)
    expect(fromFile.config.devnet.anvil).toBe(fromEnv.config.devnet.anvil)
  })

  it('names a file key no setting has, an unknown area and an unreadable file', () => {
    expect(problemsOf({}, { cloud: { prot: 1 }, clod: {} })).toEqual([
      'AIRLOCK_CONFIG: airlock.json names no setting "cloud.prot"',
      'AIRLOCK_CONFIG: airlock.json names no area "clod"',
    ])
    expect(() =>
      loadConfig({
        env: { AIRLOCK_CONFIG: '/nowhere.json' },
        readFile: () => {
          throw new Error('ENOENT')
        },
      }),
    ).toThrow('AIRLOCK_CONFIG: cannot read /nowhere.json: ENOENT')
  })
})

describe('loadConfig invalid values', () => {
  it.each([
    [
      'AIRLOCK_CLOUD_PORT',
      '70000',
      'AIRLOCK_CLOUD_PORT: Too big: expected number to be <=65535 (got "70000")',
    ],
    [
      'AIRLOCK_ANVIL_PORT',
      'eighty',
      'AIRLOCK_ANVIL_PORT: Invalid input: expected number, received string (got "eighty")',
    ],
    [
      'AIRLOCK_CLOUD_PUBLIC_URL',
      'ftp://x.example',
      'AIRLOCK_CLOUD_PUBLIC_URL: Expected an http(s) URL (got "ftp://x.example")',
    ],
    ['AIRLOCK_MODAL_ORIGINS', 'https://m.example/path', 'AIRLOCK_MODAL_ORIGINS: Expected origins like'],
    ['AIRLOCK_MAIL', 'pigeon', 'AIRLOCK_MAIL: Invalid option: expected one of "sink"|"smtp" (got "pigeon")'],
    ['AIRLOCK_ANVIL', 'maybe', 'AIRLOCK_ANVIL: Invalid input: expected boolean'],
    [
      'AIRLOCK_RPC_UPSTREAMS',
      '{"mainnet": ["https://rpc.example"]}',
      'AIRLOCK_RPC_UPSTREAMS: Expected CAIP-2 chain ids',
    ],
  ])('%s=%s is refused with its name', (name, value, message) => {
    const problems = problemsOf({ [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(message)
  })

  it('names a bad file value and the file, and never echoes a secret', () => {
    expect(problemsOf({}, { cloud: { port: 0 } })).toEqual([
      'AIRLOCK_CLOUD_PORT: Too small: expected number to be >=1 (got 0) in airlock.json',
    ])
    const [problem] = problemsOf({ AIRLOCK_ONRAMP_TREASURY_KEY: '0xsecret-but-short' })
    expect(problem).toBe('AIRLOCK_ONRAMP_TREASURY_KEY: Expected a private key: 0x and 64 hex digits')
  })

  it('lists every invalid setting at once', () => {
    const problems = problemsOf({
      AIRLOCK_CLOUD_PORT: '-1',
      AIRLOCK_MAIL: 'x',
      AIRLOCK_WALLET_MASTER_KEY: 'short',
    })
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'AIRLOCK_CLOUD_PORT',
      'AIRLOCK_WALLET_MASTER_KEY',
      'AIRLOCK_MAIL',
    ])
  })
})
