import {
  assertSolanaSend,
  decodeBase58,
  InvalidSendParametersError,
  userMessages,
} from '@airlock/shared-protocol'
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
  /** The active account's namespace: Solana has its own receiver rule and text (spec section 5). */
  namespace?: 'eip155' | 'solana' | undefined
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

/** A Solana public key: spec section 5's 32 to 44 base58 characters, and 32 bytes once decoded. */
export function isSolanaReceiver(value: string | undefined): value is string {
  try {
    return value !== undefined && decodeBase58(value).length === 32
  } catch {
    return false
  }
}

/** Which of a Solana send's amount and receiver assertSolanaSend refuses (spec section 5's rule). */
function solanaMissing(input: SendInput): string[] {
  try {
    assertSolanaSend({ sendTokenAmount: input.amount, receiverAddress: input.receiverAddress })
    return isSolanaReceiver(input.receiverAddress) ? [] : ['receiverAddress']
  } catch (error) {
    if (error instanceof InvalidSendParametersError) return error.missing
    throw error
  }
}

/**
 * What stops a send, in the order the visitor fills the form: the token, then the amount (a bad
 * amount or one above the balance is flagged as soon as it is typed, before any address), then the
 * receiver, then gas (smart accounts skip it). Each message names the one field at fault; on Solana
 * a bad amount or receiver reads spec section 5's 'Please enter a valid amount and receiver address'.
 */
export function checkSend(input: SendInput): SendCheck {
  if (!input.token) return { ok: false, reason: 'incomplete', field: 'token', message: 'Select Token' }
  if (!input.amount.trim()) return { ok: false, reason: 'incomplete', field: 'amount', message: 'Add Amount' }
  const solana = input.namespace === 'solana'
  const missing = solana ? solanaMissing(input) : []
  const invalid = (field: 'amount' | 'receiver') =>
    ({
      ok: false,
      reason: 'invalid',
      field,
      message: solana
        ? userMessages.INVALID_SEND_PARAMETERS
        : field === 'amount'
          ? 'Invalid Amount'
          : 'Invalid Address',
    }) as const
  let amount: ReturnType<typeof toDecimal>
  try {
    amount = toDecimal(input.amount)
  } catch {
    return invalid('amount')
  }
  if (amount.lte(0) || amount.decimalPlaces() > Number(input.token.quantity.decimals))
    return invalid('amount')
  if (missing.includes('sendTokenAmount')) return invalid('amount')
  if (amount.gt(toDecimal(input.token.quantity.numeric)))
    return { ok: false, reason: 'insufficient-funds', field: 'amount', message: 'Insufficient Funds' }
  if (!input.receiverText.trim())
    return { ok: false, reason: 'incomplete', field: 'receiver', message: 'Add Address' }
  if (
    solana
      ? missing.includes('receiverAddress')
      : !input.receiverAddress || !isEvmAddress(input.receiverAddress)
  )
    return invalid('receiver')
  if (!input.smartAccount) {
    const balance = toDecimal(input.networkBalanceInUSD)
    if (balance.isZero() || (input.gasPriceInUSD !== undefined && balance.lt(input.gasPriceInUSD)))
      return { ok: false, reason: 'insufficient-gas', field: 'gas', message: 'Insufficient Gas Funds' }
  }
  return { ok: true }
}
