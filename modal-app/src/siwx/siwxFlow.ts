import { type SiwxMessageData, SiwxMessageDataSchema, type SiwxSession } from '@airlock/shared-protocol'
import type { Hex } from 'viem'
import { verifyMessage } from 'viem/actions'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import * as z from 'zod'
import { track } from '../api/analytics.js'
import { getHostOrigin } from '../config.js'
import { disconnect } from '../controllers/disconnect.js'
import { closeModal, pushView } from '../controllers/navigation.js'
import { requestConnectedWallet } from '../controllers/walletRequests.js'
import { isSmartAccountActive } from '../embedded/smartAccountActive.js'
import { textToHex } from '../lib/format.js'
import { rpcClient } from '../lib/rpcClient.js'
import { appStore, currentView } from '../stores/appStore.js'
import { addSession, callHost, getSessions, revokeSessions } from './siwxSessions.js'
import { siwxTexts } from './siwxTexts.js'
import { verifierRefusal } from './verifierRefusal.js'

const DEFAULT_STATEMENT = 'Please sign with your account'
const DEFAULT_EXPIRES_IN_MS = 7 * 24 * 60 * 60 * 1000

/** The account the modal is connected with, on its chain (CAIP-2), or nothing to sign in. */
function account() {
  const { status, address, activeNetwork, connectorId } = appStore.getState()
  if (status !== 'connected' || !address || !connectorId || activeNetwork?.chainNamespace !== 'eip155')
    return undefined
  return { address, connectorId, network: activeNetwork, chainId: activeNetwork.caipNetworkId }
}

// The account and chain last checked: each gets one check until it changes.
let checked: string | undefined

/**
 * Spec section 4: on connect (and on a switch of account or network) an account without a session for
 * its chain gets SIWXSignMessage, the modal opened for it.
 */
export async function checkSiwx(): Promise<void> {
  const current = account()
  const key = current && `${current.chainId}:${current.address.toLowerCase()}`
  if (key === checked) return
  checked = key
  if (!current) return appStore.setState({ siwx: 'none', siwxError: undefined })
  let sessions: SiwxSession[] = []
  try {
    sessions = await getSessions(current.chainId, current.address)
  } catch {
    // The app's config failed to answer: treated as no session, so the visitor is asked to sign.
  }
  if (checked !== key) return
  if (sessions.length > 0) return appStore.setState({ siwx: 'signed', siwxError: undefined })
  appStore.setState({ siwx: 'needed', siwxError: undefined })
  if (!appStore.getState().open) appStore.setState({ open: true, history: ['SIWXSignMessage'] })
  else if (currentView(appStore.getState()) !== 'SIWXSignMessage') pushView('SIWXSignMessage')
}

const messageAnswer = z.object({ data: SiwxMessageDataSchema, message: z.string().min(1).max(8192) })
// EIP-4361's nonce grammar (at least 8 alphanumerics), with our schema's bound.
const appNonce = z.string().regex(/^[a-zA-Z0-9]{8,128}$/)

/**
 * The default message's nonce: the app's `getNonce` (its server issues nonces and accepts only
 * those, once), else one made here for an app whose server keeps no nonces.
 */
async function defaultNonce(accountAddress: string, chainId: string): Promise<string> {
  if (!appStore.getState().options?.siwx?.appNonce) return generateSiweNonce()
  const nonce = appNonce.safeParse(await callHost('getNonce', { accountAddress, chainId }))
  if (!nonce.success) throw new Error(siwxTexts.noNonce)
  return nonce.data
}

