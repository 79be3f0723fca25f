import { SWAP_SLIPPAGE_TOLERANCE, userMessages } from '@airlock/shared-protocol'
import { numberFormat } from '../i18n/intl.js'
import { msg, t } from '../i18n/t.js'
import { shownText } from './swapTexts.js'

/** EIP-1193 4001 (and WalletConnect's 5000): the visitor said no in the wallet. */
const DECLINED_CODES = new Set([4001, 5000])

/** A router or token revert's reason out of a node's or a wallet's error text. */
export function revertReason(text: string): string | undefined {
  const known = /(UniswapV2(?:Router|Library|Pair)?: [A-Z_]+|TransferHelper: [A-Z_]+|ERC20: [a-z ]+)/.exec(
    text,
  )
  if (known) return known[1]
  const said = /reverted(?: with(?: the following)? reason(?: string)?)?[:\s]+['"]?([^'"\n]{1,120})/i.exec(
    text,
  )
  return said?.[1]?.trim() || undefined
}

/** Reasons a visitor can act on, in their words. */
const REASONS: [RegExp, string][] = [
  [/INSUFFICIENT_OUTPUT_AMOUNT/, msg('The price moved beyond your slippage ({slippage}%). Try again.')],
  [/EXPIRED/, msg('The swap expired before it was mined. Try again.')],
  [
    /TRANSFER_FROM_FAILED|insufficient allowance/i,
    msg('The allowance is too low for this swap. Approve again.'),
  ],
  [/INSUFFICIENT_LIQUIDITY/, msg('No liquidity for this pair')],
  [/insufficient funds/i, msg('Insufficient gas')],
]

/**
 * What the preview says when the wallet refuses, or the approve or the swap fails, in the visitor's
 * language (the text goes to the preview only). `refusal`: the message is the cloud's own answer to
 * the request ('Insufficient balance'), fit to show as it is.
 */
export function swapFailureText(error: { code?: number; message: string; refusal?: boolean }): string {
  if (error.code !== undefined && DECLINED_CODES.has(error.code))
    return shownText(userMessages.SIGNATURE_DECLINED)
  if (/user (rejected|denied|declined)|rejected the request/i.test(error.message))
    return shownText(userMessages.SIGNATURE_DECLINED)
  const slippage = numberFormat().format(SWAP_SLIPPAGE_TOLERANCE)
  for (const [pattern, text] of REASONS) if (pattern.test(error.message)) return t(text, { slippage })
  if (error.refusal) return shownText(error.message)
  const reason = revertReason(error.message)
  return reason ? t('The swap failed: {reason}', { reason }) : shownText(userMessages.SOMETHING_WENT_WRONG)
}
