import type { HostApi, ModalApi } from '@airlock/shared-protocol/host'
import { type ForgeContext, type Forgery, pollutionPayload, withOwnProto } from './forgeContext.ts'
import { evilStorage } from './handshakeForgeries.ts'
import { junkValue, largeString } from './junkValues.ts'

const EVIL_ADDRESS = '0x000000000000000000000000000000000000dEaD'
const TEST_WALLET_ID = 'dev.airlock.testwallet'

/**
 * Arguments each real method accepts, so a forged call is one the guard would let through if it
 * ever reached a port: the fuzz then tests the window's checks, not the argument schemas. Typed
 * against the API, so a renamed or added method shows up here at compile time.
 */
export const modalCalls: { [K in keyof ModalApi]: Parameters<ModalApi[K]> } = {
  open: [{ view: 'Account' }],
  close: [],
  request: [{ method: 'eth_sendTransaction', params: [{ to: EVIL_ADDRESS, value: '0xde0b6b3a7640000' }] }],
  switchNetwork: ['eip155:1'],
  disconnect: [],
  setWallets: [[{ id: 'evil', name: 'Evil Wallet', type: 'ANNOUNCED', rdns: TEST_WALLET_ID }]],
  walletEvent: [{ walletId: TEST_WALLET_ID, event: 'accountsChanged', data: [EVIL_ADDRESS] }],
  setThemeMode: ['light'],
  setThemeVariables: [{ '--w3m-z-index': 2147483647 }],
  setLocale: ['de'],
  connectWallet: [{ wallet: TEST_WALLET_ID }],
}

export const hostCalls: { [K in keyof HostApi]: Parameters<HostApi[K]> } = {
  state: [
    {
      initialized: true,
      open: true,
      loading: false,
      view: 'Account',
      status: 'connected',
      address: EVIL_ADDRESS,
      caipAddress: `eip155:1:${EVIL_ADDRESS}`,
      caipNetworkId: 'eip155:1',
      chainId: 1,
      themeMode: 'dark',
    },
  ],
  walletRequest: [
    {
      walletId: TEST_WALLET_ID,
      method: 'eth_sendTransaction',
      params: [{ to: EVIL_ADDRESS, value: '0xde0b6b3a7640000' }],
    },
  ],
  openUrl: [{ url: 'https://evil.example/phish', target: '_self' }],
  persist: [evilStorage()],
  siwx: [{ method: 'setSessions', args: [[]] }],
  load: ['coinbase', { keysUrl: 'https://evil.example/connect' }],
}

const methodNames = [...Object.keys(modalCalls), ...Object.keys(hostCalls)]
const oddPaths: readonly unknown[][] = [
  ['__proto__'],
  ['constructor'],
  ['constructor', 'prototype'],
  ['__proto__', 'polluted'],
  ['then'],
  ['toString'],
  ['hasOwnProperty'],
  ['valueOf'],
  [],
  ['open', 'call'],
  ['request', 'apply'],
  ['persist', 'bind'],
  [0],
  [null],
  [['open']],
]
/** comlink's message types (protocol.ts) and its two response types. */
const wireTypes = ['APPLY', 'GET', 'SET', 'CONSTRUCT', 'ENDPOINT', 'RELEASE'] as const

function callArgs(method: string): unknown[] {
  const calls: Record<string, unknown[]> = { ...modalCalls, ...hostCalls }
  // Own keys only: a forged path like `constructor` must not find Object.prototype's function.
  return Object.hasOwn(calls, method) ? structuredClone(calls[method] as unknown[]) : []
}

function wireId<P>({ random }: ForgeContext<P>): unknown {
  switch (random.int(8)) {
    case 0:
      return ''
    case 1:
      return largeString(129, random.int(26))
    case 2:
      return random.int(1000)
    case 3:
      return undefined
    case 4:
      return '__proto__'
    default:
      return `${random.int(2 ** 31).toString(16)}-${random.int(2 ** 31).toString(16)}`
  }
}

function path<P>(context: ForgeContext<P>): unknown {
  const { random } = context
  const roll = random.int(10)
  if (roll < 5) return [random.pick(methodNames)]
  if (roll < 8) return random.pick(oddPaths)
  if (roll === 8) return random.pick(methodNames)
  return Array.from({ length: 1000 }, () => random.pick(methodNames))
}

/** comlink's wire values for an argument list: RAW values, or a HANDLER proxy carrying a port. */
function argumentList<P>(context: ForgeContext<P>, method: unknown): unknown {
  const { random } = context
  const name = Array.isArray(method) && typeof method[0] === 'string' ? method[0] : 'open'
  switch (random.int(6)) {
    case 0:
    case 1:
      return callArgs(name).map((value) => ({ type: 'RAW', value }))
    case 2:
      // A callback for the receiver to call back into: comlink's proxy transfer handler.
      return [{ type: 'HANDLER', name: 'proxy', value: context.port() }]
    case 3:
      return [{ type: 'HANDLER', name: 'throw', value: { isError: true, value: pollutionPayload() } }]
    case 4:
      return [{ type: 'RAW', value: junkValue(context) }]
    default:
      return junkValue(context)
  }
}

/**
 * comlink wire messages as if they came over a channel port: calls into both APIs, property
 * reads and writes, endpoint and release requests, and forged responses to pending calls.
 */
export function forgeWire<P>(context: ForgeContext<P>): Forgery {
  const { random } = context
  const roll = random.int(10)
  if (roll < 5) {
    const target = path(context)
    return {
      variant: 'wire-apply',
      data: { id: wireId(context), type: 'APPLY', path: target, argumentList: argumentList(context, target) },
    }
  }
  if (roll === 5) {
    const type = random.pick(wireTypes)
    return {
      variant: `wire-${type.toLowerCase()}`,
      data: {
        id: wireId(context),
        type,
        path: path(context),
        value: { type: 'RAW', value: junkValue(context) },
        argumentList: [],
      },
    }
  }
  if (roll === 6) {
    return {
      variant: 'wire-set-pollution',
      data: {
        id: wireId(context),
        type: 'SET',
        path: random.pick([['__proto__', 'polluted'], ['constructor', 'prototype', 'polluted'], ['open']]),
        value: { type: 'RAW', value: pollutionPayload() },
      },
    }
  }
  if (roll === 7) {
    return {
      variant: 'wire-response',
      data: {
        id: wireId(context),
        type: 'RAW',
        value: random.pick([
          { ok: true, result: [EVIL_ADDRESS] },
          { ok: true, result: '0xdeadbeef' },
          { ok: false, error: { code: 4001, message: 'forged' } },
          pollutionPayload(),
        ]),
      },
    }
  }
  if (roll === 8) {
    return {
      variant: 'wire-endpoint',
      data: { id: wireId(context), type: random.pick(['ENDPOINT', 'RELEASE']), path: [] },
      ports: random.pick([0, 1, 2]),
    }
  }
  return {
    variant: 'wire-pollution',
    data: withOwnProto(
      { id: wireId(context), type: 'APPLY', path: ['open'], argumentList: [] },
      pollutionPayload(),
    ),
  }
}
