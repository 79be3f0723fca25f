/** RFC 5321 limit on a whole address. */
const MAX_EMAIL_LENGTH = 254

// The WHATWG `input type=email` rule, plus at least one dot in the domain (no `user@localhost`).
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * Whether `value` is a valid email for the email login.
 *
 * @example
 * import { isValidEmail } from '@airlock/shared-protocol'
 * isValidEmail('me@example.com') // true
 */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && emailPattern.test(value)
}
