import {
  SIWX_SESSIONS_KEY,
  type SiwxCall,
  type SiwxMessageData,
  type SiwxSession,
  SiwxSessionSchema,
} from '@airlock/shared-protocol'
import * as z from 'zod'
import { getHost } from '../lib/hostBridge.js'
import { rawEntries } from '../lib/persistence.js'
import { appStore } from '../stores/appStore.js'
import { siwxTexts } from './siwxTexts.js'

/** One call of the app's SIWX or SIWE config in the host page (its answer is checked by the caller). */
export async function callHost(method: SiwxCall['method'], ...args: unknown[]): Promise<unknown> {
  const host = getHost()
  if (!host) throw new Error('SIWX is not enabled')
  return host.siwx({ method, args })
}

const live = (session: SiwxSession, now = Date.now()) =>
  !session.data.expirationTime || Date.parse(session.data.expirationTime) > now

const sameAccount = (data: SiwxMessageData, chainId: string, address: string) =>
  data.chainId === chainId && data.accountAddress.toLowerCase() === address.toLowerCase()

/** The default SIWX's sessions, kept in the host page's storage (readable there by DefaultSIWX). */
function storedSessions(): SiwxSession[] {
  try {
    const parsed = z.array(SiwxSessionSchema).safeParse(JSON.parse(rawEntries.get(SIWX_SESSIONS_KEY) ?? '[]'))
    return parsed.success ? parsed.data.filter((s) => live(s)) : []
  } catch {
    return []
  }
}

function storeSessions(sessions: SiwxSession[]) {
  rawEntries.set({ [SIWX_SESSIONS_KEY]: sessions.length ? JSON.stringify(sessions.slice(-32)) : null })
}

/** The live sessions of an account on a chain (CAIP-2), wherever the app keeps them. */
export async function getSessions(chainId: string, address: string): Promise<SiwxSession[]> {
  const mode = appStore.getState().options?.siwx?.mode
  if (mode === 'default') {
    const mine = storedSessions().filter((s) => sameAccount(s.data, chainId, address))
    const inCloud = mine.filter((s) => s.cloudId)
    if (inCloud.length === 0) return mine
    // `sessions: 'cloud'`: one revoked at the cloud (its account signed the revocation) is over here too.
    const { cloudSessionLive } = await import('./cloudSessions.js')
    const live = await Promise.all(inCloud.map(cloudSessionLive))
    const gone = new Set(inCloud.filter((_, i) => !live[i]).map((s) => s.cloudId))
    if (gone.size === 0) return mine
    storeSessions(storedSessions().filter((s) => !s.cloudId || !gone.has(s.cloudId)))
    return mine.filter((s) => !s.cloudId || !gone.has(s.cloudId))
  }
  if (mode === 'custom') {
    const answer = z
      .array(SiwxSessionSchema)
      .max(64)
      .safeParse(await callHost('getSessions', chainId, address))
    return answer.success ? answer.data.filter((s) => live(s) && sameAccount(s.data, chainId, address)) : []
  }
  if (mode === 'siwe') {
    // An old SIWE app knows one session: its address and chain, nothing of the message.
    const session = z
      .object({ address: z.string(), chainId: z.number() })
      .nullable()
      .safeParse(await callHost('getSession'))
    const found = session.success ? session.data : null
    return found &&
      `eip155:${found.chainId}` === chainId &&
      found.address.toLowerCase() === address.toLowerCase()
      ? [
          {
            data: { accountAddress: address, chainId } as SiwxMessageData,
            message: 'siwe',
            signature: '0x00',
          },
        ]
      : []
  }
  return []
}

/** Keeps a verified session where the app wants it; a refusal of the app's config is a failure. */
export async function addSession(session: SiwxSession): Promise<void> {
  const { mode, sessions } = appStore.getState().options?.siwx ?? {}
  if (mode === 'default') {
    const others = storedSessions().filter(
      (s) => !sameAccount(s.data, session.data.chainId, session.data.accountAddress),
    )
    // The cloud verifies and keeps it first: a refusal there keeps nothing here either.
    const cloud =
      sessions === 'cloud' ? await (await import('./cloudSessions.js')).saveCloudSession(session) : undefined
    storeSessions([...others, { ...session, ...cloud }])
  } else if (mode === 'custom') await callHost('addSession', session)
  else if (mode === 'siwe') {
    const ok = await callHost('verifyMessage', { message: session.message, signature: session.signature })
    if (ok !== true) throw new Error(siwxTexts.invalidSignature)
  }
}

/** Sign-out on disconnect (`signOutOnDisconnect`): the account's sessions end. */
export async function revokeSessions(chainId: string, address: string): Promise<void> {
  const mode = appStore.getState().options?.siwx?.mode
  if (mode === 'default')
    storeSessions(storedSessions().filter((s) => !sameAccount(s.data, chainId, address)))
  else if (mode === 'custom') await callHost('revokeSession', chainId, address)
  else if (mode === 'siwe') await callHost('signOut')
}
