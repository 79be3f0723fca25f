import type { Network } from '@airlock/shared-protocol'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { type EntryStore, HostKeyValueStorage } from './hostKeyValueStorage.js'
import { offlineVerify } from './offlineVerify.js'
import type { AttestationRequest } from './verifyAttestation.js'

export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>

export interface CreateProviderParameters {
  projectId: string
  /** Undefined: the SDK's default relay, the WalletConnect network. */
  relayUrl: string | undefined
  /** WalletConnect's Verify with its default server (else no attestation: wallets see UNKNOWN). */
  verify: boolean
  metadata: { name: string; description: string; url: string; icons: string[] }
}

export interface ProviderStorage {
  /** The modal's wrapping key, which seals every entry before it reaches the host page. */
  key: CryptoKey
  entries: EntryStore
}

/**
 * The SDK's storage namespace for a relay. Sessions live on the relay they were made on: were the
 * deployment's relay setting to change, a session restored from the old one would show a connected
 * wallet that never answers (the wallet listens on the other relay). Each relay keeps its own
 * sessions instead, so a visitor meets a fresh Connect after the change, and their session is back
 * if the setting is. The WalletConnect network keeps the plain prefix; a self-hosted relay is named
 * by its URL without the query (which carries the embedding page, not the relay).
 */
export function storagePrefixFor(relayUrl: string | undefined): string {
  if (relayUrl === undefined) return 'airlock'
  const base = relayUrl.replace(/[?#].*$/, '').replace(/\/+$/, '')
  // FNV-1a: short, stable and synchronous; this names storage, it protects nothing.
  let hash = 0x811c9dc5
  for (let i = 0; i < base.length; i++) hash = Math.imul(hash ^ base.charCodeAt(i), 0x01000193) >>> 0
  return `airlock-${hash.toString(16).padStart(8, '0')}`
}

/** Registers an attestation from the modal's document (verifyAttestation.ts), which the worker lacks. */
export type Attest = (request: AttestationRequest) => Promise<string>

/**
 * The WalletConnect universal provider: our own Core (storage in the host page, no telemetry) handed to
 * a SignClient, handed to the provider. On our relay Verify is off; on the WalletConnect network the
 * SDK's Verify registers each proposal and request through `attest`.
 */
export async function createProvider(
  { projectId, relayUrl, verify, metadata }: CreateProviderParameters,
  { key, entries }: ProviderStorage,
  attest: Attest = async () => '',
): Promise<WalletConnectProvider> {
  const relay = relayUrl ? { relayUrl } : {}
  const core = new Core({
    projectId,
    ...relay,
    storage: await HostKeyValueStorage.open(key, entries),
    telemetryEnabled: false,
    customStoragePrefix: storagePrefixFor(relayUrl),
    logger: 'error',
  })
  if (verify) core.verify.register = attest
  else core.verify = offlineVerify(core)
  const client = await SignClient.init({ core, metadata, projectId, ...relay, telemetryEnabled: false })
  return UniversalProvider.init({ client, projectId, ...relay, metadata, logger: 'error' })
}

/** Each network's RPC by its chain reference (`1`, a Solana genesis-hash prefix), as the provider keys them. */
export function rpcMapOf(networks: readonly Network[]): Record<string, string> {
  return Object.fromEntries(networks.map((n) => [String(n.id), n.rpcUrls.default.http[0] as string]))
}
