import type { SiwxSession } from '@airlock/shared-protocol'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

/**
 * `sessions: 'cloud'`: the cloud keeps the session too (`POST /v1/sessions`), so the app's server can
 * read it there by id. The cloud verifies the signature again.
 */
export async function saveCloudSession(session: SiwxSession): Promise<string> {
  const projectId = appStore.getState().options?.projectId ?? ''
  const response = await fetch(sessionsUrl('', projectId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-airlock-host-origin': getHostOrigin() },
    body: JSON.stringify({ projectId, session }),
  })
  const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string }
  if (!response.ok || typeof body.id !== 'string')
    throw new Error(body.message ?? `HTTP status code: ${response.status}`)
  return body.id
}

const sessionsUrl = (path: string, projectId: string) =>
  `${readCloudUrl()}/v1/sessions${path}?projectId=${encodeURIComponent(projectId)}`

/**
 * Whether the cloud still has the session (it was not revoked, nor has it expired there). A cloud
 * that does not answer keeps the page's copy: a fault must not sign the visitor out.
 */
export async function cloudSessionLive(id: string): Promise<boolean> {
  const projectId = appStore.getState().options?.projectId ?? ''
  try {
    const response = await fetch(sessionsUrl(`/${encodeURIComponent(id)}`, projectId), {
      headers: { 'x-airlock-host-origin': getHostOrigin() },
    })
    return response.status !== 404
  } catch {
    return true
  }
}
