import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  TELEGRAM_LOGIN_MAX_AGE_S,
  TELEGRAM_RESULT_MAX_CHARS,
  telegramCheckString,
  verifyTelegramLogin,
} from './telegramLogin.js'

const token = '123456789:AAE-test-bot-token'
const now = 1_800_000_000_000
const authDate = now / 1000 - 10

/** Signed here the long way round (Telegram's documented recipe), not with the code under test. */
function signed(
  fields: Record<string, string | number>,
  botToken = token,
): Record<string, string | number> & { hash: string } {
  const check = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
  const key = createHash('sha256').update(botToken).digest()
  return { ...fields, hash: createHmac('sha256', key).update(check).digest('hex') }
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const alice = {
  id: 700001,
  first_name: 'Alice',
  last_name: 'Example',
  username: 'alice_tg',
  auth_date: authDate,
}
const failure = (result: string, botToken = token, at = now) => {
  try {
    verifyTelegramLogin(result, botToken, at)
  } catch (error) {
    return (error as Error).message
  }
  return 'verified'
}

describe('verifyTelegramLogin', () => {
  it('takes a result signed with the bot token: the user id, the username, the date', () => {
    const result = signed({ ...alice, photo_url: 'https://t.me/i/userpic/320/alice.jpg' })
    expect(verifyTelegramLogin(encode(result), token, now)).toEqual({
      id: 700001,
      name: 'alice_tg',
      authDate,
      hash: result.hash,
    })
  })

  it('names the user by first and last name when there is no username; padded standard base64 too', () => {
    const result = signed({ id: 700002, first_name: 'Bob', last_name: 'Builder', auth_date: authDate })
    const standard = Buffer.from(JSON.stringify(result)).toString('base64')
    expect(verifyTelegramLogin(standard, token, now).name).toBe('Bob Builder')
  })

  it('signs the fields Telegram adds too: the check string keeps every field but hash, sorted', () => {
    expect(telegramCheckString({ username: 'a', id: 1, auth_date: 2, hash: 'x' })).toBe(
      'auth_date=2\nid=1\nusername=a',
    )
    const result = signed({ ...alice, allows_write_to_pm: 'true' })
    expect(failure(encode(result))).toBe('verified')
    expect(failure(encode({ ...result, allows_write_to_pm: 'false' }))).toBe(
      "the Telegram login is not signed by this app's bot",
    )
  })

  it('refuses a tampered field, an added field, a removed field and a tampered hash', () => {
    const result = signed(alice)
    const refused = "the Telegram login is not signed by this app's bot"
    expect(failure(encode({ ...result, id: 700002 }))).toBe(refused)
    expect(failure(encode({ ...result, username: 'mallory' }))).toBe(refused)
    expect(failure(encode({ ...result, photo_url: 'https://evil.example/x.jpg' }))).toBe(refused)
    const { last_name: _, ...withoutLastName } = result
    expect(failure(encode(withoutLastName))).toBe(refused)
    const flipped = `${result.hash.slice(0, -1)}${result.hash.endsWith('0') ? '1' : '0'}`
    expect(failure(encode({ ...result, hash: flipped }))).toBe(refused)
  })

  it("refuses another bot's login (its token signed it)", () => {
    expect(failure(encode(signed(alice, '987654321:AAE-another-bot')))).toBe(
      "the Telegram login is not signed by this app's bot",
    )
  })

  it(`refuses a login older than ${TELEGRAM_LOGIN_MAX_AGE_S} s, or dated ahead of our clock`, () => {
    const result = encode(signed(alice))
    expect(failure(result, token, (authDate + TELEGRAM_LOGIN_MAX_AGE_S) * 1000)).toBe('verified')
    expect(failure(result, token, (authDate + TELEGRAM_LOGIN_MAX_AGE_S + 1) * 1000)).toBe(
      'the Telegram login has expired',
    )
    expect(failure(encode(signed({ ...alice, auth_date: now / 1000 + 20 })))).toBe('verified')
    expect(failure(encode(signed({ ...alice, auth_date: now / 1000 + 120 })))).toBe(
      'the Telegram login is dated in the future',
    )
  })

  it('refuses an oversized, malformed or incomplete result, and says a declined one was cancelled', () => {
    const huge = encode(
      signed({ ...alice, photo_url: `https://t.me/${'a'.repeat(TELEGRAM_RESULT_MAX_CHARS)}` }),
    )
    expect(failure(huge)).toBe('the Telegram login is too large')
    expect(failure('not base64!')).toBe('the Telegram login is malformed')
    expect(failure(encode('a string'))).toBe('the Telegram login is malformed')
    expect(failure(Buffer.from('{"id":').toString('base64url'))).toBe('the Telegram login is malformed')
    const { id: _, ...noId } = alice
    expect(failure(encode(signed(noId)))).toBe('the Telegram login is malformed')
    expect(failure(encode({ ...signed(alice), hash: 'ABC' }))).toBe('the Telegram login is malformed')
    expect(failure(encode({ ...signed(alice), nested: { a: 1 } }))).toBe('the Telegram login is malformed')
    expect(failure('false')).toBe('the sign-in was cancelled')
  })
})
