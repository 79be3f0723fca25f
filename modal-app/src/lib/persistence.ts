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

/** A browser wallet (id and name), or a directory/custom wallet with what it takes to pair with it again. */
export interface RecentWallet {
  id: string
  name: string
  icon?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

export interface Persisted {
  activeNamespace: string | undefined
  activeNetworkId: string | undefined
  connectorIds: Record<string, string>
  recentWallets: RecentWallet[]
  connectedNamespaces: string[]
  connectionStatus: 'connected' | 'disconnected'
}

/**
 * The modal's own storage is blocked or partitioned in a third-party iframe, so the entries live
 * in the host page: handed over in the handshake, written back through `host.persist`. This is
 * the in-memory copy and the writer.
 */
let entries: Record<string, string> = {}
let writer: (changes: Record<string, string | null>) => void = () => undefined

export function initPersistence(initial: Record<string, string>, write: typeof writer) {
  entries = { ...initial }
  writer = write
}

/** Direct visits (the debug page) read the modal origin's own storage, where the browser allows it. */
export function ownStorageEntries(): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('@airlock/')))
  } catch {
    return {}
  }
}

/** Raw entries for other stores kept the same way (the WalletConnect core's storage). */
export const rawEntries = {
  keys: (prefix: string) => Object.keys(entries).filter((key) => key.startsWith(prefix)),
  get: (key: string): string | undefined => entries[key],
  set(changes: Record<string, string | null>) {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete entries[key]
      else entries[key] = value
    }
    writer(changes)
  },
}

function read<T>(key: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = entries[key] ?? null
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
const isOptionalLink = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.length <= 2048)
const isRecent = (v: unknown): v is RecentWallet => {
  const w = v as RecentWallet | null
  return (
    typeof w === 'object' &&
    w !== null &&
    isString(w.id) &&
    isString(w.name) &&
    isOptionalLink(w.icon) &&
    isOptionalLink(w.mobile_link) &&
    isOptionalLink(w.desktop_link) &&
    isOptionalLink(w.webapp_link)
  )
}
const isRecentList = (v: unknown): v is RecentWallet[] => Array.isArray(v) && v.every(isRecent)

/** Whether a connection was stored: the connection status says connected and names a wallet. */
export const hasStoredConnection = (persisted: Persisted) =>
  persisted.connectionStatus === 'connected' &&
  Boolean(persisted.connectorIds.eip155 || persisted.connectorIds.solana)

export function loadPersisted(): Persisted {
  return {
    activeNamespace: read(KEYS.activeNamespace, isString, '') || undefined,
    activeNetworkId: read(KEYS.activeNetworkId, isString, '') || undefined,
    connectorIds: read(KEYS.connectorIds, isStringRecord, {}),
    recentWallets: read(KEYS.recentWallets, isRecentList, []).slice(0, 2),
    connectedNamespaces: read(KEYS.connectedNamespaces, isStringArray, []),
    connectionStatus: read(KEYS.connectionStatus, (v): v is 'connected' => v === 'connected', 'disconnected'),
  }
}

export function savePersisted(patch: Partial<Persisted>) {
  const changes: Record<string, string | null> = {}
  for (const [name, value] of Object.entries(patch)) {
    const key = KEYS[name as keyof typeof KEYS]
    if (value === undefined) {
      delete entries[key]
      changes[key] = null
    } else {
      entries[key] = JSON.stringify(value)
      changes[key] = entries[key]
    }
  }
  writer(changes)
}

/** A stored network id the host no longer lists: shown as unsupported instead of silently switched. */
export function unsupportedNetwork(caipNetworkId: string): Network {
  const [namespace, reference] = caipNetworkId.split(':')
  const id = Number(reference)
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : (reference ?? 'unknown'),
    caipNetworkId,
    chainNamespace:
      namespace === 'solana' || namespace === 'bip122' || namespace === 'polkadot' ? namespace : 'eip155',
    name: 'Unsupported network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: ['http://unsupported.invalid'] } },
  }
}
