import type { TokenBalance } from '../api/blockchain.js'
import { toDecimal } from '../lib/decimal.js'

/** Spec section 5: an EVM address is an optional 0x prefix and 40 hex characters. */
export const isEvmAddress = (value: string) => /^(0x)?[0-9a-fA-F]{40}$/.test(value.trim())

export interface SendInput {
  token: TokenBalance | undefined
  amount: string
  /** The receiver's address, resolved from a name if one was typed. */
  receiverAddress: string | undefined
  receiverText: string
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: number
  smartAccount?: boolean
}

/** The field a problem belongs to: its message is shown there, once. */
export type SendField = 'token' | 'amount' | 'receiver' | 'gas'

export type SendCheck =
  | { ok: true }
  | {
      ok: false
      /** `incomplete`: a field still to fill (said on the button); the others are errors (said at the field). */
      reason: 'incomplete' | 'invalid' | 'insufficient-funds' | 'insufficient-gas'
      field: SendField
      message: string
    }

/**
 * What stops a send, in the order the visitor fills the form: the token, then the amount (a bad
 * amount or one above the balance is flagged as soon as it is typed, before any address), then the
 * receiver, then gas (smart accounts skip it). Each message names the one field at fault.
 */
export function checkSend(input: SendInput): SendCheck {
  if (!input.token) return { ok: false, reason: 'incomplete', field: 'token', message: 'Select Token' }
  if (!input.amount.trim()) return { ok: false, reason: 'incomplete', field: 'amount', message: 'Add Amount' }
  const invalidAmount = { ok: false, reason: 'invalid', field: 'amount', message: 'Invalid Amount' } as const
  let amount: ReturnType<typeof toDecimal>
  try {
    amount = toDecimal(input.amount)
  } catch {
    return invalidAmount
  }
  if (amount.lte(0) || amount.decimalPlaces() > Number(input.token.quantity.decimals)) return invalidAmount
  if (amount.gt(toDecimal(input.token.quantity.numeric)))
    return { ok: false, reason: 'insufficient-funds', field: 'amount', message: 'Insufficient Funds' }
  if (!input.receiverText.trim())
    return { ok: false, reason: 'incomplete', field: 'receiver', message: 'Add Address' }
  if (!input.receiverAddress || !isEvmAddress(input.receiverAddress))
    return { ok: false, reason: 'invalid', field: 'receiver', message: 'Invalid Address' }
  if (!input.smartAccount) {
    const balance = toDecimal(input.networkBalanceInUSD)
    if (balance.isZero() || (input.gasPriceInUSD !== undefined && balance.lt(input.gasPriceInUSD)))
      return { ok: false, reason: 'insufficient-gas', field: 'gas', message: 'Insufficient Gas Funds' }
  }
  return { ok: true }
}
