/**
 * The embedded-wallet frame's protocol (spec section 7, "Embedded wallet iframe"): the modal sends app
 * events, each with a request id, and the frame answers each with its `_SUCCESS` or `_ERROR` event
 * carrying the same id (an error carries a `message`). The frame also says when it is ready and when
 * its session changed. Zod-free, so both sides' boot code can name them.
 */
export const APP_EVENT_PREFIX = '@airlock-app/'
export const FRAME_EVENT_PREFIX = '@airlock-frame/'

export const appEventNames = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_SOCIAL_RETURN',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'AWAIT_UPDATE_EMAIL',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const
export type AppEventName = (typeof appEventNames)[number]

/** Events the frame sends on its own: it has loaded, and its session changed (signed in or out elsewhere). */
export const frameOwnEventNames = ['READY', 'SESSION_UPDATE'] as const
export type FrameOwnEventName = (typeof frameOwnEventNames)[number]

export const appEventType = (name: AppEventName) => `${APP_EVENT_PREFIX}${name}` as const
export const successEventType = (name: AppEventName) => `${FRAME_EVENT_PREFIX}${name}_SUCCESS` as const
export const errorEventType = (name: AppEventName) => `${FRAME_EVENT_PREFIX}${name}_ERROR` as const
export const frameEventType = (name: FrameOwnEventName) => `${FRAME_EVENT_PREFIX}${name}` as const

/** Spec section 9: email, device, OTP, social and redirect-URI requests time out at 30000 ms. */
export const WALLET_FRAME_TIMEOUT_MS = 30_000
export const timedAppEvents: ReadonlySet<AppEventName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/**
 * A social or Farcaster login's answer while the visitor is still signing in elsewhere (the popup, the
 * Farcaster app): CONNECT_SOCIAL and CONNECT_FARCASTER each wait one bounded turn, and the modal asks
 * again while the login is on screen.
 */
export const LOGIN_PENDING_MESSAGE = 'The sign-in is not finished yet'

/** Query parameters the frame loads with (spec section 7). */
export const walletFrameQuery = ['projectId', 'chainId', 'version', 'enableLogger'] as const
