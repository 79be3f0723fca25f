import { createWalletApi } from '../api/walletApi.js'

/** A route's answer: a JSON body with 200, or `(body) => [status, body]`, or a thrown network failure. */
export type StubRoute = unknown | ((body: unknown) => [number, unknown])

/**
 * Test-only: the wallet service as a stubbed `fetch`, keyed `METHOD /path` (with its query, or
 * without it for any query); records every call with its query. Unknown routes answer 404
 * `{ message: 'Not found' }`, as the service does.
 */
export function stubService(routes: Record<string, StubRoute> = {}) {
  const calls: { route: string; body: unknown; init: RequestInit }[] = []
  const fetch = async (path: string, init: RequestInit) => {
    const route = `${init.method} ${path}`
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ route, body, init })
    const answer = routes[route] ?? routes[route.replace(/\?.*$/, '')]
    const [status, json] =
      answer === undefined
        ? [404, { message: 'Not found' }]
        : typeof answer === 'function'
          ? (answer as (body: unknown) => [number, unknown])(body)
          : [200, answer]
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })
  }
  return { api: createWalletApi(fetch), fetch, calls, routes }
}

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const USER = {
  email: 'a@example.com',
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

export const SMART_ADDRESS = '0x1111111111111111111111111111111111111111'
/** The devnet chain the stub's smart accounts are on. */
export const SMART_CHAIN = 31337

/**
 * Test-only: the smart-account routes as the wallet service answers them (its EmbeddedUser on
 * `?chainId=`, the preference per chain, defaulting to the smart account where there is one).
 */
export function smartAccountRoutes(): Record<string, StubRoute> {
  const preferred = new Map<number, 'eoa' | 'smartAccount'>()
  let deployed = false
  const typeOn = (chainId: number) => preferred.get(chainId) ?? 'smartAccount'
  const user = (chainId: number) => {
    if (chainId !== SMART_CHAIN) return { ...USER, chainId }
    const smart = { address: SMART_ADDRESS, type: 'smartAccount' }
    const eoa = { address: ADDRESS, type: 'eoa' }
    const type = typeOn(chainId)
    return {
      ...USER,
      chainId,
      address: type === 'smartAccount' ? SMART_ADDRESS : ADDRESS,
      accounts: type === 'smartAccount' ? [smart, eoa] : [eoa, smart],
      smartAccountDeployed: deployed,
      preferredAccountType: type,
    }
  }
  const chainOf = (body: unknown) => Number((body as { chainId?: unknown })?.chainId)
  return {
    [`GET /api/user?chainId=${SMART_CHAIN}`]: () => [200, user(SMART_CHAIN)],
    'GET /api/user?chainId=1': () => [200, user(1)],
    'GET /api/smart-account-networks': { smartAccountEnabledNetworks: [SMART_CHAIN] },
    'POST /api/account-type': (body: unknown) => {
      const { type } = body as { type: string }
      const chainId = chainOf(body)
      if (chainId !== SMART_CHAIN || (type !== 'eoa' && type !== 'smartAccount'))
        return [400, { message: 'Smart accounts are not available on this network' }]
      preferred.set(chainId, type)
      return [200, { type, address: user(chainId).address }]
    },
    'POST /api/smart-account/init': (body: unknown) => {
      if (chainOf(body) !== SMART_CHAIN)
        return [400, { message: 'Smart accounts are not available on this network' }]
      deployed = true
      return [200, { address: SMART_ADDRESS, isDeployed: true }]
    },
  }
}
