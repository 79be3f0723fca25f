import type { Network } from '@airlock/shared-protocol'
import { formatBalance } from '../lib/decimal.js'
import { lamportsToSol } from './lamports.js'
import { getBalance } from './solanaReads.js'
import { solanaRpc } from './solanaRpc.js'

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
  return { formatted: formatBalance(lamportsToSol(lamports)), symbol: 'SOL' }
}
