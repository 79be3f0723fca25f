import { formatUnits } from 'viem'
import type { ContractInfo, IndexedTransfer, IndexedTx } from './indexStore.js'

const ZERO = '0x0000000000000000000000000000000000000000'

export interface FungibleInfo {
  name: string
  symbol: string
  icon: { url: string | null }
}

export interface NftInfo {
  name: string
  flags: { is_spam: boolean }
  content: { preview: { url: string } }
}

/** Spec section 3's Transaction, as the account's history returns it. */
export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'send' | 'receive' | 'mint' | 'burn' | 'trade' | 'execute'
    status: 'confirmed' | 'failed'
    hash: string
    nonce: number
    sentFrom: string
    sentTo: string
  }
  transfers: {
    direction: 'in' | 'out' | 'self'
    quantity: { numeric: string }
    price: number
    value: number
    fungible_info?: FungibleInfo
    nft_info?: NftInfo
  }[]
}

export interface TransactionContext {
  chain: string
  native: { name: string; symbol: string; decimals: number; iconUrl: string | null }
  contract(address: string): ContractInfo | undefined
  tokenIconUrl(contract: string): string | null
  nftImageUrl(contract: string, tokenId: string): string
  price(contract: string | null): number
  isSpam(contract: string): boolean
}

/**
 * One asset left and another arrived in the same transaction (a swap: ETH in the call's value or a
 * token out, the other token or the router's ETH payout back); NFTs are not traded this way.
 */
function isTrade(address: string, mine: IndexedTransfer[]): boolean {
  const fungible = mine.filter((t) => t.kind !== 'erc721' && t.sender !== t.recipient)
  const out = new Set(fungible.filter((t) => t.sender === address).map((t) => t.contract))
  return fungible.some((t) => t.recipient === address && !out.has(t.contract)) && out.size > 0
}

function operationType(
  address: string,
  tx: IndexedTx,
  mine: IndexedTransfer[],
): Transaction['metadata']['operationType'] {
  if (mine.some((t) => t.sender === address && t.recipient === ZERO)) return 'burn'
  if (mine.some((t) => t.sender === ZERO && t.recipient === address)) return 'mint'
  if (isTrade(address, mine)) return 'trade'
  if (mine.some((t) => t.sender === address)) return 'send'
  if (mine.some((t) => t.recipient === address)) return 'receive'
  return tx.sender === address ? 'execute' : 'receive'
}

/** One indexed transaction seen from `address`: its own transfers only, signed by direction. */
export function toTransaction(
  address: string,
  tx: IndexedTx,
  transfers: readonly IndexedTransfer[],
  context: TransactionContext,
): Transaction {
  const me = address.toLowerCase()
  const mine = transfers.filter((t) => t.hash === tx.hash && (t.sender === me || t.recipient === me))
  const type = operationType(me, tx, mine)
  // A trade's counterparties are pools and the router: the call's own ends say more.
  const ends = type === 'trade' ? undefined : mine[0]
  return {
    id: tx.hash,
    metadata: {
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      chain: context.chain,
      operationType: type,
      status: tx.success ? 'confirmed' : 'failed',
      hash: tx.hash,
      nonce: tx.nonce,
      sentFrom: ends?.sender ?? tx.sender,
      sentTo: ends?.recipient ?? tx.recipient ?? ZERO,
    },
    transfers: mine.map((t) => {
      const direction = t.sender === me && t.recipient === me ? 'self' : t.sender === me ? 'out' : 'in'
      if (t.kind === 'erc721' && t.contract) {
        const collection = context.contract(t.contract)
        return {
          direction,
          quantity: { numeric: '1' },
          price: 0,
          value: 0,
          nft_info: {
            name: `${collection?.name ?? 'NFT'} #${t.tokenId}`,
            flags: { is_spam: context.isSpam(t.contract) },
            content: { preview: { url: context.nftImageUrl(t.contract, t.tokenId ?? '0') } },
          },
        }
      }
      const token = t.contract ? context.contract(t.contract) : undefined
      const decimals = t.contract ? (token?.decimals ?? 18) : context.native.decimals
      const numeric = formatUnits(BigInt(t.amount), decimals)
      const price = context.price(t.contract)
      return {
        direction,
        quantity: { numeric },
        price,
        value: price * Number(numeric),
        fungible_info: t.contract
          ? {
              name: token?.name ?? 'Unknown token',
              symbol: token?.symbol ?? '???',
              icon: { url: context.tokenIconUrl(t.contract) },
            }
          : {
              name: context.native.name,
              symbol: context.native.symbol,
              icon: { url: context.native.iconUrl },
            },
      }
    }),
  }
}
