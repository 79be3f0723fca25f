import type { SiwxSession } from '@airlock/shared-protocol'
import { addSession, readSession, SESSION_SECRET_HEADER } from '@airlock/shared-protocol/cloud-api'
import { CloudRequestError, callRoute } from '../lib/cloudRequest.js'
import { appStore } from '../stores/appStore.js'

/**
 * `sessions: 'cloud'`: the cloud keeps the session too (`POST /v1/sessions`), so the app's server can
 * read it there by id with its secret. The cloud verifies the signature again; its refusal is thrown
 * in its words.
 */
export async function saveCloudSession(
  session: SiwxSession,
): Promise<{ cloudId: string; cloudSecret: string }> {
  const projectId = appStore.getState().options?.projectId ?? ''
  const { id, secret } = await callRoute(addSession, { body: { projectId, session } })
  return { cloudId: id, cloudSecret: secret }
}

/**
 * Whether the cloud still has the session (it was not revoked, nor has it expired there). The cloud
 * answers a session only to the holder of its secret: one stored without a secret (by an older modal)
 * is 'Session not found', so its visitor signs in again. A cloud that does not answer keeps the page's
 * copy: a fault must not sign the visitor out.
 */
export async function cloudSessionLive({ cloudId, cloudSecret }: SiwxSession): Promise<boolean> {
  try {
    await callRoute(readSession, {
      params: { id: cloudId ?? '' },
      headers: cloudSecret ? { [SESSION_SECRET_HEADER]: cloudSecret } : {},
    })
    return true
  } catch (error) {
    return !(error instanceof CloudRequestError && error.status === 404)
  }
}
