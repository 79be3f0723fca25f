import type { Alert } from '@airlock/shared-protocol'
import { ANALYTICS_CONFIG_PATH } from '@airlock/shared-protocol/cloud-api/boot-paths'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

/**
 * The cloud's verdict on this project and the page embedding the modal: `allowed`, `refused` (an
 * unknown project, or a page off its allowlist), or `unknown` when the cloud could not be asked.
 */
export type ProjectVerdict = 'allowed' | 'refused' | 'unknown'

const CHECK_TIMEOUT_MS = 10_000
let verdict: Promise<ProjectVerdict> | undefined

// Once refused, every way in stays shut for this modal's life (Connect disables its rows).
let refused = false
const refusalListeners = new Set<() => void>()

function refuse() {
  if (refused) return
  refused = true
  for (const listener of refusalListeners) listener()
}

/** Whether this page may not connect here: no project, another project's frame, or the cloud refused it. */
export const isRefused = () => refused

/** Calls `listener` when the modal learns it may not connect here; returns the unsubscribe. */
export function onRefused(listener: () => void) {
  refusalListeners.add(listener)
  return () => void refusalListeners.delete(listener)
}

/** Shows an alert (its title in the modal, its explanation in the console); the first alert stays. */
export function showAlert(alert: Alert) {
  if (appStore.getState().alert) return
  appStore.setState({ alert: alert.shortMessage })
  console.error(`[Airlock] ${alert.longMessage}`)
}

const alertTable = () => import('./alertTable.js')

/** Spec section 8: the server's message becomes the alert. */
export async function reportServerMessage(message: unknown): Promise<void> {
  const alert = (await alertTable()).mapServerMessageToAlert(message)
  if (alert) showAlert(alert)
}

/**
 * The project the frame was loaded for (its URL's `projectId`): the one the modal's server wrote
 * the frame-ancestors policy for. A handshake naming another project went around that policy.
 */
export function frameProjectId(search: string = location.search): string | null {
  return new URLSearchParams(search).get('projectId')
}

async function ask(projectId: string): Promise<ProjectVerdict> {
  try {
    const response = await fetch(
      `${readCloudUrl()}${ANALYTICS_CONFIG_PATH}?projectId=${encodeURIComponent(projectId)}`,
      {
        headers: getHostOrigin() ? { 'x-airlock-host-origin': getHostOrigin() } : {},
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      },
    )
    if (response.ok) return 'allowed'
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined
    if (response.status === 401 || response.status === 403) {
      await reportServerMessage(body?.message).catch(() => undefined)
      return 'refused'
    }
    return 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * Asks the cloud about the frame's project once per modal start (again after a failed ask). It can
 * start before the handshake: the frame URL names the project, and the browser the embedding page.
 * The browser already refuses to frame the modal in a page off the project's allowlist (the modal
 * server's frame-ancestors); this is the second lock, for a modal served without that header.
 */
export function checkProject(): Promise<ProjectVerdict> {
  const projectId = frameProjectId()
  if (!projectId) {
    refuse()
    return Promise.resolve('refused')
  }
  verdict ??= ask(projectId).then((result) => {
    if (result === 'unknown') verdict = undefined
    if (result === 'refused') refuse()
    return result
  })
  return verdict
}

/**
 * Whether the modal may connect a wallet here: the handshake names the project the frame was loaded
 * for, and the cloud did not refuse it. A cloud that cannot be reached does not stop an injected
 * wallet: the frame-ancestors header already decided who may embed the modal.
 */
export async function mayConnect(): Promise<boolean> {
  const projectId = appStore.getState().options?.projectId
  if (!projectId) {
    refuse()
    return false
  }
  if (frameProjectId() !== projectId) {
    refuse()
    // A handshake naming another project than the frame (and its frame-ancestors) was served for.
    showAlert({
      ...(await alertTable()).alerts.INVALID_APP_CONFIGURATION,
      longMessage: `The modal was loaded for another project than '${projectId}'`,
    })
    return false
  }
  return (await checkProject()) !== 'refused'
}

/** For tests: forget the verdict. */
export function resetProjectCheck() {
  verdict = undefined
  refused = false
}
