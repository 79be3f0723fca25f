import { describe, expect, test } from 'vitest'
import { checkModalCall } from '../channel/modalMethodSchemas.js'
import { options } from '../channel/testing/fixtures.js'
import { ConnectMessageSchema } from '../messages/handshake.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION } from '../messages/handshakeConstants.js'
import { type earlyMethodChecks, parseConnectMessage, passesEarlyCheck } from './earlySchemas.js'

const full = {
  ...options,
  networks: [
    {
      ...options.networks[0],
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] }, chainDefault: { http: ['https://x.io'] } },
      blockExplorers: { default: { name: 'Scan', url: 'https://scan.io' } },
      testnet: true,
      assets: { imageId: 'a', imageUrl: 'https://i.io/a.png' },
    },
    { ...options.networks[0], id: 'mainnet', caipNetworkId: 'solana:mainnet', chainNamespace: 'solana' },
  ],
  defaultNetworkId: 'eip155:31337',
  metadata: { name: 'App', description: 'd', url: 'https://app.io', icons: ['https://app.io/i.png'] },
  themeMode: 'dark',
  themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 10, '--w3m-color-mix-strength': 40 },
  features: {
    swaps: false,
    socials: ['google'],
    connectorTypeOrder: ['recent'],
    connectMethodsOrder: ['wallet'],
  },
  includeWalletIds: ['a'],
  excludeWalletIds: ['b'],
  featuredWalletIds: ['c'],
  customWallets: [{ id: 'w', name: 'W', homepage: 'https://w.io', mobile_link: null }],
  termsConditionsUrl: 'https://t.io',
  privacyPolicyUrl: 'https://p.io',
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  enableEmbedded: false,
  debug: true,
  siwxEnabled: false,
  defaultAccountTypes: { eip155: 'eoa', solana: 'eoa' },
  universalProviderMode: false,
}

/** Every leaf and branch of `value`, replaced in turn by each of `bad`. */
function* mutations(value: unknown, bad: unknown[]): Generator<unknown> {
  for (const b of bad) yield b
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      for (const m of mutations(value[i], bad)) yield value.map((v, j) => (j === i ? m : v))
    yield [...value, ...value, ...value, ...value, ...value, ...value, ...value, ...value, ...value]
  } else if (typeof value === 'object' && value !== null) {
    yield { ...value, extra: 1 }
    for (const key of Object.keys(value)) {
      const { [key]: _dropped, ...without } = value as Record<string, unknown>
      yield without
      for (const m of mutations((value as Record<string, unknown>)[key], bad)) yield { ...value, [key]: m }
    }
  }
}

const bad = [
  undefined,
  null,
  '',
  'x'.repeat(3000),
  -1,
  0,
  1.5,
  2 ** 40,
  true,
  [],
  {},
  'url(x)',
  'a;b',
  'light',
  new Error('x'),
  new Date(0),
  new Map([['a', 1]]),
  // An own `__proto__` key, as JSON.parse and structured clones make it.
  JSON.parse('{"__proto__": {"polluted": true}}'),
]

describe('the early checks accept exactly what their zod twins accept, and return the same', () => {
  test('the handshake', () => {
    const message = {
      type: CONNECT_MESSAGE,
      version: PROTOCOL_VERSION,
      options: full,
      storage: { '@airlock/a': 'x' },
    }
    expect(parseConnectMessage(message)).toEqual(ConnectMessageSchema.parse(message))
    let cases = 0
    for (const candidate of mutations(message, bad)) {
      cases++
      const twin = ConnectMessageSchema.safeParse(candidate)
      // The same verdict, and the same value: unknown keys dropped where zod drops them.
      expect(parseConnectMessage(candidate), JSON.stringify(candidate)?.slice(0, 300)).toEqual(
        twin.success ? twin.data : undefined,
      )
    }
    expect(cases).toBeGreaterThan(500)
  })

  test('the storage default and its limits', () => {
    const base = { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options }
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`@airlock/k${i}`, 'v']))
    for (const storage of [undefined, {}, { bad: 'x' }, { '@airlock/a': 'x'.repeat(100_001) }, many]) {
      const candidate = storage === undefined ? base : { ...base, storage }
      const twin = ConnectMessageSchema.safeParse(candidate)
      expect(parseConnectMessage(candidate)).toEqual(twin.success ? twin.data : undefined)
    }
  })

  test('the early calls', () => {
    const icon = 'data:image/png;base64,AAAA'
    const valid: Record<keyof typeof earlyMethodChecks, unknown[]> = {
      open: [{ view: 'Account', namespace: 'eip155' }],
      close: [],
      setWallets: [[{ id: 'io.metamask', name: 'MetaMask', icon, rdns: 'io.metamask', type: 'ANNOUNCED' }]],
      setThemeMode: ['dark'],
      setThemeVariables: [{ '--w3m-accent': 'red', '--w3m-z-index': 3 }],
    }
    for (const [method, args] of Object.entries(valid)) {
      expect(passesEarlyCheck(method, args), method).toBe(true)
      for (const candidate of mutations(args, [...bad, 'Nope', 'javascript:x'])) {
        const asArgs = Array.isArray(candidate) ? candidate : [candidate]
        expect(passesEarlyCheck(method, asArgs), `${method} ${JSON.stringify(asArgs)?.slice(0, 200)}`).toBe(
          checkModalCall(method, asArgs) === undefined,
        )
      }
    }
  })

  test('later calls and unknown names are never early', () => {
    for (const method of ['request', 'walletEvent', 'switchNetwork', 'disconnect', 'toString', 'constructor'])
      expect(passesEarlyCheck(method, [])).toBe(false)
  })
})
