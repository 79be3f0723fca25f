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
    customStoragePrefix: 'airlock',
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
