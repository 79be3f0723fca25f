import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import * as z from 'zod'
import { SocialLoginError } from './socialAdapter.js'

/**
 * How old a login may be when it reaches the finish: the login page redirects to our callback the
 * moment the visitor confirms, and the page finishes at once, so a real one is seconds old. The
 * payload names no sign-in of ours (Telegram has no state or nonce), so this window and the replay
 * check are what keep a payload read from somewhere (a history entry, a log) from signing in again.
 * Five minutes leaves room for a slow phone and a clock a little off, and no more.
 */
export const TELEGRAM_LOGIN_MAX_AGE_S = 300
/** A login dated this far ahead of our clock is still taken (the two clocks disagree a little). */
export const TELEGRAM_CLOCK_SKEW_S = 30
/** The base64 of a real payload is a few hundred characters (the photo URL is the longest field). */
export const TELEGRAM_RESULT_MAX_CHARS = 2048

/** The fields Telegram signs; any other field it sends is signed too and kept in the check string. */
const Fields = z
  .record(z.string().regex(/^[a-z_]{1,32}$/), z.union([z.string().max(512), z.number(), z.boolean()]))
  .refine((fields) => Object.keys(fields).length <= 16)
const Known = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().min(1).optional(),
  last_name: z.string().optional(),
  username: z.string().min(1).optional(),
  auth_date: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
})

/** Who signed in, as the verified payload says it. */
export interface TelegramLogin {
  id: number
  /** The @username without its @, or the first and last names when there is none. */
  name?: string
  authDate: number
  /** The payload's signature, unique to this login: the replay check's key. */
  hash: string
}

/** `tgAuthResult`: base64 (URL-safe or not, padded or not) of a JSON object. */
function decode(result: string): unknown {
  if (result.length > TELEGRAM_RESULT_MAX_CHARS) throw new SocialLoginError('the Telegram login is too large')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(result)) throw new SocialLoginError('the Telegram login is malformed')
  try {
    return JSON.parse(Buffer.from(result, 'base64url').toString('utf8'))
  } catch {
    throw new SocialLoginError('the Telegram login is malformed')
  }
}

/** Telegram's data-check-string: every field but `hash`, as `key=value`, sorted by key, joined by newlines. */
export const telegramCheckString = (fields: Record<string, string | number | boolean>): string =>
  Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n')

/** hex(HMAC-SHA256(check string, SHA-256(bot token))): what Telegram signs a login with. */
export const telegramHash = (fields: Record<string, string | number | boolean>, botToken: string): string =>
  createHmac('sha256', createHash('sha256').update(botToken).digest())
    .update(telegramCheckString(fields))
    .digest('hex')

/**
 * The login in `result` (the `tgAuthResult` Telegram's login page appended to our callback), checked:
 * its hash is the HMAC of its fields keyed by the bot token's SHA-256 (compared in constant time),
 * and its `auth_date` within TELEGRAM_LOGIN_MAX_AGE_S of `nowMs`. `false` is Telegram's answer when
 * the visitor declined. Throws SocialLoginError with a text for the visitor. The replay check is the
 * caller's (it needs the database).
 */
export function verifyTelegramLogin(result: string, botToken: string, nowMs: number): TelegramLogin {
  const decoded = result === 'false' ? false : decode(result)
  if (decoded === false) throw new SocialLoginError('the sign-in was cancelled')
  const fields = Fields.safeParse(decoded)
  const known = Known.safeParse(decoded)
  if (!fields.success || !known.success) throw new SocialLoginError('the Telegram login is malformed')
  const expected = Buffer.from(telegramHash(fields.data, botToken), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(known.data.hash, 'hex')))
    throw new SocialLoginError("the Telegram login is not signed by this app's bot")
  const { id, username, first_name, last_name, auth_date, hash } = known.data
  const age = nowMs / 1000 - auth_date
  if (age > TELEGRAM_LOGIN_MAX_AGE_S) throw new SocialLoginError('the Telegram login has expired')
  if (age < -TELEGRAM_CLOCK_SKEW_S) throw new SocialLoginError('the Telegram login is dated in the future')
  const fullName = [first_name, last_name].filter(Boolean).join(' ')
  const name = username ?? (fullName === '' ? undefined : fullName)
  return { id, ...(name === undefined ? {} : { name }), authDate: auth_date, hash }
}
