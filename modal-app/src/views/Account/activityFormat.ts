import type { Transaction } from '../../api/blockchain.js'
import { dateFormat, relativeDay } from '../../i18n/intl.js'
import { msg, t } from '../../i18n/t.js'
import { formatBalanceShown } from '../../lib/decimal.js'

/** Spec section 9: operations always shown with a plus, and those always shown with a minus. */
const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn'])

const TITLES: Record<string, string> = {
  send: msg('Sent'),
  receive: msg('Received'),
  mint: msg('Minted'),
  burn: msg('Burned'),
  execute: msg('Executed'),
  deposit: msg('Deposited'),
  withdraw: msg('Withdrawn'),
  borrow: msg('Borrowed'),
  repay: msg('Repaid'),
  claim: msg('Claimed'),
  trade: msg('Swapped'),
  approve: msg('Approved'),
}

export function activityTitle(tx: Transaction): string {
  const title = t(TITLES[tx.metadata.operationType] ?? msg('Transaction'))
  return tx.metadata.status === 'failed' ? t('{title} (failed)', { title }) : title
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
    return `${formatBalanceShown(transfer.quantity.numeric)} ${symbol}`.trim()
  } catch {
    return `${transfer.quantity.numeric} ${symbol}`.trim()
  }
}

/** A swap's two sides, what left and what arrived, when the history gives both. */
export function tradeSides(tx: Transaction): { out: Transfer; in: Transfer } | undefined {
  if (tx.metadata.operationType !== 'trade') return undefined
  const out = tx.transfers.find((x) => x.direction === 'out' && x.fungible_info)
  const arrived = tx.transfers.find((x) => x.direction === 'in' && x.fungible_info)
  return out && arrived ? { out, in: arrived } : undefined
}

/**
 * '-1.5 USDC', '+Airlock Devnet Badges #3', a swap's '0.1 ETH → 312.5 USDC', or the operation alone
 * when nothing moved.
 */
export function activityDescription(tx: Transaction): string {
  const trade = tradeSides(tx)
  if (trade) return `${amountOf(trade.out)} → ${amountOf(trade.in)}`
  const transfer = tx.transfers[0]
  const to = tx.metadata.sentTo
  if (!transfer) return to ? t('To {address}', { address: `${to.slice(0, 6)}…${to.slice(-4)}` }) : ''
  const sign = transferSign(tx.metadata.operationType, transfer)
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name}`
  return `${sign}${amountOf(transfer)}`
}

/**
 * A group's key, which never depends on the visitor's language: 'Today', 'Yesterday', the month
 * ('2026-10') or 'unknown'; and its heading in the visitor's locale ('Today', 'October 2026').
 */
export function activityGroupOf(minedAt: string, now = new Date()): { key: string; label: string } {
  const date = new Date(minedAt)
  if (Number.isNaN(date.getTime())) return { key: 'unknown', label: t('Unknown date') }
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const diff = Math.round((day(now) - day(date)) / 86_400_000)
  if (diff === 0) return { key: 'Today', label: relativeDay(0) }
  if (diff === 1) return { key: 'Yesterday', label: relativeDay(-1) }
  return {
    key: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`,
    label: dateFormat({ month: 'long', year: 'numeric' }).format(date),
  }
}

/** Group label of a date: 'Today', 'Yesterday', else month and year ('November 2026'). */
export const activityGroup = (minedAt: string, now = new Date()): string =>
  activityGroupOf(minedAt, now).label

/** Transactions grouped by date (`key`, and `label` to show), in the order given (newest first). */
export function groupActivity(transactions: readonly Transaction[], now = new Date()) {
  const groups: { key: string; label: string; items: Transaction[] }[] = []
  for (const tx of transactions) {
    const group = activityGroupOf(tx.metadata.minedAt, now)
    const last = groups.at(-1)
    if (last?.key === group.key) last.items.push(tx)
    else groups.push({ ...group, items: [tx] })
  }
  return groups
}

/**
 * A row's time, saying only what its group heading does not: the hour under Today and Yesterday,
 * the day under a month ('Nov 3'). `group` is the group's key (activityGroupOf), not its label.
 */
export function activityTime(minedAt: string, group: string): string {
  const date = new Date(minedAt)
  if (Number.isNaN(date.getTime())) return ''
  return group === 'Today' || group === 'Yesterday'
    ? dateFormat({ hour: 'numeric', minute: '2-digit' }).format(date)
    : dateFormat({ month: 'short', day: 'numeric' }).format(date)
}
