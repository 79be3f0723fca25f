import type { Network } from '@airlock/shared-protocol'

/** Spec section 3: what survives a reload, in the modal origin's storage (partitioned per top-level site by the browser). */
const KEYS = {
  activeNamespace: '@airlock/active_namespace',
  activeNetworkId: '@airlock/active_caip_network_id',
  connectorIds: '@airlock/connected_connector_ids',
  recentWallets: '@airlock/recent_wallets',
  connectedNamespaces: '@airlock/connected_namespaces',
  connectionStatus: '@airlock/connection_status',
} as const

export interface RecentWallet {
  id: string
  name: string
}

export interface Persisted {
  activeNamespace: string | undefined
  activeNetworkId: string | undefined
  connectorIds: Record<string, string>
  recentWallets: RecentWallet[]
  connectedNamespaces: string[]
  connectionStatus: 'connected' | 'disconnected'
}

function read<T>(storage: Storage, key: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = storage.getItem(key)
    if (raw === null) return fallback
    const value = JSON.parse(raw) as unknown
    return valid(value) ? value : fallback
  } catch {
    return fallback
  }
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length <= 256
const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isString)
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)
const isRecentList = (v: unknown): v is RecentWallet[] =>
  Array.isArray(v) && v.every((w) => isString((w as RecentWallet)?.id) && isString((w as RecentWallet)?.name))

export function loadPersisted(storage: Storage = localStorage): Persisted {
  return {
    activeNamespace: read(storage, KEYS.activeNamespace, isString, undefined as unknown as string) || undefined,
    activeNetworkId: read(storage, KEYS.activeNetworkId, isString, undefined as unknown as string) || undefined,
    connectorIds: read(storage, KEYS.connectorIds, isStringRecord, {}),
    recentWallets: read(storage, KEYS.recentWallets, isRecentList, []).slice(0, 2),
    connectedNamespaces: read(storage, KEYS.connectedNamespaces, isStringArray, []),
    connectionStatus: read(storage, KEYS.connectionStatus, (v): v is 'connected' => v === 'connected', 'disconnected'),
  }
}

export function savePersisted(patch: Partial<Persisted>, storage: Storage = localStorage) {
  try {
    for (const [name, value] of Object.entries(patch)) {
      const key = KEYS[name as keyof typeof KEYS]
      if (value === undefined) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify(value))
    }
  } catch {
    // Storage can be full or blocked; the session then lasts until reload.
  }
}

/** A stored network id the host no longer lists: shown as unsupported instead of silently switched. */
export function unsupportedNetwork(caipNetworkId: string): Network {
  const [namespace, reference] = caipNetworkId.split(':')
  const id = Number(reference)
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : (reference ?? 'unknown'),
    caipNetworkId,
    chainNamespace: namespace === 'solana' || namespace === 'bip122' || namespace === 'polkadot' ? namespace : 'eip155',
    name: 'Unsupported network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: ['http://unsupported.invalid'] } },
  }
}
