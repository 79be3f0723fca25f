import { createHash, createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultDevTelegramAccounts } from './devTelegramBot.js'
import { telegramLoginStandIn } from './telegramLoginPage.js'

const wallet = 'http://wallet.localhost:5175'
const botToken = '42:stand-in-token'
const now = 1_800_000_000_000
let url = ''
const server = createServer((request, response) => {
  const handle = telegramLoginStandIn({
    botId: '42',
    botToken,
    domains: [wallet],
    accounts: defaultDevTelegramAccounts,
    now: () => now,
  })
  void handle(request, response, new URL(request.url ?? '/', url))
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const params = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    bot_id: '42',
    origin: wallet,
    return_to: `${wallet}/social/callback?state=s`,
    request_access: 'write',
    ...overrides,
  })
const post = (form: URLSearchParams) =>
  fetch(`${url}/telegram/auth`, { method: 'POST', body: form, redirect: 'manual' })

describe("the Telegram login page's stand-in", () => {
  it('lists the accounts, and sends the chosen one back to return_to signed with the bot token', async () => {
    const page = await fetch(`${url}/telegram/auth?${params()}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('data-testid="dev-telegram-account-700001"')
    const answer = await post(new URLSearchParams({ ...Object.fromEntries(params()), account: '700001' }))
    expect(answer.status).toBe(303)
    const back = new URL(answer.headers.get('location') ?? '')
    expect(back.origin + back.pathname + back.search).toBe(`${wallet}/social/callback?state=s`)
    const encoded = new URLSearchParams(back.hash.slice(1)).get('tgAuthResult') ?? ''
    const { hash, ...fields } = JSON.parse(Buffer.from(encoded, 'base64url').toString())
    expect(fields).toEqual({
      id: 700001,
      first_name: 'Alice',
      last_name: 'Example',
      username: 'alice_tg',
      auth_date: now / 1000,
    })
    const check = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('\n')
    const key = createHash('sha256').update(botToken).digest()
    expect(hash).toBe(createHmac('sha256', key).update(check).digest('hex'))
  })

  it("refuses another bot, an origin that is not the bot's domain, a return_to elsewhere, an unknown account", async () => {
    for (const [overrides, text] of [
      [{ bot_id: '43' }, 'Bot not found'],
      [{ origin: 'https://evil.example' }, 'Bot domain invalid'],
      [{ return_to: 'https://evil.example/steal' }, 'Invalid return address'],
      [{ return_to: 'not a url' }, 'Invalid return address'],
    ] as const) {
      const page = await fetch(`${url}/telegram/auth?${params(overrides)}`)
      expect(page.status).toBe(400)
      expect(await page.text()).toContain(text)
      const answer = await post(
        new URLSearchParams({ ...Object.fromEntries(params(overrides)), account: '700001' }),
      )
      expect(answer.status).toBe(400)
    }
    const unknown = await post(new URLSearchParams({ ...Object.fromEntries(params()), account: '1' }))
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Unknown account')
  })

  it('caps the request and the form', async () => {
    expect((await fetch(`${url}/telegram/auth?${params({ state: 'x'.repeat(5000) })}`)).status).toBe(414)
    expect((await post(new URLSearchParams({ account: 'x'.repeat(5000) }))).status).toBe(413)
  })
})
