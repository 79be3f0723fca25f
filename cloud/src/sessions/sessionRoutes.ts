import {
  addSession,
  readSession,
  revokeSession,
  SESSION_SECRET_HEADER,
} from '@airlock/shared-protocol/cloud-api'
import { type Address, BaseError, type Hex } from 'viem'
import type { SignedMessage, VerifySignature } from '../chain/verifyAccountSignature.js'
import { headerOf } from '../http/respond.js'
import { type Binding, bind, ok, refuse } from '../http/router.js'
import { checkSiwxSession } from './checkSiwxSession.js'
import type { SessionStore, StoredSession } from './sessionStore.js'

/** The text a session's account signs (personal_sign) to revoke it. */
export const revokeMessage = (id: string) => `Revoke Airlock session ${id}`

/** A session's id and its secret: 32 random bytes, base64url. */
const keyPattern = /^[A-Za-z0-9_-]{43}$/

export interface SessionRoutesParameters {
  store: SessionStore
  verify: VerifySignature
  /** Whether the project allows a site's origin (the message's `uri` must be one). */
  allowsOrigin: (projectId: string, origin: string) => boolean
  now?: () => number
}

const shown = ({ id, session }: StoredSession) => ({ id, ...session })

/** The message's `uri` is a site of the project, and its `domain` that site's host. */
function siteAllowed(data: { domain: string; uri: string }, allowed: (origin: string) => boolean) {
  if (!URL.canParse(data.uri)) return false
  const uri = new URL(data.uri)
  return uri.host === data.domain && allowed(uri.origin)
}

/**
 * SIWX sessions for dApps that keep them in the cloud: `POST /v1/sessions` stores a verified session
 * and answers its id and secret, `GET /v1/sessions/{id}` reads a live one for the holder of its secret
 * (the modal that stored it, and the app it hands the session to), and `POST /v1/sessions/{id}/revoke`
 * deletes one its account signed the revocation of. A session is a credential: there is no listing,
 * and without the secret a session is 'Session not found', whether it exists or not.
 */
export function sessionRoutes({
  store,
  verify,
  allowsOrigin,
  now = Date.now,
}: SessionRoutesParameters): Binding[] {
  /** A node that does not answer is the chain's fault: 503, as the blockchain API says it. */
  const verified = async (signed: SignedMessage) => {
    try {
      return await verify(signed)
    } catch (error) {
      if (error instanceof BaseError) return 'unavailable' as const
      throw error
    }
  }
  const ofProject = (stored: StoredSession | undefined, projectId: string) =>
    stored?.projectId === projectId ? stored : undefined

  return [
    bind(addSession, async ({ body, projectId }) => {
      const { session } = body
      if (body.projectId !== undefined && body.projectId !== projectId)
        return refuse(400, 'projectId does not match')
      const checked = checkSiwxSession(session, now())
      if (!checked.ok) return refuse(400, checked.message)
      if (!siteAllowed(session.data, (origin) => allowsOrigin(projectId, origin)))
        return refuse(400, 'The message is for a site this project does not allow')
      const valid = await verified({
        chain: checked.chain,
        address: checked.address,
        message: session.message,
        signature: session.signature as Hex,
      })
      if (valid === 'unavailable') return refuse(503, 'The chain node did not answer')
      if (!valid) return refuse(401, 'Invalid signature')
      const added = await store.add({
        projectId,
        account: `${checked.chain}:${checked.address}`,
        domain: session.data.domain,
        nonce: session.data.nonce,
        session,
        expiresAt: checked.expiresAt,
      })
      return added ? ok(added) : refuse(409, 'Nonce already used')
    }),
    bind(readSession, async ({ params, request, projectId }) => {
      const secret = headerOf(request, SESSION_SECRET_HEADER) ?? ''
      const readable = keyPattern.test(params.id) && keyPattern.test(secret)
      const held = ofProject(readable ? await store.read(params.id, secret) : undefined, projectId)
      return held ? ok(shown(held)) : refuse(404, 'Session not found')
    }),
    bind(revokeSession, async ({ params, body, projectId }) => {
      const found = ofProject(keyPattern.test(params.id) ? await store.get(params.id) : undefined, projectId)
      if (!found) return refuse(404, 'Session not found')
      if (body.pci !== found.id) return refuse(400, 'pci does not match the session')
      const [namespace, reference, address] = found.account.split(':')
      const valid = await verified({
        chain: `${namespace}:${reference}`,
        address: address as Address,
        message: revokeMessage(found.id),
        signature: body.signature as Hex,
      })
      if (valid === 'unavailable') return refuse(503, 'The chain node did not answer')
      if (!valid) return refuse(401, 'Invalid signature')
      await store.remove(found.id)
      return ok({ revoked: true as const })
    }),
  ]
}
