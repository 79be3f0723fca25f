import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider'
import { readBody } from '../serverKit.js'
import {
  type DevTelegramAccount,
  defaultDevTelegramAccounts,
  devTelegramBot,
} from '../telegram/devTelegramBot.js'
import { telegramLoginStandIn } from '../telegram/telegramLoginPage.js'
import { type DevOidcAccount, defaultDevAccounts } from './devAccounts.js'
import { devLoginPage } from './devLoginPage.js'
import type { DevOidcClient } from './devSocialConfig.js'

export interface DevOidcOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Defaults to `http://<host>:<bound port>`; set it when the provider is reached under another name. */
  issuer?: string
  clients: DevOidcClient[]
  /** Defaults to Alice and Bob (`defaultDevAccounts`). */
  accounts?: readonly DevOidcAccount[]
  /** Who Telegram's login page (at `/telegram/auth`) signs in; defaults to `defaultDevTelegramAccounts`. */
  telegramAccounts?: readonly DevTelegramAccount[]
}

export interface RunningDevOidc {
  /** The issuer: discovery at `<url>/.well-known/openid-configuration`. */
  url: string
  close(): Promise<void>
}

/** Every authorization shows the account list, even when the provider remembers a sign-in. */
function alwaysPickAccount() {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('dev_pick_account', 'Pick a development account', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  return policy
}

/** Consent is granted on the user's behalf: the development clients are all first-party. */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const existing = session.grantIdFor(client.clientId)
  if (existing) return provider.Grant.find(existing)
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
  grant.addOIDCScope('openid email profile')
  await grant.save()
  return grant
}

/**
 * An OpenID provider for development and end-to-end tests (oidc-provider): authorization code with
 * PKCE S256 required, confidential clients, signed ID tokens with the accounts' email (verified),
 * name and preferred_username, and a login page listing the accounts as buttons. Offline: its
 * signing key is made at start. Telegram's login page for the development bot is at `/telegram/auth`.
 *
 * @example
 * import { devOidcClients, devSocialConfig, startDevOidcProvider } from '@airlock/cloud'
 * const oidc = await startDevOidcProvider({ port: 5181, clients: devOidcClients('http://wallet.localhost:5175') })
 * // createWalletServer({ ..., social: devSocialConfig(oidc.url) })
 */
export async function startDevOidcProvider({
  port,
  host = '127.0.0.1',
  issuer,
  clients,
  accounts = defaultDevAccounts,
  telegramAccounts = defaultDevTelegramAccounts,
}: DevOidcOptions): Promise<RunningDevOidc> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
    void response.writeHead(503).end()
  const server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const url = (issuer ?? `http://${host}:${(server.address() as { port: number }).port}`).replace(/\/$/, '')
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'dev-oidc', alg: 'RS256', use: 'sig' }
  const byId = new Map(accounts.map((account) => [account.id, account]))

  const provider = new Provider(url, {
    clients: clients.map(({ clientId, clientSecret, redirectUris, tokenAuth }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: tokenAuth ?? 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Short-lived everything (seconds): a development sign-in is one click.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // The ID token carries email and profile even though an access token is issued too.
    conformIdTokenClaims: false,
    clientBasedCORS: () => true,
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: alwaysPickAccount(),
    },
    loadExistingGrant: autoGrant,
    async findAccount(_ctx, sub) {
      const account = byId.get(sub)
      return (
        account && {
          accountId: sub,
          claims: () => ({
            sub,
            email: account.email,
            email_verified: true,
            name: account.name,
            preferred_username: account.preferredUsername,
          }),
        }
      )
    },
  })
  const callback = provider.callback()
  const redirectOrigins = [
    ...new Set(clients.flatMap((c) => c.redirectUris.map((u) => new URL(u).origin))),
  ].join(' ')

  async function interaction(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
    login: boolean,
  ) {
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== uid) return void response.writeHead(400).end('Interaction mismatch')
    if (!login) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // form-action covers the redirects after the post too: the login ends on the client's redirect URI.
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirectOrigins}`,
      })
      return void response.end(
        devLoginPage(`/interaction/${uid}/login`, String(details.params.client_id), accounts),
      )
    }
    const account = new URLSearchParams((await readBody(request, 4096)) ?? '').get('account') ?? ''
    if (!byId.has(account)) return void response.writeHead(400).end('Unknown account')
    await provider.interactionFinished(request, response, { login: { accountId: account } })
  }

  // Telegram is no OpenID provider: its login page stands in beside this one, for the development bot,
  // whose domains are the clients' (the wallet's) origins.
  const telegram = telegramLoginStandIn({
    botId: devTelegramBot.id,
    botToken: devTelegramBot.token,
    domains: redirectOrigins.split(' ').filter(Boolean),
    accounts: telegramAccounts,
  })

  handle = (request, response) => {
    const at = new URL(request.url ?? '/', url)
    const path = at.pathname
    if (path === '/telegram/auth')
      return void telegram(request, response, at).catch((error: Error) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' })
        response.end(`Telegram login failed: ${error.message}`)
      })
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(path)
    if (!match) return void callback(request, response)
    const login = match[2] !== undefined
    if (request.method !== (login ? 'POST' : 'GET')) return void response.writeHead(405).end()
    interaction(request, response, match[1] as string, login).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' })
      response.end(`Sign-in failed: ${error.message}`)
    })
  }

  return {
    url,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
