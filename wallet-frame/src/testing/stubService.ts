import { createWalletApi } from '../api/walletApi.js'

/** A route's answer: a JSON body with 200, or `(body) => [status, body]`, or a thrown network failure. */
export type StubRoute = unknown | ((body: unknown) => [number, unknown])

/**
 * Test-only: the wallet service as a stubbed `fetch`, keyed `METHOD /path`; records every call.
 * Unknown routes answer 404 `{ message: 'Not found' }`, as the service does.
 */
export function stubService(routes: Record<string, StubRoute> = {}) {
  const calls: { route: string; body: unknown; init: RequestInit }[] = []
  const fetch = async (path: string, init: RequestInit) => {
    const route = `${init.method} ${path}`
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ route, body, init })
    const answer = routes[route]
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
