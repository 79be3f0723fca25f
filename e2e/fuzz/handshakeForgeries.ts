import { type ForgeContext, type Forgery, pollutionPayload, withOwnProto } from './forgeContext.ts'
import { junkValue, largeString } from './junkValues.ts'

export const READY = 'airlock:ready'
export const CONNECT = 'airlock:connect'

/** Near misses of the protocol's version 1. */
const badVersions = [
  0,
  2,
  -1,
  1.5,
  99,
  '1',
  'v1',
  null,
  undefined,
  true,
  Number.NaN,
  Infinity,
  [1],
  1n,
] as const
const typeLookalikes = [
  'airlock:Ready',
  'AIRLOCK:CONNECT',
  'airlock:connect ',
  ' airlock:ready',
  'airlock:connect\u0000',
  'airlock:connected',
  'airlock',
  'connect',
  'ready',
] as const

/** An attacker's network: the real chain id with its RPC pointed at the attacker. */
function evilNetwork(id: number) {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.evil.example/'] } },
  }
}

/** Options the modal's schema accepts: a full session takeover if they were ever applied. */
export function evilOptions(): Record<string, unknown> {
  return {
    projectId: 'evil-project',
    networks: [evilNetwork(31337), evilNetwork(1)],
    defaultNetworkId: 'eip155:1',
    metadata: { name: 'Evil', description: 'x', url: 'https://evil.example', icons: [] },
    customWallets: [{ id: 'evil', name: 'Evil Wallet', desktop_link: 'https://evil.example/wc?uri=' }],
    debug: true,
    sdkVersion: '1.0.0',
    sdkType: 'airlock',
  }
}

/** Session entries the schema accepts: they would claim a connected session on the attacker's chain. */
export function evilStorage(): Record<string, string> {
  return {
    '@airlock/connection_status': 'connected',
    '@airlock/connected_connector_ids': JSON.stringify({ eip155: 'evil' }),
    '@airlock/active_caip_network_id': 'eip155:1',
    '@airlock/recent_wallets': JSON.stringify([{ id: 'evil', name: 'Evil Wallet' }]),
  }
}

function mutateOptions<P>(context: ForgeContext<P>): { variant: string; options: unknown } {
  const { random, limits } = context
  const options = evilOptions()
  const network = evilNetwork(31337) as Record<string, unknown>
  switch (random.int(14)) {
    case 0:
      return { variant: 'options-junk', options: junkValue(context) }
    case 1:
      options.projectId = random.pick([largeString(129, 1), largeString(limits.maxString, 2), 42, null, ''])
      return { variant: 'options-project-id', options }
    case 2:
      options.networks = random.chance(0.5) ? [] : Array.from({ length: 65 }, (_, i) => evilNetwork(i + 1))
      return { variant: 'options-network-count', options }
    case 3:
      network.rpcUrls = {
        default: { http: [random.pick(['javascript:alert(1)', 'file:///etc/passwd', 'ws://evil', ''])] },
      }
      options.networks = [network]
      return { variant: 'options-rpc-url', options }
    case 4:
      network.caipNetworkId = random.pick(['eip155:1;drop', 'eip155', '__proto__:x', 'eip155:'])
      network.chainNamespace = random.pick(['eip155', 'evil', '__proto__'])
      options.networks = [network]
      return { variant: 'options-caip', options }
    case 5:
      network.nativeCurrency = {
        name: 'E',
        symbol: largeString(17, 3),
        decimals: random.pick([-1, 37, 1e9, 1.5]),
      }
      options.networks = [network]
      return { variant: 'options-currency', options }
    case 6:
      options.metadata = {
        name: '',
        description: largeString(513, 4),
        url: largeString(2049, 5),
        icons: Array.from({ length: 9 }, () => 'https://evil.example/i.png'),
      }
      return { variant: 'options-metadata', options }
    case 7:
      options.themeVariables = random.pick([
        { '--w3m-z-index': 2 ** 31 },
        { '--w3m-font-family': 'x;background:url(https://evil.example/)' },
        { '--w3m-accent': largeString(5000, 6) },
        junkValue(context),
      ])
      return { variant: 'options-theme', options }
    case 8:
      options.features = random.pick([{ socials: ['evil'] }, { swaps: 'yes' }, junkValue(context)])
      return { variant: 'options-features', options }
    case 9:
      options.customWallets = Array.from({ length: 101 }, (_, i) => ({ id: `evil-${i}`, name: 'Evil' }))
      options.includeWalletIds = Array.from({ length: 501 }, (_, i) => `id-${i}`)
      return { variant: 'options-wallet-lists', options }
    case 10:
      withOwnProto(options, pollutionPayload())
      Object.assign(options, { constructor: { prototype: pollutionPayload() } })
      return { variant: 'options-pollution', options }
    case 11:
      delete options[random.pick(['projectId', 'networks', 'sdkVersion'])]
      return { variant: 'options-missing-key', options }
    case 12:
      options.sdkVersion = largeString(33, 7)
      options.defaultNetworkId = largeString(65, 8)
      return { variant: 'options-long-fields', options }
    default:
      // Unknown keys are stripped by the schema, so this one stays valid: it must still be refused.
      options[random.pick(['adapters', 'siwx', 'onConnect'])] = junkValue(context)
      return { variant: 'options-unknown-key', options }
  }
}

