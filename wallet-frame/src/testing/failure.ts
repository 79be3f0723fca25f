import { type FrameErrorPayload, toFrameErrorPayload } from '../api/frameError.js'

/** Test-only: the `_ERROR` payload a rejected handler (or API call) would answer; throws if it resolved. */
export async function failure(promise: unknown): Promise<FrameErrorPayload> {
  try {
    await promise
  } catch (error) {
    return toFrameErrorPayload(error)
  }
  throw new Error('expected a failure')
}
