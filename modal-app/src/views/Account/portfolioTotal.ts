import type { TokenBalance } from '../../api/blockchain.js'
import { add } from '../../lib/decimal.js'

/** What the listed tokens are worth together in USD, exactly (a token without a price counts 0). */
export function portfolioTotal(tokens: readonly Pick<TokenBalance, 'value'>[]): string {
  return tokens.reduce((sum, token) => add(sum, token.value ?? 0).toFixed(), '0')
}
