import { BaseError } from './base.js'
import { internalMessages } from './messages.js'

// These messages are compared verbatim, so the offending input is kept as a field, not in the text.

/** A CAIP-10 address that is not `namespace:reference:address` with a known namespace. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  caipAddress: unknown
  constructor({ caipAddress }: { caipAddress: unknown }) {
    super(internalMessages.INVALID_CAIP_ADDRESS)
    this.caipAddress = caipAddress
  }
}

/** A CAIP-2 network id that is not `namespace:reference` with a known namespace. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  caipNetworkId: unknown
  constructor({ caipNetworkId }: { caipNetworkId: unknown }) {
    super(internalMessages.INVALID_CAIP_NETWORK_ID)
    this.caipNetworkId = caipNetworkId
  }
}

/** A chain id that is not a non-negative safe integer, or too large for name registration. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  chainId: unknown
  constructor({ chainId }: { chainId: unknown }) {
    super(internalMessages.INVALID_CHAIN_ID)
    this.chainId = chainId
  }
}

/** Removing this network would leave its namespace with none. */
export class LastNetworkError extends BaseError {
  override name = 'LastNetworkError'
  constructor() {
    super(internalMessages.LAST_NETWORK)
  }
}
