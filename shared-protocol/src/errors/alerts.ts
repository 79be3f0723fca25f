/** An alert the modal shows in its alert bar: a title and one explaining sentence. */
export interface Alert {
  shortMessage: string
  longMessage: string
}

/**
 * The alerts of spec section 8. Several keys share a title on purpose: the spec shows
 * 'Invalid App Configuration' for a refused origin, a failed embedded wallet and a bad project id,
 * and the long message tells them apart.
 *
 * @example
 * import { alerts } from '@airlock/shared-protocol'
 * showAlert(alerts.PROJECT_ID_NOT_CONFIGURED)
 */
export const alerts = {
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Project ID Not Configured - pass a projectId to createAppKit',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the allowlist of the project - add it to the project configuration',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The embedded wallet failed to load - check that this domain is allowed for the project',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid Project ID - update the projectId passed to createAppKit',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - check your device time settings and connect again',
  },
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - it must be included in the networks array passed to createAppKit',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage:
      'Cannot switch to this network - it must be included in the networks array passed to createAppKit',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The social login timed out - check that this domain is allowed for the project',
  },
} as const satisfies Record<string, Alert>

export type AlertKey = keyof typeof alerts

// Matched as substrings: the server text often arrives wrapped ('Error: Unauthorized: invalid key').
const serverMessageAlerts: ReadonlyArray<readonly [string, AlertKey]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/**
 * The alert a known server error message stands for, or `undefined` for any other message.
 *
 * @example
 * import { mapServerMessageToAlert } from '@airlock/shared-protocol'
 * mapServerMessageToAlert('Unauthorized: invalid key')?.shortMessage // 'Invalid App Configuration'
 */
export function mapServerMessageToAlert(message: unknown): ({ key: AlertKey } & Alert) | undefined {
  if (typeof message !== 'string') return undefined
  const match = serverMessageAlerts.find(([text]) => message.includes(text))
  if (!match) return undefined
  const key = match[1]
  return { key, ...alerts[key] }
}
