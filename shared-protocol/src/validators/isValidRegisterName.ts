/**
 * Whether `name` may be registered: ASCII letters, digits and hyphens, at least 4 characters. Labels
 * with hyphens in the third and fourth places are reserved for IDNA (RFC 5891): `xn--` is punycode,
 * shown decoded as look-alike letters, so `xn--80ak6aa92e` is refused.
 *
 * @example
 * import { isValidRegisterName } from '@airlock/shared-protocol'
 * isValidRegisterName('my-name') // true
 */
export function isValidRegisterName(name: unknown): name is string {
  return typeof name === 'string' && /^[a-zA-Z0-9-]{4,}$/.test(name) && !/^..--/.test(name)
}
