/** The WalletConnect connector's id (spec section 3's WALLET_CONNECT type). */
export const WALLET_CONNECT_ID = 'walletConnect'

/** The embedded wallet's connector id (spec section 3's ID_AUTH type). */
export const EMBEDDED_ID = 'ID_AUTH'

/** The Coinbase Wallet SDK's wallet id: a host wallet (its script runs the SDK in the host page), AppKit's id. */
export const COINBASE_SDK_ID = 'coinbaseWalletSDK'

/**
 * The Ledger over WebHID (spec section 3's EXTERNAL type). Not 'ledger': that is the directory's
 * Ledger Live, paired over WalletConnect.
 */
export const LEDGER_ID = 'ledgerHid'
