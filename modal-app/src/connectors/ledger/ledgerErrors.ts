import { ProviderRpcError, providerErrorCodes } from '@airlock/shared-protocol'
import { formatMessage, type MessageValues } from '@airlock/shared-protocol/i18n'
import { msg, t } from '../../i18n/t.js'

/** Why a Ledger request failed, as the modal tells the user. */
export type LedgerErrorReason =
  | 'noWebHid'
  | 'notFound'
  | 'locked'
  | 'appNotOpen'
  | 'rejected'
  | 'blindSigning'
  | 'wrongNetwork'
  | 'wrongAccount'
  | 'unsupported'
  | 'busy'
  | 'disconnected'
  | 'failed'

/** The texts shown for each reason (a wrong network's names the chain). */
export const ledgerErrorTexts = {
  noWebHid: msg('This browser cannot reach USB devices (WebHID)'),
  notFound: msg('Ledger not found: connect it by USB and unlock it'),
  locked: msg('Unlock your Ledger'),
  appNotOpen: msg('Open the Ethereum app on your Ledger'),
  rejected: msg('Rejected on your Ledger'),
  blindSigning: msg('Enable blind signing in the Ethereum app settings on your Ledger'),
  wrongAccount: msg('Your Ledger signed with another account: check the derivation path'),
  unsupported: msg('Your Ledger cannot sign this request'),
  busy: msg('Finish the request waiting on your Ledger first'),
  disconnected: msg('Your Ledger was disconnected: connect it and try again'),
  failed: msg('Something went wrong'),
} as const satisfies Record<Exclude<LedgerErrorReason, 'wrongNetwork'>, string>

/** The wrong network's text (the chain ids as its arguments). */
export const WRONG_NETWORK_TEXT = msg(
  'Wrong network: this request is for chain {requested}, not the connected chain {active}',
)

/** The request names another chain than the one the session signs for. */
export const wrongNetworkError = (requested: number, active: number) =>
  new LedgerError('wrongNetwork', { text: WRONG_NETWORK_TEXT, values: { requested, active } })

// EIP-1193 codes: the user's refusal is 4001; a device the modal cannot use is a disconnected provider
// (4900); a request for another chain is 4901; the rest are internal errors.
const codes: Record<LedgerErrorReason, number> = {
  rejected: providerErrorCodes.USER_REJECTED_REQUEST,
  noWebHid: providerErrorCodes.DISCONNECTED,
  notFound: providerErrorCodes.DISCONNECTED,
  locked: providerErrorCodes.DISCONNECTED,
  appNotOpen: providerErrorCodes.DISCONNECTED,
  disconnected: providerErrorCodes.DISCONNECTED,
  wrongNetwork: providerErrorCodes.CHAIN_DISCONNECTED,
  blindSigning: -32603,
  wrongAccount: -32603,
  unsupported: -32603,
  busy: -32603,
  failed: -32603,
}

/**
 * A Ledger failure with the text to show and an EIP-1193 code: the dApp is answered with `code` and
 * the English `shortMessage`; the modal shows `ledgerErrorText(error)`, the same text in the
 * visitor's language. `text` is a source message (marked with `msg`), `values` its arguments.
 */
export class LedgerError extends ProviderRpcError {
  override name = 'LedgerError'
  readonly reason: LedgerErrorReason
  /** The source message of `shortMessage` and its arguments, for the modal to translate. */
  readonly text: string
  readonly values: MessageValues | undefined

  constructor(
    reason: LedgerErrorReason,
    options: { cause?: unknown; text?: string; values?: MessageValues } = {},
  ) {
    const text =
      options.text ?? (reason === 'wrongNetwork' ? ledgerErrorTexts.failed : ledgerErrorTexts[reason])
    super(formatMessage(text, options.values, 'en'), { code: codes[reason], cause: options.cause })
    this.reason = reason
    this.text = text
    this.values = options.values
  }
}

/** A LedgerError's text as the modal shows it, in the visitor's language (call it when rendering). */
export const ledgerErrorText = (error: LedgerError): string => t(error.text, error.values)

// What the device answers when the Ethereum app is not the one open: the dashboard (0x6511 on recent
// firmware, 0x6e01/0x6d01 on some), another app (0x6e00 other class, 0x6d00 same class), an app that
// failed to start (0x650f), no such app (0x6807).
const APP_NOT_OPEN = new Set([0x6511, 0x6e00, 0x6e01, 0x6d00, 0x6d01, 0x650f, 0x6807])

/**
 * Maps what hw-transport-webhid and hw-app-eth throw to a LedgerError. `blindSigningPossible` says the
 * request carried data the device cannot show (contract data, hashed typed data), where 0x6a80 means the
 * setting is off rather than bad input.
 */
export function toLedgerError(error: unknown, { blindSigningPossible = false } = {}): LedgerError {
  if (error instanceof LedgerError) return error
  const { statusCode, name, id, message } = (error ?? {}) as Record<string, unknown>
  if (statusCode === 0x5515 || name === 'LockedDeviceError')
    return new LedgerError('locked', { cause: error })
  if (statusCode === 0x6985) return new LedgerError('rejected', { cause: error })
  if (typeof statusCode === 'number' && APP_NOT_OPEN.has(statusCode))
    return new LedgerError('appNotOpen', { cause: error })
  if (name === 'EthAppPleaseEnableContractData' || (statusCode === 0x6a80 && blindSigningPossible))
    return new LedgerError('blindSigning', { cause: error })
  if (id === 'HIDNotSupported') return new LedgerError('noWebHid', { cause: error })
  if (name === 'TransportOpenUserCancelled' || name === 'NotFoundError' || name === 'NotAllowedError')
    return new LedgerError('notFound', { cause: error })
  if (name === 'DisconnectedDevice' || name === 'DisconnectedDeviceDuringOperation')
    return new LedgerError('disconnected', { cause: error })
  if (name === 'TransportRaceCondition') return new LedgerError('busy', { cause: error })
  if (typeof message === 'string' && /write|device.*(lost|gone)/i.test(message))
    return new LedgerError('disconnected', { cause: error })
  return new LedgerError('failed', { cause: error })
}
