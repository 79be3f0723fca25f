/**
 * Coinbase's production keys popup (the Coinbase Wallet SDK's own default): where the host's SDK
 * opens it unless the modal's deployment names another (`AIRLOCK_COINBASE_KEYS_URL`).
 */
export const COINBASE_KEYS_URL = 'https://keys.coinbase.com/connect'
