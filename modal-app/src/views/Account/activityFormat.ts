import type { Transaction } from '../../api/blockchain.js'
import { formatBalance } from '../../lib/decimal.js'

/** Spec section 9: operations always shown with a plus, and those always shown with a minus. */
const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn'])

const TITLES: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burned',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrawn',
  borrow: 'Borrowed',
  repay: 'Repaid',
  claim: 'Claimed',
  trade: 'Swapped',
  approve: 'Approved',
}

export function activityTitle(t: Transaction): string {
  const title = TITLES[t.metadata.operationType] ?? 'Transaction'
  return t.metadata.status === 'failed' ? `${title} (failed)` : title
}

type Transfer = Transaction['transfers'][number]

/** '+' for the plus operations, '-' for the minus ones, else by the transfer's direction. */
export function transferSign(operationType: string, transfer: Transfer): '+' | '-' | '' {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '-'
  if (transfer.direction === 'in') return '+'
  if (transfer.direction === 'out') return '-'
  return ''
}

/** '1.5 USDC' (3 decimals, truncated), or the raw figure when it is not a number. */
function amountOf(transfer: Transfer): string {
  const symbol = transfer.fungible_info?.symbol ?? ''
  try {
    return `${formatBalance(transfer.quantity.numeric)} ${symbol}`.trim()
  } catch {
    return `${transfer.quantity.numeric} ${symbol}`.trim()
  }
}

/** A swap's two sides, what left and what arrived, when the history gives both. */
export function tradeSides(t: Transaction): { out: Transfer; in: Transfer } | undefined {
  if (t.metadata.operationType !== 'trade') return undefined
  const out = t.transfers.find((x) => x.direction === 'out' && x.fungible_info)
  const arrived = t.transfers.find((x) => x.direction === 'in' && x.fungible_info)
  return out && arrived ? { out, in: arrived } : undefined
}

/**
 * '-1.5 USDC', '+Airlock Devnet Badges #3', a swap's '0.1 ETH → 312.5 USDC', or the operation alone
 * when nothing moved.
 */
export function activityDescription(t: Transaction): string {
  const trade = tradeSides(t)
  if (trade) return `${amountOf(trade.out)} → ${amountOf(trade.in)}`
  const transfer = t.transfers[0]
  if (!transfer)
    return t.metadata.sentTo ? `To ${t.metadata.sentTo.slice(0, 6)}…${t.metadata.sentTo.slice(-4)}` : ''
  const sign = transferSign(t.metadata.operationType, transfer)
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name}`
  return `${sign}${amountOf(transfer)}`
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })

/** Group label of a date: 'Today', 'Yesterday', else month and year ('November 2026'). */
export function activityGroup(minedAt: string, now = new Date()): string {
  const date = new Date(minedAt)
  if (Number.isNaN(date.getTime())) return 'Unknown date'
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const diff = Math.round((day(now) - day(date)) / 86_400_000)
  if (diff === 0) return 'Today'
  if (diff === 1) return 'Yesterday'
  return monthYear.format(date)
}

/** Transactions grouped by date label, in the order given (newest first). */
export function groupActivity(transactions: readonly Transaction[], now = new Date()) {
  const groups: { label: string; items: Transaction[] }[] = []
  for (const t of transactions) {
    const label = activityGroup(t.metadata.minedAt, now)
    const last = groups.at(-1)
    if (last?.label === label) last.items.push(t)
    else groups.push({ label, items: [t] })
  }
  return groups
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
const dayOfMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/**
 * A row's time, saying only what its group heading does not: the hour under Today and Yesterday,
 * the day under a month ('Nov 3').
 */
export function activityTime(minedAt: string, group: string): string {
  const date = new Date(minedAt)
  if (Number.isNaN(date.getTime())) return ''
  return group === 'Today' || group === 'Yesterday' ? clock.format(date) : dayOfMonth.format(date)
}
