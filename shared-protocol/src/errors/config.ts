import { BaseError } from './base.js'
import { internalMessages } from './messages.js'

/** `createAppKit` got both the legacy `siweConfig` and `siwx`. */
export class SiwxConflictError extends BaseError {
  override name = 'SiwxConflictError'
  constructor() {
    super(internalMessages.SIWX_CONFLICT)
  }
}
