import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  isSocialProviderName,
  type SocialConfig,
  type SocialProtocol,
  type SocialProviderName,
} from '@airlock/shared-protocol/social-config'
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose'
import { escapeHtml, readBody } from '../serverKit.js'

/**
 * Test-only: one local server that answers as each provider does on the wire, so every adapter
 * runs over HTTP: an authorize endpoint that signs `account` in at once (a redirect with `code` and
 * `state`, or for Apple the auto-submitted `form_post` page with `user` on the first sign-in), token
 * endpoints that check the code, redirect URI, PKCE verifier and client authentication (Apple's
 * ES256 client-secret JWT included), signed ID tokens, and the APIs: GitHub's /user and
 * /user/emails, Discord's /users/@me, X's /2/users/me, Graph's me.
 */
export interface StandInAccount {
  id: string
  login: string
  name: string
  email?: string
  /** Google's and Apple's email_verified, Discord's verified. */
  emailVerified?: boolean
  /** GitHub: /user/emails as GitHub answers it. */
  githubEmails?: { email: string; primary: boolean; verified: boolean; visibility: string | null }[]
}

/** What the next token request or API call answers instead (once). */
export interface Fault {
  status: number
  body: string
  contentType?: string
}

export interface ProviderStandIn {
  url: string
  /** Who the authorize endpoint signs in. */
  account: StandInAccount
  /** Answered by the authorize endpoint instead of a code, e.g. `access_denied`. */
  deny?: string
  tokenFault?: Fault
  apiFault?: Fault
  /** The next ID token is signed by another key, or names another nonce. */
  idTokenTamper?: 'signature' | 'nonce'
  /** Every token request's client authentication, as checked (for the tests to read). */
  clientAuths: string[]
  /** Social settings with every provider at this stand-in (the `protocol` each speaks). */
  social(): SocialConfig
  close(): Promise<void>
}

/** The OAuth providers this stand-in plays (Telegram's login page is dev-cloud/src/telegram's). */
type OAuthProvider = Exclude<SocialProviderName, 'telegram'>

interface Grant {
  provider: OAuthProvider
  clientId: string
  redirectUri: string
  challenge: string
  nonce?: string
  account: StandInAccount
}

const protocols: Record<OAuthProvider, SocialProtocol> = {
  google: 'oidc',
  apple: 'apple',
  github: 'github',
  discord: 'discord',
  x: 'x',
  facebook: 'facebook',
}

const send = (response: ServerResponse, status: number, body: string, type = 'application/json') =>
  void response.writeHead(status, { 'content-type': type }).end(body)
