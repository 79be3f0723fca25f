import { msg, t } from '../i18n/t.js'

/**
 * Texts the swap views show as they come from elsewhere: the cloud's refusals and spec section 8's
 * messages (shared-protocol's userMessages, kept English there and in the store). Marked here for
 * the catalogues and translated when shown; any other text (a cloud's new refusal) shows as it came.
 */
const KNOWN = new Set([
  msg('Network not supported for Swaps'),
  msg('No liquidity for this pair'),
  msg('From and to must be different tokens'),
  msg('Insufficient balance'),
  msg('Not a token on this network'),
  msg('An error occurred'),
  msg('Signature declined'),
  msg('Something went wrong'),
])

/** A text from the cloud or the spec, in the visitor's language when the catalogues know it. */
export const shownText = (text: string): string => (KNOWN.has(text) ? t(text) : text)
