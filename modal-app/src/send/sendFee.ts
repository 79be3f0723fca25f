import { formatFiat } from '../lib/decimal.js'
import { lamportsToSol } from '../solana/lamports.js'

/**
 * The send's network fee as shown: in SOL on Solana (where the form's gasPrice is the whole fee in
 * lamports), else in USD (spec section 9's 2 decimals); undefined until it is known.
 */
export function formatSendFee(
  namespace: string | undefined,
  gasPrice: bigint | undefined,
  gasPriceInUSD: number | undefined,
): string | undefined {
  if (namespace === 'solana')
    return gasPrice === undefined ? undefined : `${lamportsToSol(gasPrice).toFixed()} SOL`
  return gasPriceInUSD === undefined ? undefined : formatFiat(gasPriceInUSD)
}
