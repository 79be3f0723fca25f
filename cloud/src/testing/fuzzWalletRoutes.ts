import { type FuzzRequest, type FuzzResult, runFuzz, seededRandom, segments } from './fuzzRoutes.js'

const WALLET_ORIGIN = 'http://wallet.localhost:5175'
const token = () => 'A'.repeat(43)
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Every route of the wallet service: the frame's API, the popup's pages, the Farcaster relay, the frame's files. */
const routes: Array<[method: string, path: string]> = [
  ['POST', '/api/email/connect'],
  ['POST', '/api/email/await-device'],
  ['POST', '/api/email/otp'],
  ['GET', '/api/email/verify-device?token={x}'],
  ['GET', '/api/user'],
  ['GET', '/api/is-connected'],
  ['POST', '/api/sign-out'],
  ['POST', '/api/email/update'],
  ['POST', '/api/email/update/primary'],
  ['POST', '/api/email/update/secondary'],
  ['POST', '/api/rpc'],
  ['POST', '/api/social/start'],
  ['POST', '/api/social/claim'],
  ['POST', '/api/social/finish'],
  ['POST', '/api/farcaster/start'],
  ['POST', '/api/farcaster/claim'],
  ['GET', '/social/go?intent={x}'],
  ['GET', '/social/callback?state={x}&code={x}'],
  ['GET', '/social/callback?state={x}&error={x}'],
  ['GET', '/social/callback'],
  ['POST', '/v1/channel/authenticate'],
  ['GET', '/v1/channel/status'],
  ['GET', '/'],
  ['GET', '/?projectId={x}'],
  ['GET', '/assets/{x}'],
  ['GET', '/{x}'],
  ['GET', '//{x}'],
]
const methods = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD']
const origins = [undefined, WALLET_ORIGIN, 'https://evil.example', 'null', 'http://app.localhost:5173']
const strings = [...segments, '', 'google', 'github', 'apple', 'nope', 'a@b.co', token(), '123456']
const anything = () => [null, 2 ** 64, -1, 0.5, true, [], {}, 'x'.repeat(5000), ...strings]
/** Bodies shaped like each route's, with one field off, so the fuzz reaches past the shape checks. */
const bodyShapes = (pick: <T>(list: readonly T[]) => T): unknown[] => [
  { email: pick(strings) },
  { email: 'fuzz@example.com' },
  { email: 'fuzz@example.com', code: pick(strings) },
  { provider: pick(strings) },
  { intent: pick(strings), claim: pick(strings) },
  { state: pick(strings), code: pick(strings), proof: pick(strings) },
  { state: token(), code: token(), proof: token() },
  { channelToken: pick(strings), claim: pick(strings) },
  { channelToken: token(), claim: token() },
  { message: pick(strings), signature: `0x${'ab'.repeat(65)}`, fid: pick([1, 0, -1, 1e20, 'x']) },
  { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
  { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0xffffffffffffffffffff' }] },
  { method: 'eth_signTypedData_v4', params: [ADDRESS, pick(strings)] },
  { method: pick(strings), params: pick(anything()) },
  { [pick(strings)]: pick(anything()) },
]
const rawBodies = [
  '',
  '{',
  'null',
  '[]',
  '{"__proto__":{"polluted":1},"email":"a@b.co"}',
  `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
  'x'.repeat(200 * 1024),
]

/**
 * Sends `count` seeded random requests to a running wallet service: its routes with hostile path
 * segments, bodies shaped like theirs with fields off, forged or missing Origin, junk cookies and
 * bearer tokens. A healthy service answers every one with 2xx-4xx and signs nothing.
 */
export function fuzzWalletRoutes(
  base: string,
  { count, seed = 1, concurrency = 8 }: { count: number; seed?: number; concurrency?: number },
): Promise<FuzzResult> {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const next = (): FuzzRequest => {
    const [routeMethod, template] = pick(routes)
    const path = template.replaceAll('{x}', () => encodeURI(pick(strings)).replaceAll('#', '%23'))
    const method = random() < 0.8 ? routeMethod : pick(methods)
    const headers: Record<string, string> = {}
    // Half come from the wallet origin, so the fuzz reaches the handlers behind the Origin check.
    const origin = random() < 0.5 ? WALLET_ORIGIN : pick(origins)
    if (origin) headers.origin = origin
    if (random() < 0.2) headers['sec-fetch-site'] = pick(['same-origin', 'cross-site', 'none'])
    if (random() < 0.8)
      headers['content-type'] = pick(['application/json', 'text/plain', 'application/jsonx'])
    if (random() < 0.3)
      headers.cookie = pick([
        `airlock_wallet_session=${token()}`,
        `airlock_wallet_device=${pick(strings)}`,
        `__Host-airlock_social_browser=${token()}`,
        `airlock_wallet_flow=${token()}`,
        'airlock_wallet_session=; x=1',
        `${pick(strings)}=${pick(strings)}`,
      ])
    if (random() < 0.2)
      headers.authorization = pick([`Bearer ${token()}`, `Bearer ${pick(strings)}`, 'Basic x'])
    if (random() < 0.1) headers.host = 'evil.example'
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : random() < 0.8
          ? JSON.stringify(pick(bodyShapes(pick)))
          : pick(rawBodies)
    return { path, method, headers, body }
  }
  return runFuzz(base, { count, concurrency }, next)
}
