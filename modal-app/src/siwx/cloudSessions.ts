import type { SiwxSession } from '@airlock/shared-protocol'
import * as z from 'zod'
import { CloudRequestError, cloudRequest } from '../lib/cloudRequest.js'
import { appStore } from '../stores/appStore.js'

// The id the page keeps beside the session (SiwxSessionSchema's `cloudId` takes no other).
const Saved = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })

/**
 * `sessions: 'cloud'`: the cloud keeps the session too (`POST /v1/sessions`), so the app's server can
 * read it there by id. The cloud verifies the signature again; its refusal is thrown in its words.
 */
export async function saveCloudSession(session: SiwxSession): Promise<string> {
  const projectId = appStore.getState().options?.projectId ?? ''
  return (await cloudRequest('/v1/sessions', Saved, { body: { projectId, session } })).id
}

/**
 * Whether the cloud still has the session (it was not revoked, nor has it expired there). A cloud
 * that does not answer keeps the page's copy: a fault must not sign the visitor out.
 */
export async function cloudSessionLive(id: string): Promise<boolean> {
  try {
    await cloudRequest(`/v1/sessions/${encodeURIComponent(id)}`, z.unknown())
    return true
  } catch (error) {
    return !(error instanceof CloudRequestError && error.status === 404)
  }
}
