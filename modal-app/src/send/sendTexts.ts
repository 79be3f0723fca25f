import type { UserMessageKey } from '@airlock/shared-protocol'
import { msg } from '../i18n/t.js'

/**
 * The spec texts of shared-protocol's userMessages that the send views show through `t()`: the code
 * takes them from userMessages (the host may get them too), so they are marked here for the
 * catalogues. sendTexts.test.ts holds each equal to its userMessages constant.
 */
export const sendSpecTexts = {
  INVALID_SEND_PARAMETERS: msg('Please enter a valid amount and receiver address'),
  SOLANA_SEND_FAILED: msg('Failed to send transaction. Please try again.'),
} as const satisfies Partial<Record<UserMessageKey, string>>
