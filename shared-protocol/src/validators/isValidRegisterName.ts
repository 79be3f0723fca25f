/**
 * Whether `name` may be registered: ASCII letters, digits and hyphens, at least 4 characters.
 *
 * @example
 * import { isValidRegisterName } from '@airlock/shared-protocol'
 * isValidRegisterName('my-name') // true
 */
export function isValidRegisterName(name: unknown): name is string {
  return typeof name === 'string' && /^[a-zA-Z0-9-]{4,}$/.test(name)
}
