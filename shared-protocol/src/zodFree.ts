/**
 * Everything in the package that does not import zod: the helpers the host bundle may use.
 * Both entries re-export it, so `host.ts` and `index.ts` cannot drift apart.
 */
export { type BuildCaipAddressParameters, buildCaipAddress } from './caip/buildCaipAddress.js'
export { buildCaipNetworkId } from './caip/buildCaipNetworkId.js'
export { chainIdToHex } from './caip/chainIdToHex.js'
export { hexToChainId } from './caip/hexToChainId.js'
export { type ParseCaipAddressReturnType, parseCaipAddress } from './caip/parseCaipAddress.js'
export { type ParseCaipNetworkIdReturnType, parseCaipNetworkId } from './caip/parseCaipNetworkId.js'
export type { CaipAddress, CaipNetworkId } from './caip/types.js'
export { type AccountType, accountTypes, defaultAccountTypes } from './constants/accountTypes.js'
export { COINBASE_KEYS_URL } from './constants/coinbase.js'
export {
  connectMethodsOrderWithInjected,
  DEFAULT_BORDER_RADIUS_MASTER,
  DEFAULT_CHAIN,
  DEFAULT_FONT_SIZE_MASTER,
  DEFAULT_LOG_LEVEL,
  DEFAULT_MODAL_WIDTH,
  DEFAULT_THEME_MODE,
  DEFAULT_Z_INDEX,
  defaultFeatures,
  restrictedTimezones,
  SDK_VERSION,
  SECURE_SITE_SDK_VERSION,
  type SocialProvider,
  socialNames,
  socialProviders,
  telegramSocialRestrictions,
} from './constants/defaults.js'
export { formatting, operationSigns, walletDisplayNames } from './constants/formatting.js'
export { HOST_SESSION_KEY, type HostSession, parseHostSession } from './constants/hostSession.js'
export {
  RECENT_WALLETS_LIMIT,
  SWAP_SLIPPAGE_TOLERANCE,
  supportedNamespaces,
  swapNetworkChainIds,
  walletListSizes,
} from './constants/lists.js'
export { coinbasePayChains, onrampProviders, onrampSampleLimits } from './constants/onramp.js'
export { addChainErrorCodes, rpcTransport } from './constants/rpcTransport.js'
export { SAFE_RPC_CALLS } from './constants/safeApps.js'
export { SOCIAL_HANDOFF_PARAMETER } from './constants/socialHandoff.js'
export { cacheLifetimes, times } from './constants/times.js'
export { decodeBase58, encodeBase58 } from './encoding/base58.js'
export { decodeBase64, encodeBase64 } from './encoding/base64.js'
export { type Alert, type AlertKey, alerts, mapServerMessageToAlert } from './errors/alerts.js'
export { HttpError, type HttpErrorParameters } from './errors/api.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from './errors/base.js'
export {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
  LastNetworkError,
} from './errors/chain.js'
export { SiwxConflictError } from './errors/config.js'
export {
  formatAdapterMissingMessage,
  formatHttpStatusMessage,
  formatNetworkIdNotFoundMessage,
  formatRegisterNameErrorMessage,
  formatRetryAfterMessage,
  type InternalMessageKey,
  internalMessages,
  type UserMessageKey,
  userMessages,
} from './errors/messages.js'
export {
  ChainDisconnectedError,
  jsonRpcErrors,
  ProviderDisconnectedError,
  ProviderRpcError,
  type ProviderRpcErrorParameters,
  providerErrorCodes,
  RpcMethodNotAllowedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './errors/provider.js'
export { toRpcError } from './errors/toRpcError.js'
export { InvalidSendCallsError, InvalidSendParametersError } from './errors/transaction.js'
export { isChainNamespace } from './networks/chainNamespaces.js'
export {
  classifyRpcMethod,
  notAllowedMessage,
  type RpcMethodClass,
  type SafeRpcMethod,
  safeRpcMethods,
  type UnsafeRpcMethod,
  unsafeRpcMethods,
} from './rpc/rpcMethods.js'
export {
  type BrowserSignals,
  browserSignalsOf,
  inTelegram,
  type TelegramPlatform,
  telegramPlatform,
} from './social/telegramBrowser.js'
export {
  caipOfWalletStandardChain,
  type SolanaCluster,
  solanaCaipNetworkIds,
  walletStandardChain,
} from './solana/solanaChains.js'
export { parseWireTransaction, sameBytes, type WireTransaction } from './solana/wireTransaction.js'
export { assertCanRemoveNetwork } from './validators/assertCanRemoveNetwork.js'
export { type AssertSiwxOptionsParameters, assertSiwxOptions } from './validators/assertSiwxOptions.js'
export { assertSolanaSend, type SolanaSendParameters } from './validators/assertSolanaSend.js'
export { type HasInsufficientGasParameters, hasInsufficientGas } from './validators/hasInsufficientGas.js'
export { isEvmAddress } from './validators/isEvmAddress.js'
export { isPositiveAmount } from './validators/isPositiveAmount.js'
export { isSignedMessage } from './validators/isSignedMessage.js'
export { isSolanaAddress } from './validators/isSolanaAddress.js'
export { isTransactionHash } from './validators/isTransactionHash.js'
export { isValidEmail } from './validators/isValidEmail.js'
export { isValidRegisterName } from './validators/isValidRegisterName.js'
export { normalizeWalletSearch } from './validators/normalizeWalletSearch.js'
export { secureUrl } from './validators/secureUrl.js'
export { type EvmSendKind, type EvmSendParameters, validateEvmSend } from './validators/validateEvmSend.js'
export {
  MAX_REGISTER_CHAIN_ID_EXCLUSIVE,
  validateRegisterChainId,
} from './validators/validateRegisterChainId.js'
export { type SendCall, type SendCallsParameters, validateSendCalls } from './validators/validateSendCalls.js'
