import { ProviderRpcError, providerErrorCodes } from '@airlock/shared-protocol'

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
  noWebHid: 'This browser cannot reach USB devices (WebHID)',
  notFound: 'Ledger not found: connect it by USB and unlock it',
  locked: 'Unlock your Ledger',
  appNotOpen: 'Open the Ethereum app on your Ledger',
  rejected: 'Rejected on your Ledger',
  blindSigning: 'Enable blind signing in the Ethereum app settings on your Ledger',
  wrongAccount: 'Your Ledger signed with another account: check the derivation path',
  unsupported: 'Your Ledger cannot sign this request',
  busy: 'Finish the request waiting on your Ledger first',
  disconnected: 'Your Ledger was disconnected: connect it and try again',
  failed: 'Something went wrong',
} as const satisfies Record<Exclude<LedgerErrorReason, 'wrongNetwork'>, string>

/** The request names another chain than the one the session signs for. */
export const wrongNetworkError = (requested: number, active: number) =>
  new LedgerError('wrongNetwork', {
    text: `Wrong network: this request is for chain ${requested}, not the connected chain ${active}`,
  })

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
 * A Ledger failure with the text to show and an EIP-1193 code, so the modal shows `shortMessage`
 * and answers the dApp with `code`.
 */
export class LedgerError extends ProviderRpcError {
  override name = 'LedgerError'
  readonly reason: LedgerErrorReason

  constructor(reason: LedgerErrorReason, options: { cause?: unknown; text?: string } = {}) {
    const text =
      options.text ?? (reason === 'wrongNetwork' ? ledgerErrorTexts.failed : ledgerErrorTexts[reason])
    super(text, { code: codes[reason], cause: options.cause })
    this.reason = reason
  }
}

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
