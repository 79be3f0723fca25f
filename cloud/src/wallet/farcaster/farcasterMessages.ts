/** The texts of Sign In With Farcaster's answers; the frame shows them as they are. */
export const farcasterMessages = {
  NOT_VERIFIED: 'Farcaster sign-in could not be verified',
  CHANNEL_GONE: 'The Farcaster sign-in has expired or was already used, please start again',
  WRONG_CLAIM: 'This Farcaster sign-in belongs to another request',
  CLAIM_EXHAUSTED: 'Too many wrong attempts, please start the Farcaster sign-in again',
  UNKNOWN_CHANNEL: 'Unknown or expired channel token',
  ALREADY_AUTHENTICATED: 'This channel was already authenticated',
  TOO_MANY: 'Too many requests',
  UNAUTHORIZED_APP: 'Unauthorized',
  RELAY_DOWN: 'The Farcaster relay could not be reached, please try again',
} as const
