import { formatUnits } from 'viem'
import type { Transaction } from '../chain/transactions.js'
import type { SolanaTransfer, SolanaTx } from './solanaTransfers.js'

/** Spec section 3's Transaction for Solana: no nonce (accounts have none), the signature as hash. */
export type SolanaTransaction = Omit<Transaction, 'metadata'> & {
  metadata: Omit<Transaction['metadata'], 'nonce'>
}

export interface FungibleLook {
  name: string
  symbol: string
  iconUrl: string | null
}

export interface SolanaActivityContext {
  chain: string
  native: FungibleLook
  /** A mint's name, symbol and icon, when the chain's token list has it. */
  token(mint: string): FungibleLook | undefined
  /** USD price of a mint (null: SOL); 0 when none is known. */
  price(mint: string | null): number
}

/** A mint the chain's token list does not name. */
export const UNKNOWN_TOKEN: FungibleLook = { name: 'Unknown token', symbol: '???', iconUrl: null }

/** The transaction's transfers that `address` sent or received. */
export const transfersOfAddress = (address: string, tx: SolanaTx, transfers: readonly SolanaTransfer[]) =>
  transfers.filter((t) => t.signature === tx.signature && (t.sender === address || t.recipient === address))

function operationType(address: string, tx: SolanaTx, mine: readonly SolanaTransfer[]) {
  if (mine.some((t) => t.kind === 'burn' && t.sender === address)) return 'burn'
  if (mine.some((t) => t.kind === 'mint' && t.recipient === address)) return 'mint'
  const moved = mine.filter((t) => t.sender !== t.recipient)
  const out = new Set(moved.filter((t) => t.sender === address).map((t) => t.mint))
  // One asset left and another arrived in the same transaction: a swap.
  if (out.size > 0 && moved.some((t) => t.recipient === address && !out.has(t.mint))) return 'trade'
  if (mine.some((t) => t.sender === address)) return 'send'
  if (mine.some((t) => t.recipient === address)) return 'receive'
  return tx.feePayer === address ? 'execute' : 'receive'
}

/**
 * An on-ramp delivery: everything `address` got in it arrived, from a transaction one of the
 * on-ramp's senders signed (a transfer or a mint by its treasury).
 */
export function isDelivery(
  address: string,
  tx: SolanaTx,
  mine: readonly SolanaTransfer[],
  senders: ReadonlySet<string>,
): boolean {
  if (mine.length === 0 || !mine.every((t) => t.recipient === address && t.sender !== address)) return false
  return senders.has(tx.feePayer) || mine.some((t) => senders.has(t.sender))
}

/** One indexed transaction seen from `address`: its own transfers only, each with its direction. */
export function toSolanaTransaction(
  address: string,
  tx: SolanaTx,
  transfers: readonly SolanaTransfer[],
  context: SolanaActivityContext,
): SolanaTransaction {
  const mine = transfersOfAddress(address, tx, transfers)
  const first = mine[0]
  return {
    id: tx.signature,
    metadata: {
      minedAt: new Date(tx.blockTime * 1000).toISOString(),
      chain: context.chain,
      operationType: operationType(address, tx, mine),
      status: tx.success ? 'confirmed' : 'failed',
      hash: tx.signature,
      sentFrom: first?.sender ?? tx.feePayer,
      sentTo: first?.recipient ?? tx.feePayer,
    },
    transfers: mine.map((t) => {
      const look = t.mint === null ? context.native : (context.token(t.mint) ?? UNKNOWN_TOKEN)
      const numeric = formatUnits(BigInt(t.amount), t.decimals)
      const price = context.price(t.mint)
      return {
        direction: t.sender === t.recipient ? 'self' : t.sender === address ? 'out' : 'in',
        quantity: { numeric },
        price,
        value: price * Number(numeric),
        fungible_info: { name: look.name, symbol: look.symbol, icon: { url: look.iconUrl } },
      }
    }),
  }
}
