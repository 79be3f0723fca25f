import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import * as constants from './constants.js'
import * as host from './host.js'
import * as index from './index.js'
import * as visibility from './visibility.js'

// Snapshots of the public surface: any added, renamed or removed export shows up in review.
test('index exports', () => {
  expect(Object.keys(index).sort()).toMatchInlineSnapshot(`
    [
      "APP_EVENT_PREFIX",
      "AppMessageSchema",
      "BaseError",
      "COINBASE_KEYS_URL",
      "CONNECT_MESSAGE",
      "ChainDisconnectedError",
      "ChainNamespaceSchema",
      "ConnectMessageSchema",
      "ConnectWalletParamsSchema",
      "ConnectionStatusSchema",
      "CustomWalletSchema",
      "DEFAULT_BORDER_RADIUS_MASTER",
      "DEFAULT_CHAIN",
      "DEFAULT_FONT_SIZE_MASTER",
      "DEFAULT_LOG_LEVEL",
      "DEFAULT_MODAL_WIDTH",
      "DEFAULT_THEME_MODE",
      "DEFAULT_Z_INDEX",
      "DefaultAccountTypesSchema",
      "EmbeddedUserSchema",
      "FRAME_EVENT_PREFIX",
      "FeaturesSchema",
      "FrameErrorSchema",
      "FrameMessageSchema",
      "HOST_SESSION_KEY",
      "HostWalletListSchema",
      "HostWalletSchema",
      "HttpError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "InvalidChainIdError",
      "InvalidSendCallsError",
      "InvalidSendParametersError",
      "LOGIN_PENDING_MESSAGE",
      "LastNetworkError",
      "MAX_REGISTER_CHAIN_ID_EXCLUSIVE",
      "MAX_WALLET_ICON_LENGTH",
      "MetadataSchema",
      "ModalOptionsSchema",
      "ModalSnapshotSchema",
      "NetworkSchema",
      "OpenParamsSchema",
      "OpenUrlSchema",
      "PROTOCOL_VERSION",
      "PersistChangesSchema",
      "PersistedEntriesSchema",
      "ProviderDisconnectedError",
      "ProviderRpcError",
      "READY_MESSAGE",
      "RECENT_WALLETS_LIMIT",
      "ReadyMessageSchema",
      "RpcErrorSchema",
      "RpcMethodNotAllowedError",
      "RpcRequestSchema",
      "RpcResultSchema",
      "SAFE_RPC_CALLS",
      "SDK_VERSION",
      "SECURE_SITE_SDK_VERSION",
      "SIWX_SESSIONS_KEY",
      "SOCIAL_HANDOFF_PARAMETER",
      "SWAP_SLIPPAGE_TOLERANCE",
      "SiwxConflictError",
      "SiwxMessageDataSchema",
      "SiwxSessionSchema",
      "SwitchChainError",
      "TelegramOnHostSchema",
      "ThemeModeSchema",
      "ThemePayloadSchema",
      "ThemeVariablesSchema",
      "UnauthorizedProviderError",
      "UnrecognizedChainError",
      "UnsupportedProviderMethodError",
      "UserRejectedRequestError",
      "ViewNameSchema",
      "WALLET_FRAME_TIMEOUT_MS",
      "WalletEventSchema",
      "WalletRequestSchema",
      "acceptHost",
      "acceptHostEarly",
      "accountTypes",
      "addChainErrorCodes",
      "alerts",
      "appEventNames",
      "appEventType",
      "assertCanRemoveNetwork",
      "assertSiwxOptions",
      "assertSolanaSend",
      "browserSignalsOf",
      "buildCaipAddress",
      "buildCaipNetworkId",
      "cacheLifetimes",
      "caipOfWalletStandardChain",
      "chainIdToHex",
      "chainNamespaces",
      "checkModalCall",
      "classifyRpcMethod",
      "coinbasePayChains",
      "connectMethodsOrderWithInjected",
      "connectModal",
      "connectionStatuses",
      "createChannelStats",
      "decodeBase58",
      "decodeBase64",
      "defaultAccountTypes",
      "defaultFeatures",
      "earlyMethodChecks",
      "encodeBase58",
      "encodeBase64",
      "errorEventType",
      "formatAdapterMissingMessage",
      "formatHttpStatusMessage",
      "formatNetworkIdNotFoundMessage",
      "formatRegisterNameErrorMessage",
      "formatRetryAfterMessage",
      "formatting",
      "frameErrorMessage",
      "frameEventType",
      "frameOwnEventNames",
      "guardPort",
      "hasInsufficientGas",
      "hexToChainId",
      "inTelegram",
      "internalMessages",
      "isChainNamespace",
      "isEvmAddress",
      "isPositiveAmount",
      "isSignedMessage",
      "isSolanaAddress",
      "isTransactionHash",
      "isValidEmail",
      "isValidRegisterName",
      "jsonRpcErrors",
      "mapServerMessageToAlert",
      "modalMethodNames",
      "modalMethodSchemas",
      "normalizeWalletSearch",
      "notAllowedMessage",
      "onrampProviders",
      "onrampSampleLimits",
      "operationSigns",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "parseConnectMessage",
      "parseHostSession",
      "parseWireTransaction",
      "passesEarlyCheck",
      "providerErrorCodes",
      "readParentOrigin",
      "receiveHandshake",
      "restrictedTimezones",
      "rpcTransport",
      "safeRpcMethods",
      "sameBytes",
      "secureUrl",
      "siweMethods",
      "siwxMethods",
      "socialNames",
      "socialProviders",
      "solanaCaipNetworkIds",
      "successEventType",
      "supportedNamespaces",
      "swapNetworkChainIds",
      "takeHandshake",
      "telegramPlatform",
      "telegramSocialRestrictions",
      "timedAppEvents",
      "times",
      "toRpcError",
      "unsafeRpcMethods",
      "userMessages",
      "validateEvmSend",
      "validateRegisterChainId",
      "validateSendCalls",
      "viewNames",
      "walletDisplayNames",
      "walletEventNames",
      "walletFramePayloads",
      "walletFrameQuery",
      "walletListSizes",
      "walletStandardChain",
    ]
  `)
})

