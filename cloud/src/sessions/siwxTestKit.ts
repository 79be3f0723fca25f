import type { CloudSiwxSession as SiwxSession } from '@airlock/shared-protocol/cloud-api'
import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export const SITE = 'http://app.localhost:3000'

export interface SessionOptions {
  nonce?: string
  issuedAt?: number
  expiresAt?: number
  notBefore?: number
  uri?: string
}

/** A session as AppKit's SIWX makes one: its data, the EIP-4361 text and the account's signature. */
export async function signedSession(
  account: LocalAccount,
  now: number,
  { nonce = 'nonce0001', issuedAt = now, expiresAt, notBefore, uri = `${SITE}/` }: SessionOptions = {},
): Promise<SiwxSession> {
  const data = {
    accountAddress: account.address,
    chainId: 'eip155:31337',
    domain: new URL(uri).host,
    uri,
    version: '1',
    nonce,
    issuedAt: new Date(issuedAt).toISOString(),
    statement: 'Sign in to the Airlock demo',
    ...(expiresAt === undefined ? {} : { expirationTime: new Date(expiresAt).toISOString() }),
    ...(notBefore === undefined ? {} : { notBefore: new Date(notBefore).toISOString() }),
  }
  const message = createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain: data.domain,
    uri,
    version: '1',
    nonce,
    issuedAt: new Date(issuedAt),
    statement: data.statement,
    ...(expiresAt === undefined ? {} : { expirationTime: new Date(expiresAt) }),
    ...(notBefore === undefined ? {} : { notBefore: new Date(notBefore) }),
  })
  return { data, message, signature: await account.signMessage({ message }) }
}
