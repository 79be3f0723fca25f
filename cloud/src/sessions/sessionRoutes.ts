import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, BaseError, type Hex } from 'viem'
import * as z from 'zod'
import type { SignedMessage, VerifySignature } from '../chain/verifyAccountSignature.js'
import { readBody } from '../http/readBody.js'
import { headerOf, json } from '../http/respond.js'
import { checkSiwxSession, SiwxSessionSchema } from './checkSiwxSession.js'
import type { SessionStore, StoredSession } from './sessionStore.js'

const SESSION_BODY_BYTES = 32 * 1024

const AddBodySchema = z.object({ projectId: z.string().max(128).optional(), session: SiwxSessionSchema })
const RevokeBodySchema = z.object({
  pci: z.string().max(64),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,16384}$/),
})

/** The text a session's account signs (personal_sign) to revoke it. */
export const revokeMessage = (id: string) => `Revoke Airlock session ${id}`

/** The header that carries a session's secret when reading it (a header, not the URL: URLs get logged). */
export const SESSION_SECRET_HEADER = 'x-airlock-session-secret'
const secretPattern = /^[A-Za-z0-9_-]{43}$/

export interface SessionRoutesParameters {
  store: SessionStore
  verify: VerifySignature
  /** Whether the project allows a site's origin (the message's `uri` must be one). */
  allowsOrigin: (projectId: string, origin: string) => boolean
  now?: () => number
}

/** Answers the request if it is a sessions route; the caller was authorized for `projectId`. */
export type SessionRoutes = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  projectId: string,
) => Promise<boolean>

const sessionPath = /^\/v1\/sessions\/([A-Za-z0-9_-]{43})(\/revoke)?$/

const shown = ({ id, session }: StoredSession) => ({ id, ...session })

/** The message's `uri` is a site of the project, and its `domain` that site's host. */
function siteAllowed(data: { domain: string; uri: string }, allowed: (origin: string) => boolean) {
  if (!URL.canParse(data.uri)) return false
  const uri = new URL(data.uri)
  return uri.host === data.domain && allowed(uri.origin)
}

async function readJson(
  request: IncomingMessage,
): Promise<{ body: unknown } | { status: number; message: string }> {
  const raw = await readBody(request, SESSION_BODY_BYTES)
  if (raw === undefined) return { status: 413, message: 'Request body too large' }
  try {
    return { body: JSON.parse(raw) }
  } catch {
    return { status: 400, message: 'Invalid body' }
  }
}

/**
 * SIWX sessions for dApps that keep them in the cloud: `POST /v1/sessions` stores a verified session
 * and answers its id and secret, `GET /v1/sessions/{id}` reads a live one for the holder of its secret
 * (the modal that stored it, and the app it hands the session to), and `POST /v1/sessions/{id}/revoke`
 * deletes one its account signed the revocation of. A session is a credential: there is no listing,
 * and without the secret a session is 'Session not found', whether it exists or not.
 */
export function createSessionRoutes({
  store,
  verify,
  allowsOrigin,
  now = Date.now,
}: SessionRoutesParameters): SessionRoutes {
  return async (request, response, path, projectId) => {
    const reply = (status: number, body: unknown) => {
      json(response, status, body)
      return true
    }
    const refuse = (status: number, message: string) => reply(status, { message })
    /** A node that does not answer is the chain's fault: 503, as the blockchain API says it. */
    const verified = async (signed: SignedMessage) => {
      try {
        return await verify(signed)
      } catch (error) {
        if (error instanceof BaseError) return 'unavailable' as const
        throw error
      }
    }
    const method = request.method
    if (path === '/v1/sessions' && method === 'POST') {
      const read = await readJson(request)
      if (!('body' in read)) return refuse(read.status, read.message)
      const parsed = AddBodySchema.safeParse(read.body)
      if (!parsed.success) return refuse(400, 'Invalid body')
      const { session } = parsed.data
      if (parsed.data.projectId !== undefined && parsed.data.projectId !== projectId)
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
      return added ? reply(200, added) : refuse(409, 'Nonce already used')
    }
    const match = sessionPath.exec(path)
    if (!match) return false
    const id = match[1] as string
    const ofProject = (stored: StoredSession | undefined) =>
      stored?.projectId === projectId ? stored : undefined
    if (!match[2] && method === 'GET') {
      const secret = headerOf(request, SESSION_SECRET_HEADER) ?? ''
      const held = ofProject(secretPattern.test(secret) ? await store.read(id, secret) : undefined)
      return held ? reply(200, shown(held)) : refuse(404, 'Session not found')
    }
    if (!match[2] || method !== 'POST') return false
    const found = ofProject(await store.get(id))
    const read = await readJson(request)
    if (!('body' in read)) return refuse(read.status, read.message)
    const revoke = RevokeBodySchema.safeParse(read.body)
    if (!revoke.success) return refuse(400, 'Invalid body')
    if (!found) return refuse(404, 'Session not found')
    if (revoke.data.pci !== found.id) return refuse(400, 'pci does not match the session')
    const [namespace, reference, address] = found.account.split(':')
    const valid = await verified({
      chain: `${namespace}:${reference}`,
      address: address as Address,
      message: revokeMessage(found.id),
      signature: revoke.data.signature as Hex,
    })
    if (valid === 'unavailable') return refuse(503, 'The chain node did not answer')
    if (!valid) return refuse(401, 'Invalid signature')
    await store.remove(found.id)
    return reply(200, { revoked: true })
  }
}