/** The message to sign: Airlock's own EIP-4361 text, or the app's config's (SIWX or old SIWE). */
async function createMessage(
  address: string,
  chainId: string,
  id: number,
): Promise<{ data: SiwxMessageData; message: string }> {
  const siwx = appStore.getState().options?.siwx
  const origin = getHostOrigin()
  const now = new Date()
  const base = {
    accountAddress: address,
    chainId,
    domain: new URL(origin).host,
    uri: origin,
    version: '1',
    statement: siwx?.statement ?? DEFAULT_STATEMENT,
  }
  if (siwx?.mode === 'custom') return messageAnswer.parse(await callHost('createMessage', base))
  if (siwx?.mode === 'siwe') {
    const nonce = z
      .string()
      .min(8)
      .max(128)
      .parse(await callHost('getNonce', address))
    const params = z
      .record(z.string(), z.unknown())
      .nullable()
      .catch(null)
      .parse(await callHost('getMessageParams').catch(() => null))
    const data = { ...base, ...params, nonce, issuedAt: now.toISOString() } as SiwxMessageData
    const message = z
      .string()
      .min(1)
      .max(8192)
      .parse(
        await callHost('createMessage', {
          ...data,
          address: `${chainId}:${address}`,
          chainId: id,
          iat: data.issuedAt,
        }),
      )
    return { data, message }
  }
  const expirationTime = new Date(now.getTime() + (siwx?.expiresIn ?? DEFAULT_EXPIRES_IN_MS))
  const notBefore = siwx?.notBefore ? new Date(now.getTime() + siwx.notBefore) : undefined
  const optional = {
    ...(siwx?.requestId ? { requestId: siwx.requestId } : {}),
    ...(siwx?.resources?.length ? { resources: siwx.resources } : {}),
  }
  const data: SiwxMessageData = {
    ...base,
    nonce: await defaultNonce(address, chainId),
    issuedAt: now.toISOString(),
    expirationTime: expirationTime.toISOString(),
    ...optional,
    ...(notBefore ? { notBefore: notBefore.toISOString() } : {}),
  }
  const message = createSiweMessage({
    address: address as Hex,
    chainId: id,
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: now,
    expirationTime,
    statement: data.statement,
    ...optional,
    ...(notBefore ? { notBefore } : {}),
  })
  return { data, message }
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message.slice(0, 200) : siwxTexts.failed

const fail = (error: string) => {
  appStore.setState({ siwx: 'needed', siwxError: error })
  track('SIWX_AUTH_ERROR', { message: error })
}

/**
 * SIWXSignMessage's Sign: the message, the wallet's signature (through whichever wallet is
 * connected), the signature verified with viem on the account's chain (EOA, EIP-1271, EIP-6492),
 * the session kept; success closes the modal. A refusal shows its text and the view stays.
 */
export async function signIn(): Promise<void> {
  const current = account()
  if (!current || appStore.getState().siwx === 'signing') return
  appStore.setState({ siwx: 'signing', siwxError: undefined })
  let session: SiwxSession
  try {
    const { data, message } = await createMessage(
      current.address,
      current.chainId,
      Number(current.network.id),
    )
    const signed = await requestConnectedWallet(current.connectorId, 'personal_sign', [
      textToHex(message),
      current.address,
    ])
    if (!signed.ok || typeof signed.result !== 'string') return fail(siwxTexts.signatureDeclined)
    const signature = signed.result as Hex
    const valid = await verifyMessage(rpcClient(current.network), {
      address: current.address as Hex,
      message,
      signature,
    }).catch(() => false)
    if (!valid) return fail(verifierRefusal(siwxTexts.invalidSignature, isSmartAccountActive()))
    session = { data, message, signature }
  } catch (error) {
    return fail(errorText(error))
  }
  try {
    await addSession(session)
  } catch (error) {
    // The app's verifier (its verifyMessage, its session store, the cloud's check) refused it.
    return fail(verifierRefusal(errorText(error), isSmartAccountActive()))
  }
  if (account()?.address !== current.address) return
  appStore.setState({ siwx: 'signed', siwxError: undefined })
  track('SIWX_AUTH_SUCCESS', { network: current.chainId })
  closeModal({ force: true })
}

/** Cancel: a required sign-in disconnects; otherwise the modal closes. Either way it starts from Connect. */
export async function cancelSiwx(): Promise<void> {
  track('CLICK_CANCEL_SIWX')
  if (appStore.getState().options?.siwx?.required) await disconnect()
  closeModal({ force: true })
  appStore.setState({ history: ['Connect'] })
}

/** `signOutOnDisconnect`: the account that just disconnected ends its sessions. */
export async function signOutSiwx(chainId: string, address: string): Promise<void> {
  checked = undefined
  appStore.setState({ siwx: 'none', siwxError: undefined })
  if (appStore.getState().options?.siwx?.signOutOnDisconnect)
    await revokeSessions(chainId, address).catch(() => undefined)
}
