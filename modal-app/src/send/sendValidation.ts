import type { TokenBalance } from '../api/blockchain.js'
import { toDecimal } from '../lib/decimal.js'

/** Spec section 5: an EVM address is an optional 0x prefix and 40 hex characters. */
export const isEvmAddress = (value: string) => /^(0x)?[0-9a-fA-F]{40}$/.test(value.trim())

export const INVALID_SEND = 'Please enter a valid amount and receiver address'

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

export type SendCheck =
  | { ok: true }
  | {
      ok: false
      reason: 'incomplete' | 'invalid' | 'insufficient-funds' | 'insufficient-gas'
      message: string
    }

/**
 * What stops a send, in the order the visitor fixes them: a missing field, a bad amount or
 * receiver, more than the balance, and not enough native balance for gas (smart accounts skip it).
 */
export function checkSend(input: SendInput): SendCheck {
  if (!input.token) return { ok: false, reason: 'incomplete', message: 'Select Token' }
  if (!input.amount.trim()) return { ok: false, reason: 'incomplete', message: 'Add Amount' }
  if (!input.receiverText.trim()) return { ok: false, reason: 'incomplete', message: 'Add Address' }
  let amount: ReturnType<typeof toDecimal>
  try {
    amount = toDecimal(input.amount)
  } catch {
    return { ok: false, reason: 'invalid', message: INVALID_SEND }
  }
  const decimals = Number(input.token.quantity.decimals)
  if (
    amount.lte(0) ||
    amount.decimalPlaces() > decimals ||
    !input.receiverAddress ||
    !isEvmAddress(input.receiverAddress)
  )
    return { ok: false, reason: 'invalid', message: INVALID_SEND }
  if (amount.gt(toDecimal(input.token.quantity.numeric)))
    return { ok: false, reason: 'insufficient-funds', message: 'Insufficient Funds' }
  if (!input.smartAccount) {
    const balance = toDecimal(input.networkBalanceInUSD)
    if (balance.isZero() || (input.gasPriceInUSD !== undefined && balance.lt(input.gasPriceInUSD)))
      return { ok: false, reason: 'insufficient-gas', message: 'Insufficient Gas Funds' }
  }
  return { ok: true }
}
