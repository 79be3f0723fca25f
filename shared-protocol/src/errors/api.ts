import { BaseError } from './base.js'
import { formatHttpStatusMessage } from './messages.js'

export interface HttpErrorParameters {
  status: number
  url?: string
  /** The response body's text or parsed JSON, for callers that map server messages to alerts. */
  body?: unknown
  cause?: unknown
}

/**
 * Any non-OK HTTP response. The message is exactly 'HTTP status code: {n}'; the URL and body are
 * kept as fields, not in the message, so nothing from the response reaches the UI by accident.
 *
 * @example
 * import { HttpError } from '@airlock/shared-protocol'
 * if (!response.ok) throw new HttpError({ status: response.status, url: response.url })
 */
export class HttpError extends BaseError {
  override name = 'HttpError'
  status: number
  url: string | undefined
  body: unknown

  constructor({ status, url, body, cause }: HttpErrorParameters) {
    // `details: ''` keeps a cause's message out of the exact status text.
    super(formatHttpStatusMessage(status), { cause, details: '' })
    this.status = status
    this.url = url
    this.body = body
  }
}
