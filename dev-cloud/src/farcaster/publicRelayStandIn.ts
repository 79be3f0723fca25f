import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * A stand-in for Farcaster's public relay (relay.farcaster.xyz), for tests: its v1 wire format as its
 * source has it, and none of our relay's habits. Channel tokens of 8 characters; `POST /v1/channel`
 * 201 `{channelToken, url, connectUri, nonce}`; `GET /v1/channel/status` 202 pending, 200 completed
 * (then the channel is deleted), 401 `{error}` unknown; `POST /v1/channel/authenticate` only with the
 * `X-Farcaster-Auth-Relay-Key` of the Farcaster app, 201; a body outside the schema is 400
 * `{error: 'Validation error'}`. Channels live in memory.
 */
export interface PublicRelayStandIn {
  url: string
  /** The key the Farcaster app authenticates with. */
  authKey: string
  /** The calls received, `METHOD /path`, in order. */
  calls: string[]
  close(): Promise<void>
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const channelToken = () => [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')

type Session = Record<string, unknown> & { state: 'pending' | 'completed' }

const createKeys = new Set([
  'siweUri',
  'domain',
  'nonce',
  'notBefore',
  'expirationTime',
  'requestId',
  'redirectUrl',
  'acceptAuthAddress',
])
const authenticateKeys = new Set([
  'message',
  'signature',
  'authMethod',
  'fid',
  'username',
  'bio',
  'displayName',
  'pfpUrl',
])

function validCreate(body: Record<string, unknown>): boolean {
  if (Object.keys(body).some((key) => !createKeys.has(key))) return false
  return (
    typeof body.siweUri === 'string' &&
    URL.canParse(body.siweUri) &&
    typeof body.domain === 'string' &&
    /^[a-zA-Z0-9.-]+(:[0-9]+)?$/.test(body.domain)
  )
}

function validAuthenticate(body: Record<string, unknown>): boolean {
  if (Object.keys(body).some((key) => !authenticateKeys.has(key))) return false
  return (
    typeof body.message === 'string' &&
    typeof body.signature === 'string' &&
    /^0x[a-fA-F0-9]{130}$/.test(body.signature) &&
    Number.isInteger(body.fid)
  )
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const send = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/** Starts the stand-in on a free loopback port. */
export async function startPublicRelayStandIn(): Promise<PublicRelayStandIn> {
  const authKey = randomBytes(16).toString('hex')
  const sessions = new Map<string, Session>()
  const calls: string[] = []
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    const route = `${request.method} ${path}`
    calls.push(route)
    if (route === 'POST /v1/channel') {
      const body = await jsonBody(request)
      if (!body || !validCreate(body)) return send(response, 400, { error: 'Validation error' })
      const token = channelToken()
      const nonce = typeof body.nonce === 'string' ? body.nonce : randomBytes(8).toString('hex')
      const url = `https://farcaster.xyz/~/siwf?channelToken=${token}`
      sessions.set(token, {
        state: 'pending',
        nonce,
        url,
        connectUri: url,
        acceptAuthAddress: body.acceptAuthAddress ?? true,
        signatureParams: { ...body, nonce },
        metadata: { userAgent: request.headers['user-agent'] ?? 'Unknown', ip: request.socket.remoteAddress },
      })
      return send(response, 201, { channelToken: token, url, connectUri: url, nonce })
    }
    if (route !== 'GET /v1/channel/status' && route !== 'POST /v1/channel/authenticate')
      return send(response, 404, { error: 'Not Found' })
    const token = request.headers.authorization?.split(' ')[1]
    if (!token) return send(response, 401, { error: 'Unauthorized ' })
    if (route === 'POST /v1/channel/authenticate') {
      const body = await jsonBody(request)
      if (!body || !validAuthenticate(body)) return send(response, 400, { error: 'Validation error' })
      if (request.headers['x-farcaster-auth-relay-key'] !== authKey)
        return send(response, 401, { error: 'Unauthorized' })
      const session = sessions.get(token)
      if (!session) return send(response, 401, { error: 'Unauthorized ' })
      const completed: Session = {
        ...session,
        ...body,
        state: 'completed',
        authMethod: body.authMethod ?? 'custody',
        verifications: [],
      }
      sessions.set(token, completed)
      return send(response, 201, completed)
    }
    const session = sessions.get(token)
    if (!session) return send(response, 401, { error: 'Unauthorized' })
    const { url: _url, connectUri: _connectUri, ...status } = session
    if (session.state === 'pending') return send(response, 202, status)
    sessions.delete(token)
    return send(response, 200, status)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    authKey,
    calls,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
