/** Texts the host answers with for the SDK's failures (the spec's where it has one). */
export const coinbaseErrorTexts = {
  connectionDeclined: 'Connection declined',
  signatureDeclined: 'Signature declined',
  requestDeclined: 'Request declined',
  popupBlocked: 'The Coinbase Wallet popup was blocked: allow pop-ups for this site and try again',
  popupClosed: 'The Coinbase Wallet popup was closed before it answered',
} as const

export interface CoinbaseRpcError {
  code: number
  message: string
  data?: unknown
}

const signingMethods = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendCalls',
])
const connectMethods = new Set(['eth_requestAccounts', 'wallet_connect'])

// What the SDK and wallets say when the user said no (wagmi's coinbaseWallet connector reads the same).
const rejectedText =
  /(user closed modal|accounts received is empty|user denied account|request rejected|user rejected)/i

/**
 * Maps what the SDK rejected with to the host's error. `popupClosed` is set when the popup told the
 * page it unloaded while this request waited: the SDK then answers 4001 'Request rejected', as it
 * does for a Cancel, and only the unload tells the two apart.
 */
export function toCoinbaseError(error: unknown, method: string, popupClosed: boolean): CoinbaseRpcError {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
  const message = typeof e.message === 'string' ? e.message : ''
  const code = typeof e.code === 'number' && Number.isInteger(e.code) ? e.code : -32603
  if (/popup window was blocked/i.test(message))
    return { code: -32603, message: coinbaseErrorTexts.popupBlocked }
  if (popupClosed && (code === 4001 || rejectedText.test(message)))
    return { code: 4001, message: coinbaseErrorTexts.popupClosed }
  if (code === 4001 || rejectedText.test(message)) {
    const text = connectMethods.has(method)
      ? coinbaseErrorTexts.connectionDeclined
      : signingMethods.has(method)
        ? coinbaseErrorTexts.signatureDeclined
        : coinbaseErrorTexts.requestDeclined
    return { code: 4001, message: text }
  }
  return {
    code,
    message: message.slice(0, 4096) || 'An error occurred',
    ...(e.data === undefined ? {} : { data: e.data }),
  }
}
