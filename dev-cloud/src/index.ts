// Development stand-ins for what the cloud talks to outside itself: a chain with its contracts, an
// OpenID provider, a mail sink, the on-ramp and social providers' APIs, Farcaster's public relay,
// the local Solana node (litesvm). The on-ramp's sandbox checkout is its own subpath,
// `@airlock/dev-cloud/onramp-sandbox` (src/onramp/sandbox/), injected into the cloud's createOnramp.
// `npm start`, the e2e stack and the tests compose them with the cloud; no production process
// imports this package (cloud/src/productionImports.test.ts).
export {
  type AccountAbstractionContracts,
  DEVNET_SMART_ACCOUNTS,
  deployAccountAbstraction,
  deploySmartAccounts,
  ENTRY_POINT_07,
  nativeSessionRequest,
  plannedAccountAbstraction,
  type RunningBundler,
  type RunningPaymaster,
  SIMPLE_ACCOUNT_FACTORY_07,
  sessionRedemption,
  startBundler,
  startDevnetPaymaster,
  startSmartAccountsDevnet,
} from './accountAbstraction/index.js'
export { anvilBinary, type RunningAnvil, type StartAnvilParameters, startAnvil } from './anvil/startAnvil.js'
export {
  COINBASE_STAND_IN_KEY,
  type CoinbaseKeysStandIn,
  type CoinbaseKeysStandInOptions,
  startCoinbaseKeysStandIn,
} from './coinbase/startKeysStandIn.js'
export {
  ANVIL_ACCOUNTS,
  DEV_FIDS,
  type DevCollection,
  type Devnet,
  type DevToken,
  deployDevnet,
  devCollectibleAbi,
  devTokenAbi,
  farcasterRegistryAbi,
  plannedDevnet,
} from './devnet/devnet.js'
export { type PublicRelayStandIn, startPublicRelayStandIn } from './farcaster/publicRelayStandIn.js'
export {
  type MailSinkOptions,
  type RunningMailSink,
  type SinkMessage,
  startMailSink,
} from './mail/mailSink.js'
export { type DevOidcAccount, defaultDevAccounts } from './oidc/devAccounts.js'
export { type DevOidcClient, devOidcClients, devSocialConfig } from './oidc/devSocialConfig.js'
export { type DevOidcOptions, type RunningDevOidc, startDevOidcProvider } from './oidc/startDevOidc.js'
export {
  type CoinbaseStandIn,
  type MeldStandIn,
  type ProviderStandIn as OnrampProviderStandIn,
  STAND_IN_PRICES,
  type StandInMode,
  startCoinbaseStandIn,
  startMeldStandIn,
} from './onramp/providerStandIns.js'
export {
  type DevSafe,
  deployDevSafe,
  type SafeWalletStandIn,
  startSafeWalletStandIn,
} from './safe/index.js'
export { freePort } from './serverKit.js'
export {
  type Fault,
  type ProviderStandIn as SocialProviderStandIn,
  type StandInAccount,
  startProviderStandIn,
} from './social/providerStandIn.js'
export {
  associatedTokenAddress,
  DEV_KEYPAIRS,
  type DevKeypair,
  defaultPubSubLimits,
  GENESIS_BALANCES,
  GENESIS_HASH,
  LAMPORTS_PER_SOL,
  type LocalnetChainConfig,
  type PubSubLimits,
  SOLANA_LOCALNET_CHAIN_ID,
  type SolanaRpc,
  type StartSolanaRpcParameters,
  solanaLocalnetChains,
  startSolanaRpc,
  TREASURY,
  USDC_DECIMALS,
  USDC_MINT,
} from './solana/index.js'
export {
  type DevTelegramAccount,
  defaultDevTelegramAccounts,
  devTelegramBot,
} from './telegram/devTelegramBot.js'
export {
  encodeTelegramResult,
  signTelegramLogin,
  type TelegramLoginResult,
} from './telegram/signTelegramLogin.js'
export { type TelegramLoginStandInOptions, telegramLoginStandIn } from './telegram/telegramLoginPage.js'
