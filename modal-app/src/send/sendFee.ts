import { numberFormat } from '../i18n/intl.js'
import { msg, t } from '../i18n/t.js'
import { formatFiat } from '../lib/decimal.js'
import { lamportsToSol } from '../solana/lamports.js'
import { solanaTransferErrors } from '../solana/solanaTransferErrors.js'

/**
 * The send's network fee as shown: in SOL on Solana (where the form's gasPrice is the whole fee in
 * lamports), else in USD (spec section 9's 2 decimals); undefined until it is known. SOL in the
 * visitor's locale, every lamport shown ('0.000005 SOL' in English).
 */
export function formatSendFee(
  namespace: string | undefined,
  gasPrice: bigint | undefined,
  gasPriceInUSD: number | undefined,
): string | undefined {
  if (namespace === 'solana')
    return gasPrice === undefined
      ? undefined
      : `${numberFormat({ maximumFractionDigits: 9 }).format(lamportsToSol(gasPrice).toNumber())} SOL`
  return gasPriceInUSD === undefined ? undefined : formatFiat(gasPriceInUSD)
}

/** Spec section 8's text when the fee cannot be estimated and the error says nothing better. */
export const GAS_PRICE_UNSUPPORTED = msg('Network not supported for Gas Price')

/** The fee errors the modal words itself; any other (a node's, the network's) is shown as it came. */
const feeErrors = new Set<string>([GAS_PRICE_UNSUPPORTED, ...Object.values(solanaTransferErrors)])

/** A fee estimate's error as the form says it: in the visitor's language when it is one of ours. */
export const feeErrorText = (message: string): string => (feeErrors.has(message) ? t(message) : message)
