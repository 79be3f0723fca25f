import {
  assertSolanaSend,
  decodeBase58,
  InvalidSendParametersError,
  userMessages,
} from '@airlock/shared-protocol'
import type { TokenBalance } from '../api/blockchain.js'
import { msg } from '../i18n/t.js'
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
  /** A typed name is being looked up: not yet a wrong address. */
  receiverPending?: boolean
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
      /** The English source (marked for the catalogues): the views show it through `t()`. */
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

export type SendProblem = Extract<SendCheck, { ok: false }>

/** The amount's problem, if any: empty, not a positive number of at most the token's decimals, or above the balance. */
function amountProblem(input: SendInput, invalid: (field: 'amount') => SendProblem): SendProblem | undefined {
  if (!input.amount.trim())
    return { ok: false, reason: 'incomplete', field: 'amount', message: msg('Add Amount') }
  let amount: ReturnType<typeof toDecimal>
  try {
    amount = toDecimal(input.amount)
  } catch {
    return invalid('amount')
  }
  if (amount.lte(0)) return invalid('amount')
  if (!input.token) return undefined
  if (amount.decimalPlaces() > Number(input.token.quantity.decimals)) return invalid('amount')
  if (input.namespace === 'solana' && solanaMissing(input).includes('sendTokenAmount'))
    return invalid('amount')
  if (amount.gt(toDecimal(input.token.quantity.numeric)))
    return { ok: false, reason: 'insufficient-funds', field: 'amount', message: msg('Insufficient Funds') }
  return undefined
}

/** The receiver's problem, if any: empty, still being looked up, or not an address of the namespace. */
function receiverProblem(
  input: SendInput,
  invalid: (field: 'receiver') => SendProblem,
): SendProblem | undefined {
  if (!input.receiverText.trim())
    return { ok: false, reason: 'incomplete', field: 'receiver', message: msg('Add Address') }
  if (input.namespace === 'solana')
    return solanaMissing(input).includes('receiverAddress') ? invalid('receiver') : undefined
  if (input.receiverPending && !input.receiverAddress)
    return { ok: false, reason: 'incomplete', field: 'receiver', message: msg('Looking up name…') }
  if (!input.receiverAddress || !isEvmAddress(input.receiverAddress)) return invalid('receiver')
  return undefined
}

/**
 * Every problem of the form, one per field, so each is said under its own field (issue 36: a bad
 * address went unmentioned while the amount was empty): the token, the amount (flagged as soon as
 * it is typed, before any address), the receiver, then gas once the rest is right (smart accounts
 * skip it). On Solana a bad amount or receiver reads spec section 5's 'Please enter a valid amount
 * and receiver address', said once for both.
 */
export function sendProblems(input: SendInput): SendProblem[] {
  const solana = input.namespace === 'solana'
  const invalid = <F extends 'amount' | 'receiver'>(field: F): SendProblem => ({
    ok: false,
    reason: 'invalid',
    field,
    message: solana
      ? userMessages.INVALID_SEND_PARAMETERS
      : field === 'amount'
        ? msg('Invalid Amount')
        : msg('Invalid Address'),
  })
  const problems: SendProblem[] = []
  if (!input.token)
    problems.push({ ok: false, reason: 'incomplete', field: 'token', message: msg('Select Token') })
  const amount = amountProblem(input, invalid)
  if (amount) problems.push(amount)
  const receiver = receiverProblem(input, invalid)
  if (receiver && !(solana && amount?.reason === 'invalid' && receiver.reason === 'invalid'))
    problems.push(receiver)
  if (problems.length === 0 && !input.smartAccount) {
    const balance = toDecimal(input.networkBalanceInUSD)
    if (balance.isZero() || (input.gasPriceInUSD !== undefined && balance.lt(input.gasPriceInUSD)))
      problems.push({
        ok: false,
        reason: 'insufficient-gas',
        field: 'gas',
        message: msg('Insufficient Gas Funds'),
      })
  }
  return problems
}

/** What stops a send first, in the order the visitor fills the form; `{ ok: true }` when nothing does. */
export function checkSend(input: SendInput): SendCheck {
  return sendProblems(input)[0] ?? { ok: true }
}
