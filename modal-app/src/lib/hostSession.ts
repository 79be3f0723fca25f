import { HOST_SESSION_KEY, type HostSession } from '@airlock/shared-protocol'
import type { AppState } from '../stores/appStore.js'
import { rawEntries } from './persistence.js'

/** The session the host page may read (account and chain), or null once there is none to keep. */
function sessionOf(state: AppState): HostSession | null | undefined {
  const { status, address, activeNetwork, initialized } = state
  if (status === 'connected' && address && typeof activeNetwork?.id === 'number') {
    return { address: address as HostSession['address'], chainId: activeNetwork.id }
  }
  // While a stored session is being restored (or a wallet is connecting), keep what is stored.
  if (status === 'disconnected' && initialized) return null
  return undefined
}

/**
 * Keeps `@airlock/host_session` in step with the connection, so after a reload the host answers
 * eth_accounts / eth_chainId at once from it. Writes only when it changes.
 */
export function syncHostSession(state: AppState) {
  const next = sessionOf(state)
  if (next === undefined) return
  const value = next === null ? null : JSON.stringify(next)
  if ((rawEntries.get(HOST_SESSION_KEY) ?? null) === value) return
  rawEntries.set({ [HOST_SESSION_KEY]: value })
}
