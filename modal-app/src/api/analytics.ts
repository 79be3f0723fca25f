import { EVENTS_PATH } from '@airlock/shared-protocol/cloud-api/boot-paths'
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
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'SET_PREFERRED_ACCOUNT_TYPE'

/** The sink takes up to 16 flat fields of bounded size; an event that does not fit would be refused whole. */
function flat(properties: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {}
  for (const [key, value] of Object.entries(properties).slice(0, 16)) {
    if (!/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/.test(key) || value === undefined) continue
    out[key] =
      typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : String(value).slice(0, 256)
  }
  return out
}

/**
 * POST /e (spec section 7): eventId, url, domain, timestamp, props (event data plus address).
 * Fire and forget; off when the host turned `features.analytics` off or has no project id.
 */
export function track(event: AnalyticsEventName, properties: Record<string, unknown> = {}) {
  const { options, address, events = [] } = appStore.getState()
  // The host page sees its own modal's events (AppKit's subscribeEvents) whether analytics is on or not.
  const id = (events[events.length - 1]?.id ?? 0) + 1
  const entry = { id, timestamp: Date.now(), event, properties: flat(properties) }
  appStore.setState({ events: [...events.slice(-7), entry] })
  if (!options?.projectId || options.features?.analytics === false) return
  const origin = getHostOrigin()
  const body = {
    eventId: crypto.randomUUID(),
    url: origin,
    domain: origin ? new URL(origin).hostname : '',
    timestamp: Date.now(),
    props: { type: 'track', event, ...(address ? { address } : {}), properties: flat(properties) },
  }
  void fetch(`${readCloudUrl()}${EVENTS_PATH}?projectId=${encodeURIComponent(options.projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { 'x-airlock-host-origin': origin } : {}) },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined)
}
