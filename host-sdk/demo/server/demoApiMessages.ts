/** The texts the demo's SIWX routes answer with, in `{ message }`: the page and the e2e suite match them. */
export const demoApiMessages = {
  INVALID_JSON: 'Invalid JSON',
  TOO_LARGE: 'Body too large',
  FORBIDDEN_ORIGIN: 'Forbidden origin',
  MALFORMED_SESSION: 'Malformed session',
  MALFORMED_MESSAGE: 'Malformed message',
  WRONG_DOMAIN: 'Wrong domain',
  WRONG_URI: 'Wrong URI',
  WRONG_CHAIN: 'Unsupported chain',
  EXPIRED: 'Message expired',
  NOT_YET_VALID: 'Message not yet valid',
  ISSUED_IN_FUTURE: 'Message issued in the future',
  TOO_OLD: 'Message too old',
  DATA_MISMATCH: 'Session data does not match the message',
  INVALID_NONCE: 'Unknown or expired nonce',
  NONCE_USED: 'Nonce already used',
  INVALID_SIGNATURE: 'Invalid signature',
  UNVERIFIABLE: 'Could not check the signature',
  NOT_SIGNED_IN: 'Not signed in',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
} as const

export type DemoApiMessage = (typeof demoApiMessages)[keyof typeof demoApiMessages]
