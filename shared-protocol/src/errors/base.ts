export interface BaseErrorParameters {
  /** The error that caused this one; its message becomes `details` unless `details` is given. */
  cause?: unknown
  /** Technical detail appended to the message after a blank line. */
  details?: string
  /** Extra lines (hints, the offending value) shown between the short message and the details. */
  metaMessages?: string[]
  /** Overrides the class name, for errors created without a subclass. */
  name?: string
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * The one error base of Airlock, after viem's. `shortMessage` is the human sentence (what the UI
 * shows); `message` adds meta lines and details only when there are some, so an error without
 * them has exactly its short message as `message` (several spec texts are compared verbatim).
 *
 * @example
 * import { BaseError } from '@airlock/shared-protocol'
 * throw new BaseError('Something went wrong', { details: 'timeout after 10000 ms' })
 */
export class BaseError extends Error {
  override name = 'BaseError'
  shortMessage: string
  details: string
  metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? causeDetails(parameters.cause)
    const parts = [shortMessage]
    if (parameters.metaMessages?.length) parts.push(parameters.metaMessages.join('\n'))
    if (details) parts.push(`Details: ${details}`)
    super(parts.join('\n\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    if (parameters.name) this.name = parameters.name
  }

  /** The deepest cause in the chain, or the first one `fn` accepts (`null` when none does). */
  walk(): Error
  walk(fn: (error: unknown) => boolean): Error | null
  walk(fn?: (error: unknown) => boolean): Error | null {
    return walk(this, fn)
  }
}

function causeDetails(cause: unknown): string {
  if (cause instanceof BaseError) return cause.details
  if (cause instanceof Error) return cause.message
  return ''
}

// Bounded so a cyclic `cause` chain cannot loop forever.
function walk(error: unknown, fn?: (error: unknown) => boolean, depth = 0): Error | null {
  if (fn?.(error)) return error as Error
  const cause = (error as { cause?: unknown } | null)?.cause
  if (cause !== undefined && cause !== null && typeof cause === 'object' && depth < 32) {
    return walk(cause, fn, depth + 1)
  }
  return fn ? null : (error as Error)
}
