import type { Network } from '@airlock/shared-protocol'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { type EntryStore, HostKeyValueStorage } from './hostKeyValueStorage.js'
import { offlineVerify } from './offlineVerify.js'

export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>

export interface CreateProviderParameters {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
}

export interface ProviderStorage {
  /** The modal's wrapping key, which seals every entry before it reaches the host page. */
  key: CryptoKey
  entries: EntryStore
}

/**
 * The WalletConnect universal provider against our relay: our own Core (storage in the host page,
 * no hosted verify, no telemetry) handed to a SignClient, handed to the provider.
 */
export async function createProvider(
  { projectId, relayUrl, metadata }: CreateProviderParameters,
  { key, entries }: ProviderStorage,
): Promise<WalletConnectProvider> {
  const core = new Core({
    projectId,
    relayUrl,
    storage: await HostKeyValueStorage.open(key, entries),
    telemetryEnabled: false,
    customStoragePrefix: 'airlock',
    logger: 'error',
  })
  core.verify = offlineVerify(core)
  const client = await SignClient.init({ core, metadata, projectId, relayUrl, telemetryEnabled: false })
  return UniversalProvider.init({ client, projectId, relayUrl, metadata, logger: 'error' })
}

/** Each network's RPC by its chain reference (`1`, a Solana genesis-hash prefix), as the provider keys them. */
export function rpcMapOf(networks: readonly Network[]): Record<string, string> {
  return Object.fromEntries(networks.map((n) => [String(n.id), n.rpcUrls.default.http[0] as string]))
}