test('host exports', () => {
  expect(Object.keys(host).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "COINBASE_KEYS_URL",
      "CONNECT_MESSAGE",
      "ChainDisconnectedError",
      "DEFAULT_BORDER_RADIUS_MASTER",
      "DEFAULT_CHAIN",
      "DEFAULT_FONT_SIZE_MASTER",
      "DEFAULT_LOG_LEVEL",
      "DEFAULT_MODAL_WIDTH",
      "DEFAULT_THEME_MODE",
      "DEFAULT_Z_INDEX",
      "HOST_SESSION_KEY",
      "HttpError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "InvalidChainIdError",
      "InvalidSendCallsError",
      "InvalidSendParametersError",
      "LastNetworkError",
      "MAX_REGISTER_CHAIN_ID_EXCLUSIVE",
      "PROTOCOL_VERSION",
      "ProviderDisconnectedError",
      "ProviderRpcError",
      "READY_MESSAGE",
      "RECENT_WALLETS_LIMIT",
      "RpcMethodNotAllowedError",
      "SAFE_RPC_CALLS",
      "SDK_VERSION",
      "SECURE_SITE_SDK_VERSION",
      "SIWX_SESSIONS_KEY",
      "SOCIAL_HANDOFF_PARAMETER",
      "SWAP_SLIPPAGE_TOLERANCE",
      "SiwxConflictError",
      "SwitchChainError",
      "UnauthorizedProviderError",
      "UnrecognizedChainError",
      "UnsupportedProviderMethodError",
      "UserRejectedRequestError",
      "accountTypes",
      "addChainErrorCodes",
      "alerts",
      "assertCanRemoveNetwork",
      "assertSiwxOptions",
      "assertSolanaSend",
      "browserSignalsOf",
      "buildCaipAddress",
      "buildCaipNetworkId",
      "cacheLifetimes",
      "caipOfWalletStandardChain",
      "chainIdToHex",
      "chainNamespaces",
      "classifyRpcMethod",
      "coinbasePayChains",
      "connectMethodsOrderWithInjected",
      "connectModal",
      "decodeBase58",
      "decodeBase64",
      "defaultAccountTypes",
      "defaultFeatures",
      "encodeBase58",
      "encodeBase64",
      "formatAdapterMissingMessage",
      "formatHttpStatusMessage",
      "formatNetworkIdNotFoundMessage",
      "formatRegisterNameErrorMessage",
      "formatRetryAfterMessage",
      "formatting",
      "hasInsufficientGas",
      "hexToChainId",
      "inTelegram",
      "internalMessages",
      "isChainNamespace",
      "isEvmAddress",
      "isPositiveAmount",
      "isSignedMessage",
      "isSolanaAddress",
      "isTransactionHash",
      "isValidEmail",
      "isValidRegisterName",
      "jsonRpcErrors",
      "mapServerMessageToAlert",
      "normalizeWalletSearch",
      "notAllowedMessage",
      "onrampProviders",
      "onrampSampleLimits",
      "operationSigns",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "parseHostSession",
      "parseWireTransaction",
      "providerErrorCodes",
      "restrictedTimezones",
      "rpcTransport",
      "safeRpcMethods",
      "sameBytes",
      "secureUrl",
      "siweMethods",
      "siwxMethods",
      "socialNames",
      "socialProviders",
      "solanaCaipNetworkIds",
      "supportedNamespaces",
      "swapNetworkChainIds",
      "telegramPlatform",
      "telegramSocialRestrictions",
      "times",
      "toRpcError",
      "unsafeRpcMethods",
      "userMessages",
      "validateEvmSend",
      "validateRegisterChainId",
      "validateSendCalls",
      "walletDisplayNames",
      "walletListSizes",
      "walletStandardChain",
    ]
  `)
})

test('every runtime export of host is also in index', () => {
  const missing = Object.keys(host).filter((key) => !(key in index))
  expect(missing).toEqual([])
})

describe('the host entry stays free of zod', () => {
  const sourceRoot = dirname(fileURLToPath(import.meta.url))

  /** Runtime import specifiers of a file. `import type` / `export type` are erased, so skipped. */
  function runtimeImports(file: string): string[] {
    const text = readFileSync(file, 'utf8')
    const specifiers: string[] = []
    const pattern =
      /^\s*(import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
    for (const match of text.matchAll(pattern)) specifiers.push((match[2] ?? match[3]) as string)
    return specifiers
  }

  /** Every module the host entry loads at run time, following relative imports. */
  function runtimeGraph(entry: string): { files: Set<string>; packages: Set<string> } {
    const files = new Set<string>()
    const packages = new Set<string>()
    const visit = (file: string) => {
      if (files.has(file)) return
      files.add(file)
      for (const specifier of runtimeImports(file)) {
        if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
        else packages.add(specifier)
      }
    }
    visit(entry)
    return { files, packages }
  }

  test('host.ts loads only comlink, never zod', () => {
    const { files, packages } = runtimeGraph(resolve(sourceRoot, 'host.ts'))
    expect([...packages].sort()).toEqual(['comlink'])
    expect(files.size).toBeGreaterThan(10)
  })

  test('the checker does see zod where it is used', () => {
    const { packages } = runtimeGraph(resolve(sourceRoot, 'index.ts'))
    expect(packages.has('zod')).toBe(true)
  })
})

test('constants exports', () => {
  expect(Object.keys(constants).sort()).toEqual([
    'SAFE_RPC_CALLS',
    'SOCIAL_HANDOFF_PARAMETER',
    'formatRetryAfterMessage',
    'rpcTransport',
    'siwxLimits',
    'solanaRpcBodyLimits',
  ])
})

test('visibility exports', () => {
  expect(Object.keys(visibility).sort()).toMatchInlineSnapshot(`
    [
      "clickGuardTimes",
      "createClickGuard",
      "fakeSight",
      "guardTarget",
      "hasVisibilityTracking",
      "obscuredNotice",
      "watchSight",
    ]
  `)
})
