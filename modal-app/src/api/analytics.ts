import { getHostOrigin, readCloudUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

export type AnalyticsEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SWITCH_NETWORK'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'CONNECT_SUCCESS'
  | 'SEARCH_WALLET'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'

/**
 * POST /e (spec section 7): eventId, url, domain, timestamp, props (event data plus address).
 * Fire and forget; off when the host turned `features.analytics` off or has no project id.
 */
export function track(event: AnalyticsEventName, properties: Record<string, unknown> = {}) {
  const { options, address } = appStore.getState()
  if (!options?.projectId || options.features?.analytics === false) return
  const origin = getHostOrigin()
  const body = {
    eventId: crypto.randomUUID(),
    url: origin,
    domain: origin ? new URL(origin).hostname : '',
    timestamp: Date.now(),
    props: { type: 'track', event, ...(address ? { address } : {}), properties },
  }
  void fetch(`${readCloudUrl()}/e?projectId=${encodeURIComponent(options.projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { 'x-airlock-host-origin': origin } : {}) },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined)
}
