/**
 * Every message of spec section 8 (and the few from sections 1, 5 and 6 that users see), as exact
 * strings. Compare and display these constants; never retype the text.
 *
 * @example
 * import { userMessages } from '@airlock/shared-protocol'
 * snackbar.showError(userMessages.SIGNATURE_DECLINED)
 */
export const userMessages = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TRANSACTION_STARTED: 'Transaction started',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  SOLANA_SEND_FAILED: 'Failed to send transaction. Please try again.',
  INVALID_SEND_PARAMETERS: 'Please enter a valid amount and receiver address',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_SIGN_FAILED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  DISCONNECT_FAILED: 'Failed to disconnect',
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  REQUEST_ABORTED: 'Request was aborted',
  EMAIL_LOGIN_LOAD_FAILED: 'Unable to load email login dependency',
  AN_ERROR_OCCURRED: 'An error occurred',
  ACTION_NOT_ALLOWED: 'Action not allowed',
} as const

export type UserMessageKey = keyof typeof userMessages

/** Messages for developers and logs: thrown by the code, not written for end users. */
export const internalMessages = {
  CREATE_APPKIT_FIRST: 'Please call createAppKit before using useAppKit hook',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CONTROLLER_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: 'ConnectionController client not set',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  // Verbatim from the spec, ellipsis included.
  TRANSPORT_URL_MISSING: 'No URL was provided to the Transport...',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP network id',
  INVALID_CHAIN_ID: 'Invalid chainId',
  SIWX_CONFLICT: 'Cannot set both `siweConfig` and `siwx` options',
  LAST_NETWORK: 'Cannot remove last network for a namespace',
} as const

export type InternalMessageKey = keyof typeof internalMessages

/** 'HTTP status code: {n}', raised for any non-OK HTTP response. */
export function formatHttpStatusMessage(status: number): string {
  return `HTTP status code: ${status}`
}

/** 'Please try again after N seconds', the email login throttle. Rounds up so 0.2 s left reads 1. */
export function formatRetryAfterMessage(seconds: number): string {
  return `Please try again after ${Math.max(0, Math.ceil(seconds))} seconds`
}

/** 'Error registering name {name}'. */
export function formatRegisterNameErrorMessage(name: string): string {
  return `Error registering name ${name}`
}

/** "Adapter for namespace {ns} doesn't exist". */
export function formatAdapterMissingMessage(namespace: string): string {
  return `Adapter for namespace ${namespace} doesn't exist`
}

/** 'Network with ID {id} not found'. */
export function formatNetworkIdNotFoundMessage(id: string | number): string {
  return `Network with ID ${id} not found`
}
