import { msg, t } from '../i18n/t.js'
import { limitsText } from './onrampAmount.js'

/**
 * Texts the Buy views show as they come from the cloud (its refusals, a checkout's failure, the
 * payment methods' names), kept English in the store. Marked here for the catalogues and
 * translated when shown; any other text (a cloud's new refusal) shows as it came.
 */
const KNOWN = new Set([
  msg('Debit or credit card'),
  msg('Bank account'),
  msg('An error occurred'),
  msg('Invalid amount'),
  msg('Amount is too small to cover the fees'),
  msg('Quote expired or unknown'),
  msg('Checkout expired'),
  msg('The payment failed at Coinbase'),
  msg('The payment failed at Meld'),
  msg('The provider is not available right now'),
  msg('Too many requests'),
])

/** The cloud's and the modal's words for an amount outside a method's limits. */
const LIMITS = /^Amount must be between (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?) ([A-Z]{3})$/

/** A text from the cloud, in the visitor's language when the catalogues know it. */
export function shownText(text: string): string {
  if (KNOWN.has(text)) return t(text)
  const limits = LIMITS.exec(text)
  return limits
    ? limitsText({ min: limits[1] as string, max: limits[2] as string }, limits[3] as string)
    : text
}
