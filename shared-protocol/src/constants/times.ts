/**
 * Durations of spec sections 4 and 9, in milliseconds.
 *
 * @example
 * import { times } from '@airlock/shared-protocol/host'
 * setTimeout(showError, times.modalErrorDelay)
 */
export const times = {
  /** A WalletConnect pairing lives 4 minutes... */
  pairingExpiry: 240_000,
  /** ...and counts as expired within 10 s of its end. */
  pairingExpiryMargin: 10_000,
  /** After 'Token Balance Unavailable', wait this long before fetching again. */
  balanceRetryWait: 30_000,
  imagePreloadTimeout: 2_000,
  /** Debounce of the wallet search input. */
  searchDebounce: 300,
  /** A new snackbar message while one is open waits this long after hiding the old one. */
  snackbarSwapDelay: 150,
  shake: 500,
  defaultDebounce: 500,
  animation: { headerText: 120, modalHeight: 150, viewTransition: 150 },
  /** An unauthorised RPC method shows its UI error after this delay. */
  modalErrorDelay: 300,
  /** A second email login attempt within this window is refused. */
  emailLoginCooldown: 30_000,
  /** Email, device, OTP, social and redirect-URI requests to the embedded wallet frame. */
  embeddedWalletRequestTimeout: 30_000,
} as const

/**
 * How long cached account data stays fresh, in milliseconds.
 *
 * @example
 * import { cacheLifetimes } from '@airlock/shared-protocol/host'
 * const fresh = Date.now() - entry.at < cacheLifetimes.ens
 */
export const cacheLifetimes = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 300_000,
  identity: 300_000,
} as const
