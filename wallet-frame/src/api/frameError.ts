/** The texts the frame answers with itself; the service's own texts pass through as they are. */
export const frameMessages = {
  GENERIC: 'An error occurred',
  USER_REJECTED: 'User rejected the request.',
  NOT_ALLOWED: 'Requested RPC call is not allowed',
  NO_LOGIN: 'Start the sign-in again',
  NO_EMAIL: 'Enter your email first',
  DEVICE_TIMEOUT: 'The device was not approved in time, please try again',
  LOGIN_REPLACED: 'Another login was started',
} as const

/** EIP-1193 codes the frame sets itself. */
export const frameErrorCodes = { userRejected: 4001, notAllowed: 4200, invalidParams: -32602 } as const

/** An `_ERROR` answer's payload (shared-protocol's `FrameErrorSchema`). */
export interface FrameErrorPayload {
  message: string
  code?: number
}

/** A failure the frame answers with its message (and code) as they are. */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

/** The `_ERROR` payload for anything a handler threw: a FrameError's text, else 'An error occurred'. */
export function toFrameErrorPayload(error: unknown): FrameErrorPayload {
  if (!(error instanceof FrameError)) return { message: frameMessages.GENERIC }
  const message = error.message.slice(0, 500) || frameMessages.GENERIC
  return error.code === undefined ? { message } : { message, code: error.code }
}
