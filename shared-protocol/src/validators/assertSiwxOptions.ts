import { SiwxConflictError } from '../errors/config.js'

export interface AssertSiwxOptionsParameters {
  siweConfig?: unknown
  siwx?: unknown
}

/**
 * Throws 'Cannot set both `siweConfig` and `siwx` options' when both are given.
 *
 * @example
 * import { assertSiwxOptions } from '@airlock/shared-protocol/host'
 * assertSiwxOptions(options) // in createAppKit, before anything else
 */
export function assertSiwxOptions(options: AssertSiwxOptionsParameters): void {
  if (options.siweConfig != null && options.siwx != null) throw new SiwxConflictError()
}
