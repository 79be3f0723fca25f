import { BaseError } from './base.js'
import { userMessages } from './messages.js'

/**
 * A send without the fields it needs. The message is the spec's user text; `missing` names the
 * fields so logs say which one.
 */
export class InvalidSendParametersError extends BaseError {
  override name = 'InvalidSendParametersError'
  missing: string[]
  constructor({ missing }: { missing: string[] }) {
    super(userMessages.INVALID_SEND_PARAMETERS)
    this.missing = missing
  }
}

/** `wallet_sendCalls` params that do not have the EIP-5792 shape. */
export class InvalidSendCallsError extends BaseError {
  override name = 'InvalidSendCallsError'
  constructor({ reason }: { reason: string }) {
    super('Invalid wallet_sendCalls parameters', { details: reason })
  }
}
