import { currentLocale, t } from '../i18n/t.js'
import type { DetailRow, RequestDescription } from './describeRequest.js'
import { clip, formatEther } from './readable.js'

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** A whole-number allowance (hex or decimal) as digits, or the text as sent when it is not one. */
function quantity(value: unknown): string {
  try {
    return BigInt(value as string).toString()
  } catch {
    return clip(String(value))
  }
}

/**
 * The locale dates are written in: the one the frame shows, but English as the visitor's own
 * (the browser's default) as before.
 */
const dateLocale = () => (currentLocale() === 'en' ? undefined : currentLocale())

/** Seconds since 1970 as a date and time in the visitor's language; the number as sent when it is not one. */
function expiryText(expiry: unknown): string {
  if (typeof expiry !== 'number' || !Number.isFinite(expiry)) return clip(String(expiry))
  const date = new Date(expiry * 1000)
  return Number.isNaN(date.getTime())
    ? String(expiry)
    : date.toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' })
}

/** Who would spend: the signer's account, or its key. */
function signerText(signer: Record<string, unknown>): string {
  const data = asObject(signer.data)
  if (typeof data.id === 'string') return clip(data.id)
  if (typeof data.publicKey === 'string') return t('Key {key}…', { key: clip(data.publicKey.slice(0, 18)) })
  return clip(JSON.stringify(signer) ?? '—')
}

/** What one permission lets the dApp move, in words a visitor checks. */
function allowanceText(permission: Record<string, unknown>): string {
  const policy = asObject(asList(permission.policies)[0])
  const allowance = asObject(policy.data).allowance
  if (permission.type === 'native-token-transfer')
    return t('Up to {amount} ETH', { amount: formatEther(allowance) })
  if (permission.type === 'erc20-token-transfer') {
    const data = asObject(permission.data)
    const amount = quantity(allowance)
    const token = clip(String(data.address))
    // The token's decimals are not in the request: the amount in its smallest unit, and the contract.
    return typeof data.ticker === 'string'
      ? t('Up to {amount} units {ticker} of token {token}', { amount, ticker: clip(data.ticker), token })
      : t('Up to {amount} units of token {token}', { amount, token })
  }
  return clip(JSON.stringify(permission) ?? '—')
}

/**
 * wallet_grantPermissions (ERC-7715) as the approval shows it: what the dApp's key may spend from
 * the smart account without asking again, until when. The service grants only this shape and
 * refuses anything broader, so what is shown is what the chain will enforce.
 */
export function describeGrant(params: unknown): RequestDescription {
  const request = asObject(asList(params)[0])
  const rows: DetailRow[] = asList(request.permissions).map((permission, i) => ({
    label: t('Spend without asking'),
    value: allowanceText(asObject(permission)),
    testId: i === 0 ? 'wallet-permission-allowance' : `wallet-permission-allowance-${i + 1}`,
  }))
  rows.push(
    { label: t('Until'), value: expiryText(request.expiry), testId: 'wallet-permission-expiry' },
    { label: t('Spent by'), value: signerText(asObject(request.signer)), testId: 'wallet-permission-signer' },
  )
  return { title: t('Grant permissions'), rows }
}

/** wallet_revokePermissions: the grant that ends (its context, clipped). */
export function describeRevoke(params: unknown): RequestDescription {
  const context = asObject(asList(params)[0]).permissionsContext
  const text = typeof context === 'string' ? context : String(context)
  return {
    title: t('Revoke permissions'),
    rows: [
      {
        label: t('Permission'),
        value: text.length > 42 ? `${text.slice(0, 22)}…${text.slice(-16)}` : clip(text),
        testId: 'wallet-permission-context',
      },
    ],
  }
}