const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, JSON.stringify(body))

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const signing = await generateKeyPair('RS256', { extractable: true })
  const stranger = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' }
  const appleTeamKey = await generateKeyPair('ES256', { extractable: true })
  const applePem = await exportPKCS8(appleTeamKey.privateKey)
  const grants = new Map<string, Grant>()
  const tokens = new Map<string, StandInAccount>()
  const appleSeen = new Set<string>()
  let url = ''

  const secretOf = (provider: string) => `stand-in-secret-${provider}`

  function authorize(query: URLSearchParams, response: ServerResponse, provider: OAuthProvider) {
    const redirectUri = query.get('redirect_uri') ?? ''
    const state = query.get('state') ?? ''
    const formPost = query.get('response_mode') === 'form_post'
    const answer: Record<string, string> = { state }
    if (standIn.deny !== undefined) answer.error = standIn.deny
    else {
      const code = randomBytes(16).toString('base64url')
      const nonce = query.get('nonce')
      grants.set(code, {
        provider,
        clientId: query.get('client_id') ?? '',
        redirectUri,
        challenge: query.get('code_challenge') ?? '',
        ...(nonce === null ? {} : { nonce }),
        account: standIn.account,
      })
      answer.code = code
      // Apple sends the name (and email) only the first time a user signs in to the app.
      if (formPost && !appleSeen.has(standIn.account.id)) {
        appleSeen.add(standIn.account.id)
        const [firstName, ...rest] = standIn.account.name.split(' ')
        answer.user = JSON.stringify({
          name: { firstName, lastName: rest.join(' ') },
          email: standIn.account.email,
        })
      }
    }
    if (!formPost) {
      const back = new URL(redirectUri)
      for (const [name, value] of Object.entries(answer)) back.searchParams.set(name, value)
      return void response.writeHead(302, { location: back.href }).end()
    }
    const inputs = Object.entries(answer)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('')
    send(
      response,
      200,
      `<form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form><script>document.forms[0].submit()</script>`,
      'text/html',
    )
  }

  /** The client authentication as the provider takes it; undefined when it is wrong. */
  async function clientOf(provider: OAuthProvider, request: IncomingMessage, form: URLSearchParams) {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (basic) {
      const [id = '', secret = ''] = Buffer.from(basic, 'base64')
        .toString()
        .split(':')
        .map(decodeURIComponent)
      standIn.clientAuths.push(`basic ${id}`)
      return secret === secretOf(provider) ? id : undefined
    }
    const id = form.get('client_id') ?? ''
    const secret = form.get('client_secret')
    if (provider === 'apple') {
      standIn.clientAuths.push(`apple-jwt ${id}`)
      try {
        const { payload, protectedHeader } = await jwtVerify(secret ?? '', appleTeamKey.publicKey, {
          issuer: 'TEAM123456',
          subject: id,
          audience: url,
          algorithms: ['ES256'],
        })
        return protectedHeader.kid === 'KEY1234567' && typeof payload.exp === 'number' ? id : undefined
      } catch {
        return undefined
      }
    }
    standIn.clientAuths.push(secret === null ? `public ${id}` : `post ${id}`)
    if (secret === null) return provider === 'x' ? id : undefined
    return secret === secretOf(provider) ? id : undefined
  }

  async function idToken(grant: Grant, clientId: string) {
    const tamper = standIn.idTokenTamper
    standIn.idTokenTamper = undefined
    const { account } = grant
    const verified = account.emailVerified ?? false
    return new SignJWT({
      nonce: tamper === 'nonce' ? 'another-sign-in' : grant.nonce,
      ...(account.email === undefined ? {} : { email: account.email }),
      // Apple writes the flag as a string.
      email_verified: grant.provider === 'apple' ? String(verified) : verified,
      ...(grant.provider === 'apple' ? {} : { name: account.name }),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
      .setIssuer(url)
      .setAudience(clientId)
      .setSubject(account.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(tamper === 'signature' ? stranger.privateKey : signing.privateKey)
  }

  async function token(request: IncomingMessage, response: ServerResponse, provider: OAuthProvider) {
    const form = new URLSearchParams((await readBody(request, 65536)) ?? '')
    const fault = standIn.tokenFault
    standIn.tokenFault = undefined
    if (fault) return send(response, fault.status, fault.body, fault.contentType)
    const code = form.get('code') ?? ''
    const grant = grants.get(code)
    grants.delete(code)
    const clientId = await clientOf(provider, request, form)
    if (clientId === undefined) return sendJson(response, 401, { error: 'invalid_client' })
    const verifier = form.get('code_verifier') ?? ''
    if (
      !grant ||
      grant.provider !== provider ||
      grant.clientId !== clientId ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('redirect_uri') !== grant.redirectUri ||
      createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
    )
      return sendJson(response, 400, { error: 'invalid_grant' })
    const accessToken = randomBytes(16).toString('base64url')
    tokens.set(accessToken, grant.account)
    sendJson(response, 200, {
      access_token: accessToken,
      token_type: provider === 'x' || provider === 'google' ? 'Bearer' : 'bearer',
      expires_in: 3600,
      ...(provider === 'google' || provider === 'apple' ? { id_token: await idToken(grant, clientId) } : {}),
      ...(provider === 'github' ? { scope: 'read:user,user:email' } : {}),
    })
  }

  function api(path: string, query: URLSearchParams, account: StandInAccount, response: ServerResponse) {
    const fault = standIn.apiFault
    standIn.apiFault = undefined
    if (fault) return send(response, fault.status, fault.body, fault.contentType)
    switch (path) {
      case '/github/user':
        return sendJson(response, 200, {
          id: Number(account.id),
          login: account.login,
          name: account.name,
          email: null,
        })
      case '/github/user/emails':
        return sendJson(response, 200, account.githubEmails ?? [])
      case '/discord/users/@me':
        return sendJson(response, 200, {
          id: account.id,
          username: account.login,
          global_name: account.name,
          ...(account.email === undefined
            ? {}
            : { email: account.email, verified: account.emailVerified ?? false }),
        })
      case '/x/2/users/me':
        return sendJson(response, 200, {
          data: { id: account.id, name: account.name, username: account.login },
        })
      case '/facebook/me': {
        const fields = (query.get('fields') ?? 'id,name').split(',')
        const all: Record<string, string | undefined> = {
          id: account.id,
          name: account.name,
          email: account.email,
        }
        return sendJson(
          response,
          200,
          Object.fromEntries(fields.flatMap((f) => (all[f] ? [[f, all[f]]] : []))),
        )
      }
    }
    sendJson(response, 404, { message: 'Not Found' })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const at = new URL(request.url ?? '/', url)
    const [, provider = '', step = ''] = at.pathname.split('/')
    if (at.pathname === '/jwks') return sendJson(response, 200, { keys: [jwk] })
    if (!isSocialProviderName(provider) || provider === 'telegram')
      return sendJson(response, 404, { message: 'Not Found' })
    if (step === 'authorize' && request.method === 'GET')
      return authorize(at.searchParams, response, provider)
    if (step === 'token' && request.method === 'POST') return token(request, response, provider)
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const account = bearer === undefined ? undefined : tokens.get(bearer)
    if (!account) return sendJson(response, 401, { message: 'Bad credentials' })
    api(at.pathname, at.searchParams, account, response)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => send(response, 500, error.message, 'text/plain'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`

  const standIn: ProviderStandIn = {
    url,
    account: { id: '1001', login: 'alice', name: 'Alice Liddell' },
    clientAuths: [],
    social() {
      const entry = (provider: OAuthProvider) => ({
        protocol: protocols[provider],
        authorizationUrl: `${url}/${provider}/authorize`,
        tokenUrl: `${url}/${provider}/token`,
        clientId: `client-${provider}`,
        scope: 'stand-in',
        ...(provider === 'apple'
          ? {
              issuer: url,
              jwksUrl: `${url}/jwks`,
              appleKey: { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: applePem },
            }
          : { clientSecret: secretOf(provider) }),
        ...(provider === 'google' ? { issuer: url, jwksUrl: `${url}/jwks` } : {}),
        ...(provider === 'x' ? { tokenAuth: 'client_secret_basic' as const } : {}),
        ...(
          {
            github: { userinfoUrl: `${url}/github/user` },
            discord: { userinfoUrl: `${url}/discord/users/@me` },
            x: { userinfoUrl: `${url}/x/2/users/me` },
            facebook: { userinfoUrl: `${url}/facebook/me` },
            google: {},
            apple: {},
          } as const
        )[provider],
      })
      return {
        google: entry('google'),
        apple: entry('apple'),
        github: entry('github'),
        discord: entry('discord'),
        x: entry('x'),
        facebook: entry('facebook'),
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return standIn
}
