import { BaseError, type BaseErrorParameters } from './base.js'
import { internalMessages } from './messages.js'

/**
 * The standard JSON-RPC error codes (-32700 and -32600..-32603 from JSON-RPC 2.0, -32000..-32006
 * from EIP-1474), with their standard texts.
 */
export const jsonRpcErrors = {
  PARSE_ERROR: { code: -32700, message: 'Parse error' },
  INVALID_REQUEST: { code: -32600, message: 'Invalid request' },
  METHOD_NOT_FOUND: { code: -32601, message: 'Method not found' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid params' },
  INTERNAL_ERROR: { code: -32603, message: 'Internal error' },
  INVALID_INPUT: { code: -32000, message: 'Invalid input' },
  RESOURCE_NOT_FOUND: { code: -32001, message: 'Resource not found' },
  RESOURCE_UNAVAILABLE: { code: -32002, message: 'Resource unavailable' },
  TRANSACTION_REJECTED: { code: -32003, message: 'Transaction rejected' },
  METHOD_NOT_SUPPORTED: { code: -32004, message: 'Method not supported' },
  LIMIT_EXCEEDED: { code: -32005, message: 'Limit exceeded' },
  JSON_RPC_VERSION_NOT_SUPPORTED: { code: -32006, message: 'JSON-RPC version not supported' },
} as const satisfies Record<string, { code: number; message: string }>

/** The EIP-1193 provider error codes. */
export const providerErrorCodes = {
  USER_REJECTED_REQUEST: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
} as const

export interface ProviderRpcErrorParameters extends BaseErrorParameters {
  code: number
  /** Extra data for the caller, as in an EIP-1193 error's `data`. Must survive structured clone. */
  data?: unknown
}

/**
 * An error with an EIP-1193 / JSON-RPC `code`. Subclasses carry a static `code`, so callers can
 * compare `error.code === UserRejectedRequestError.code` without a magic number.
 *
 * @example
 * import { ProviderRpcError, jsonRpcErrors } from '@airlock/shared-protocol'
 * throw new ProviderRpcError(jsonRpcErrors.INVALID_PARAMS.message, { code: jsonRpcErrors.INVALID_PARAMS.code })
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  code: number
  data: unknown

  constructor(shortMessage: string, { code, data, ...rest }: ProviderRpcErrorParameters) {
    super(shortMessage, rest)
    this.code = code
    this.data = data
  }
}

type CodedErrorParameters = Omit<ProviderRpcErrorParameters, 'code'>

/** 4001: the user declined in the wallet or in the approval view. */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('User rejected the request.', { ...parameters, code: UserRejectedRequestError.code })
  }
}

/** 4100: the method or account has not been authorised by the user. */
export class UnauthorizedProviderError extends ProviderRpcError {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('The requested method and/or account has not been authorized by the user.', {
      ...parameters,
      code: UnauthorizedProviderError.code,
    })
  }
}

/** 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('The Provider does not support the requested method.', {
      ...parameters,
      code: UnsupportedProviderMethodError.code,
    })
  }
}

/**
 * 4200 with the spec's text: a method that is neither safe nor unsafe (see `classifyRpcMethod`).
 * The modal shows 'Action not allowed' for it.
 */
export class RpcMethodNotAllowedError extends ProviderRpcError {
  static readonly code = 4200
  override name = 'RpcMethodNotAllowedError'
  constructor(parameters: CodedErrorParameters = {}) {
    super(internalMessages.RPC_NOT_ALLOWED, { ...parameters, code: RpcMethodNotAllowedError.code })
  }
}

/** 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends ProviderRpcError {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('The Provider is disconnected from all chains.', {
      ...parameters,
      code: ProviderDisconnectedError.code,
    })
  }
}

/** 4901: the provider is not connected to the requested chain. */
export class ChainDisconnectedError extends ProviderRpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('The Provider is not connected to the requested chain.', {
      ...parameters,
      code: ChainDisconnectedError.code,
    })
  }
}

/** 4902 from `wallet_switchEthereumChain`: the switch failed (often: chain unknown, so add it). */
export class SwitchChainError extends ProviderRpcError {
  static readonly code = 4902
  override name = 'SwitchChainError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('An error occurred when attempting to switch chain.', {
      ...parameters,
      code: SwitchChainError.code,
    })
  }
}

/** 4902: the wallet does not know the chain; the caller should try `wallet_addEthereumChain`. */
export class UnrecognizedChainError extends ProviderRpcError {
  static readonly code = 4902
  override name = 'UnrecognizedChainError'
  constructor(parameters: CodedErrorParameters = {}) {
    super('Unrecognized chain ID.', { ...parameters, code: UnrecognizedChainError.code })
  }
}
