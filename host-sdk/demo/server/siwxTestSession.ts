import type { PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import type { SiwxSession } from './checkSiwxSession.ts'

/** Anvil's first two public test keys: a signer and a forger. */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const

export const DEMO_ORIGIN = 'http://app.localhost:5173'

export interface SiwxTestSessionParameters {
  account: PrivateKeyAccount
  nonce: string
  issuedAt: Date
  /** Message fields to change (the session's `data` says the same). */
  fields?: Partial<SiweMessage>
  /** Signs instead of `account` (a forgery). */
  signer?: PrivateKeyAccount
}

/** A SIWX session as AppKit hands it to a dApp: viem's EIP-4361 text, its fields and the signature. */
export async function siwxTestSession({
  account,
  nonce,
  issuedAt,
  fields: changes = {},
  signer = account,
}: SiwxTestSessionParameters): Promise<SiwxSession> {
  const fields: SiweMessage = {
    address: account.address,
    chainId: 31337,
    domain: new URL(DEMO_ORIGIN).host,
    uri: `${DEMO_ORIGIN}/`,
    version: '1',
    nonce,
    issuedAt,
    statement: 'Sign in to the Airlock demo',
    ...changes,
  }
  const message = createSiweMessage(fields)
  const { issuedAt: issued, expirationTime, notBefore, requestId, resources, statement } = fields
  return {
    data: {
      accountAddress: fields.address,
      chainId: `eip155:${fields.chainId}`,
      domain: fields.domain,
      uri: fields.uri,
      version: fields.version,
      nonce: fields.nonce,
      ...(issued ? { issuedAt: issued.toISOString() } : {}),
      ...(expirationTime ? { expirationTime: expirationTime.toISOString() } : {}),
      ...(notBefore ? { notBefore: notBefore.toISOString() } : {}),
      ...(requestId ? { requestId } : {}),
      ...(resources ? { resources } : {}),
      ...(statement ? { statement } : {}),
    },
    message,
    signature: await signer.signMessage({ message }),
  }
}