function mutateStorage<P>(context: ForgeContext<P>): { variant: string; storage: unknown } {
  const { random } = context
  const storage: Record<string, unknown> = evilStorage()
  switch (random.int(7)) {
    case 0:
      return { variant: 'storage-hijack', storage }
    case 1:
      for (let i = 0; i < 65; i++) storage[`@airlock/k${i}`] = 'x'
      return { variant: 'storage-too-many', storage }
    case 2:
      storage[
        random.pick([
          'airlock/x',
          '@airlock/../x',
          `@airlock/${'a'.repeat(121)}`,
          '@airlock/ x',
          'constructor',
        ])
      ] = 'x'
      return { variant: 'storage-bad-key', storage }
    case 3:
      storage['@airlock/connection_status'] = largeString(100_001, 9)
      return { variant: 'storage-huge-value', storage }
    case 4:
      storage['@airlock/connection_status'] = random.pick([1, null, true, { connected: true }])
      return { variant: 'storage-non-string', storage }
    case 5:
      return { variant: 'storage-pollution', storage: withOwnProto(storage, pollutionPayload()) }
    default:
      return { variant: 'storage-junk', storage: junkValue(context) }
  }
}

export function forgeReady<P>(context: ForgeContext<P>): Forgery {
  const { random } = context
  switch (random.int(5)) {
    case 0:
      return { variant: 'ready-exact', data: { type: READY, version: 1 } }
    case 1:
      return { variant: 'ready-version', data: { type: READY, version: random.pick(badVersions) } }
    case 2:
      return { variant: 'ready-lookalike', data: { type: random.pick(typeLookalikes), version: 1 } }
    case 3:
      return {
        variant: 'ready-extra-key',
        data: withOwnProto({ type: READY, version: 1 }, pollutionPayload()),
      }
    default:
      return { variant: 'ready-connect-shaped', data: { type: READY, version: 1, options: evilOptions() } }
  }
}

/**
 * The host's connect message and its near misses. `connect-replay` is a complete, valid handshake
 * with two ports: coming from the host page's window it passes every check but "already
 * connected", which is the one thing that stops a second session being forced on the modal.
 */
export function forgeConnect<P>(context: ForgeContext<P>): Forgery {
  const { random } = context
  const base = () => ({ type: CONNECT, version: 1, options: evilOptions(), storage: evilStorage() })
  switch (random.int(9)) {
    case 0:
    case 1:
      return { variant: 'connect-replay', data: base(), ports: 2 }
    case 2:
      return { variant: 'connect-port-count', data: base(), ports: random.pick([0, 1, 3]) }
    case 3:
      return { variant: 'connect-version', data: { ...base(), version: random.pick(badVersions) }, ports: 2 }
    case 4:
      return {
        variant: 'connect-lookalike',
        data: { ...base(), type: random.pick(typeLookalikes) },
        ports: 2,
      }
    case 5: {
      const { variant, options } = mutateOptions(context)
      return { variant: `connect-${variant}`, data: { ...base(), options }, ports: 2 }
    }
    case 6: {
      const { variant, storage } = mutateStorage(context)
      return { variant: `connect-${variant}`, data: { ...base(), storage }, ports: 2 }
    }
    case 7:
      // The ports inside the data as well as transferred, where a careless reader might look for them.
      return {
        variant: 'connect-ports-in-data',
        data: { ...base(), ports: [context.port(), context.port()] },
      }
    default:
      return {
        variant: 'connect-extra-key',
        data: { ...base(), [random.pick(['source', 'origin', 'id', 'path'])]: junkValue(context) },
        ports: 2,
      }
  }
}
