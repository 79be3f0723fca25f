import type { IncomingMessage, ServerResponse } from 'node:http'
import { escapeHtml, readBody } from '../serverKit.js'
import type { DevTelegramAccount } from './devTelegramBot.js'
import { encodeTelegramResult, signTelegramLogin } from './signTelegramLogin.js'

export interface TelegramLoginStandInOptions {
  botId: string
  botToken: string
  /** The origins the bot may log in to (BotFather's /setdomain): `origin` and `return_to` must be one. */
  domains: readonly string[]
  accounts: readonly DevTelegramAccount[]
  now?: () => number
}

const page = (status: number, body: string, response: ServerResponse, csp = "default-src 'none'") =>
  void response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `${csp}; style-src 'unsafe-inline'`,
    })
    .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Telegram login (stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
form{margin:1rem 0}button{padding:.75rem;font-size:1rem;width:100%}</style></head><body>${body}</body></html>`)

/**
 * Development and tests only: Telegram's login page (`oauth.telegram.org/auth`) as the login widget
 * opens it, `GET ?bot_id&origin&return_to&request_access`. Refuses another bot, an origin that is
 * not the bot's domain and a `return_to` elsewhere than that origin, as Telegram does; lists the
 * accounts as buttons (`data-testid="dev-telegram-account-<id>"`); the chosen one is signed with
 * the bot token and sent to `return_to` with `#tgAuthResult=<base64url JSON>`. No phone, no code.
 */
export function telegramLoginStandIn(options: TelegramLoginStandInOptions) {
  const now = options.now ?? Date.now
  /** The request's bot and return address, or the text Telegram's page would show instead. */
  function check(params: URLSearchParams): { returnTo: URL } | string {
    if (params.get('bot_id') !== options.botId) return 'Bot not found'
    const origin = params.get('origin') ?? ''
    if (!options.domains.includes(origin)) return 'Bot domain invalid'
    let returnTo: URL
    try {
      returnTo = new URL(params.get('return_to') ?? '')
    } catch {
      return 'Invalid return address'
    }
    return returnTo.origin === origin ? { returnTo } : 'Invalid return address'
  }

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.href.length > 4096) return page(414, '<p>Request too long</p>', response)
    if (request.method === 'GET') {
      const checked = check(url.searchParams)
      if (typeof checked === 'string') return page(400, `<p>${escapeHtml(checked)}</p>`, response)
      const hidden = [...url.searchParams]
        .filter(([name]) => ['bot_id', 'origin', 'return_to'].includes(name))
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('')
      const buttons = options.accounts
        .map(
          (account) => `<form method="post" action="${escapeHtml(url.pathname)}">${hidden}
<input type="hidden" name="account" value="${account.id}">
<button type="submit" data-testid="dev-telegram-account-${account.id}">Log in as ${escapeHtml(account.firstName)}${account.username ? ` (@${escapeHtml(account.username)})` : ''}</button></form>`,
        )
        .join('\n')
      const access =
        url.searchParams.get('request_access') === 'write' ? '<p>The bot may send you messages.</p>' : ''
      return page(
        200,
        `<h1>Log in to ${escapeHtml(url.searchParams.get('origin') ?? '')}</h1>${access}${buttons}`,
        response,
        `default-src 'none'; form-action 'self' ${options.domains.join(' ')}`,
      )
    }
    if (request.method !== 'POST') return void response.writeHead(405).end()
    const body = await readBody(request, 4096)
    if (body === undefined) return page(413, '<p>Request too large</p>', response)
    const form = new URLSearchParams(body)
    const checked = check(form)
    const account = options.accounts.find((entry) => String(entry.id) === form.get('account'))
    if (typeof checked === 'string' || !account)
      return page(
        400,
        `<p>${escapeHtml(typeof checked === 'string' ? checked : 'Unknown account')}</p>`,
        response,
      )
    const result = signTelegramLogin(account, options.botToken, Math.floor(now() / 1000))
    const back = new URL(checked.returnTo)
    back.hash = `tgAuthResult=${encodeTelegramResult(result)}`
    response.writeHead(303, { location: back.href, 'cache-control': 'no-store' }).end()
  }
}
