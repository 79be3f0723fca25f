/** The WalletConnect connector's id (spec section 3's WALLET_CONNECT type). */
export const WALLET_CONNECT_ID = 'walletConnect'

/** The embedded wallet's connector id (spec section 3's ID_AUTH type). */
export const EMBEDDED_ID = 'ID_AUTH'

/**
 * The Ledger over WebHID (spec section 3's EXTERNAL type). Not 'ledger': that is the directory's
 * Ledger Live, paired over WalletConnect.
 */
export const LEDGER_ID = 'ledgerHid'
