import type { Network } from '@airlock/shared-protocol'
import { divide, formatBalance, toDecimal } from '../lib/decimal.js'
import { getBalance } from './solanaReads.js'
import { solanaRpc } from './solanaRpc.js'

const LAMPORTS_PER_SOL = toDecimal(10).pow(9)

/** Lamports as SOL, exactly (decimal text, trailing zeros dropped): 5000n -> '0.000005'. */
export const lamportsToSol = (lamports: bigint) => divide(lamports.toString(), LAMPORTS_PER_SOL).toFixed()

/**
 * The header's balance of a Solana account: SOL from the network's node (through the cloud's
 * proxy), shown as spec section 9 says (3 decimals, truncated). Rejects when the node cannot be read.
 *
 * @example
 * import { readSolanaBalance } from './solanaBalance.js'
 * const { formatted, symbol } = await readSolanaBalance(network, address) // '1000', 'SOL'
 */
export async function readSolanaBalance(
  network: Network,
  address: string,
): Promise<{ formatted: string; symbol: 'SOL' }> {
  const lamports = await getBalance(solanaRpc(network), address)
  return { formatted: formatBalance(divide(lamports.toString(), LAMPORTS_PER_SOL)), symbol: 'SOL' }
}
