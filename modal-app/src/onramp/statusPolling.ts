import { CloudRequestError, isRefusal } from '../lib/cloudRequest.js'
import type { CheckoutStatus } from './onrampApi.js'

/** BuyInProgress asks about the checkout this often while it is on screen. */
export const STATUS_POLL_MS = 1_000

export interface PollParameters {
  fetchStatus: (sessionId: string) => Promise<CheckoutStatus>
  onStatus: (status: CheckoutStatus) => void
  intervalMs?: number
}

/**
 * Asks for a checkout's status now and then every `intervalMs` after each answer (one request at a
 * time, so a slow cloud is not piled on) until it is completed or failed, or until the returned stop
 * is called. A missed answer is asked again; a refusal or an unknown checkout (404) ends it as failed.
 */
export function pollCheckoutStatus(
  sessionId: string,
  { fetchStatus, onStatus, intervalMs = STATUS_POLL_MS }: PollParameters,
): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const turn = async () => {
    try {
      const status = await fetchStatus(sessionId)
      if (stopped) return
      onStatus(status)
      if (status.status !== 'pending') return
    } catch (error) {
      if (stopped) return
      // The cloud said no to the session (unknown, another project's): asking again will not change it.
      if (isRefusal(error) || (error instanceof CloudRequestError && error.status === 404))
        return onStatus({ status: 'failed', message: error.message })
      // The cloud restarting or a flaky network: the purchase may still complete, so keep asking.
    }
    timer = setTimeout(() => void turn(), intervalMs)
  }
  void turn()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
