import { formatUnits } from 'viem'
import * as z from 'zod'
import { type SolanaActivityContext, UNKNOWN_TOKEN } from './solanaActivity.js'
import type { SolanaRpcClient } from './solanaRpcClient.js'
import { lamports, SOL_DECIMALS } from './solanaTransfers.js'
import { tokenAccountsOf } from './tokenAccounts.js'

const BalanceSchema = z.object({ value: lamports })

/** Spec section 3's token balance, as the EVM chains answer it. */
export interface SolanaBalance {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 of the mint; SOL has none. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string | null
}

/**
 * What `address` holds now, read from the node: SOL, then each SPL mint (summed over its token
 * accounts, a wallet may hold one mint in several), the chain's listed tokens first in their order.
 * Empty holdings are left out.
 */
export async function solanaBalances(
  rpc: SolanaRpcClient,
  address: string,
  context: SolanaActivityContext & { listed: readonly string[] },
): Promise<SolanaBalance[]> {
  const [sol, accounts] = await Promise.all([
    rpc.call('getBalance', [address, { commitment: 'confirmed' }], BalanceSchema),
    tokenAccountsOf(rpc, address),
  ])
  const held = new Map<string, { amount: bigint; decimals: number }>()
  for (const { holding } of accounts) {
    if (!holding) continue
    const sum = held.get(holding.mint)
    held.set(holding.mint, { amount: (sum?.amount ?? 0n) + holding.amount, decimals: holding.decimals })
  }
  const row = (mint: string | null, amount: bigint, decimals: number): SolanaBalance => {
    const look = (mint === null ? context.native : context.token(mint)) ?? UNKNOWN_TOKEN
    const numeric = formatUnits(amount, decimals)
    const price = context.price(mint)
    return {
      name: look.name,
      symbol: look.symbol,
      chainId: context.chain,
      ...(mint === null ? {} : { address: `${context.chain}:${mint}` }),
      value: price * Number(numeric),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: look.iconUrl,
    }
  }
  const rank = (mint: string) => {
    const index = context.listed.indexOf(mint)
    return index === -1 ? context.listed.length : index
  }
  const mints = [...held.keys()]
    .filter((mint) => (held.get(mint)?.amount ?? 0n) > 0n)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
  const rows = mints.map((mint) => {
    const { amount, decimals } = held.get(mint) as { amount: bigint; decimals: number }
    return row(mint, amount, decimals)
  })
  return sol.value > 0 ? [row(null, BigInt(sol.value), SOL_DECIMALS), ...rows] : rows
}
