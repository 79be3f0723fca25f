import { createHash, createHmac } from 'node:crypto'
import type { DevTelegramAccount } from './devTelegramBot.js'

/** A login result as Telegram's login page returns it: the user's fields, `auth_date` and `hash`. */
export type TelegramLoginResult = Record<string, string | number> & {
  id: number
  auth_date: number
  hash: string
}

/**
 * Signs a login as Telegram does: `hash` = hex(HMAC-SHA256(data-check-string, SHA-256(bot token))),
 * the data-check-string being every other field as `key=value`, sorted by key, joined by newlines.
 */
export function signTelegramLogin(
  account: DevTelegramAccount,
  botToken: string,
  authDate: number,
): TelegramLoginResult {
  const fields: Record<string, string | number> = {
    id: account.id,
    first_name: account.firstName,
    ...(account.lastName === undefined ? {} : { last_name: account.lastName }),
    ...(account.username === undefined ? {} : { username: account.username }),
    auth_date: authDate,
  }
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n')
  const key = createHash('sha256').update(botToken).digest()
  const hash = createHmac('sha256', key).update(check).digest('hex')
  return { ...fields, id: account.id, auth_date: authDate, hash }
}

/** The `tgAuthResult` of a result: its JSON in base64url, as the login page appends it to `return_to`. */
export const encodeTelegramResult = (result: unknown): string =>
  Buffer.from(JSON.stringify(result)).toString('base64url')
