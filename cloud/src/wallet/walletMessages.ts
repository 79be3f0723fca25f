/** The texts the wallet service answers with; the frame shows them as they are. */
export const walletMessages = {
  INVALID_EMAIL: 'Invalid email',
  INVALID_CODE: 'Invalid code',
  CODE_EXPIRED: 'The code has expired, please request a new one',
  CODE_EXHAUSTED: 'Too many wrong attempts, please request a new code',
  NO_CODE: 'No code is pending, please request a new one',
  DEVICE_NOT_VERIFIED: 'This device is not verified for this email',
  DEVICE_REQUEST_GONE: 'The device approval has expired, please start again',
  NOT_SIGNED_IN: 'Not signed in',
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
  EMAIL_IN_USE: 'This email is already in use',
  SAME_EMAIL: 'This is already your email',
  NO_EMAIL_UPDATE: 'No email change is pending',
  NO_EMAIL: 'This account has no email to change',
  MAIL_FAILED: 'The email could not be sent, please try again',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  WRONG_ACCOUNT: 'The request names another account than the signed-in one',
  WRONG_CHAIN: 'The transaction is for another chain',
  UNSUPPORTED_CHAIN: 'The embedded wallet cannot send transactions on this network',
  CHAIN_NODE_DOWN: 'The chain node did not answer',
  SIGNING_BUSY: 'Another transaction of this account is still being sent, please try again',
  SMART_ACCOUNTS_UNSUPPORTED: 'Smart accounts are not available on this network',
  SESSIONS_NEED_SMART_ACCOUNT:
    'Permissions are granted by a smart account: switch to your smart account first',
  USER_OPERATIONS_NEED_SMART_ACCOUNT:
    'User operations are sent by a smart account: switch to your smart account first',
  UNSUPPORTED_ENTRY_POINT: 'Unsupported entry point: this network uses another',
  BUNDLER_DOWN: 'The smart account service (bundler) did not answer, please try again',
  PAYMASTER_DOWN: 'The gas sponsor (paymaster) did not answer, please try again',
  INVALID_CHAIN_ID: 'Invalid chain id',
  UNKNOWN_BUNDLE: 'Unknown bundle id',
  ATOMICITY_UNSUPPORTED: 'Atomicity not supported: this account sends one call at a time',
  BUNDLE_TOO_LARGE: 'Bundle too large: at most 16 calls',
  UNSUPPORTED_CAPABILITY: 'Unsupported non-optional capability',
  KEY_SERVICE_DOWN: 'The key service did not answer, please try again',
  NOT_JSON: 'Send a JSON body (content-type: application/json)',
  TOO_LARGE: 'Request body too large',
  NOT_FOUND: 'Not found',
  SOCIAL_NOT_CONFIGURED: 'Social provider not configured',
  SOCIAL_EXPIRED: 'This sign-in link has expired. Please try again.',
  /** A sign-in that leaves its page, opened from anywhere but that page (a forwarded link). */
  SOCIAL_WRONG_PAGE: 'This sign-in must be started from the app you are signing in to. Start again there.',
  SOCIAL_WRONG_CLAIM: 'This sign-in belongs to another window',
  SOCIAL_TOO_MANY: 'Too many sign-ins under way, please finish one or try again in a few minutes',
  SOCIAL_CANCELLED: 'Social login failed: the sign-in was cancelled',
} as const

/** Why a social login failed, as the claim answers it and the popup shows it. */
export const socialLoginFailed = (why: string): string => `Social login failed: ${why}`

/** Why the paymaster would not sponsor a user operation, in its own words. */
export const paymasterRefused = (why: string): string => `The gas sponsor (paymaster) refused: ${why}`

/** Why a code was refused, by the code store's verdict. */
export const codeRefusals = {
  wrong: walletMessages.INVALID_CODE,
  expired: walletMessages.CODE_EXPIRED,
  exhausted: walletMessages.CODE_EXHAUSTED,
  missing: walletMessages.NO_CODE,
} as const
