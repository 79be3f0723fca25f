/**
 * The one modal entry the host page reads itself: the connected account and chain, so the host's
 * provider can answer `eth_accounts` and `eth_chainId` at once after a reload, before the modal frame
 * is up (wagmi reconnects on mount). Not a secret: the host page is told the address anyway.
 */
export const HOST_SESSION_KEY = '@airlock/host_session'

export interface HostSession {
  address: `0x${string}`
  chainId: number
}

/** Reads the stored entry with small checks (the host bundle has no schema library); undefined when absent or odd. */
export function parseHostSession(raw: string | null | undefined): HostSession | undefined {
  try {
    const { address, chainId } = JSON.parse(raw as string) as Partial<HostSession>
    if (typeof address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(address) && Number.isSafeInteger(chainId)) {
      return (chainId as number) > 0 ? { address, chainId: chainId as number } : undefined
    }
  } catch {
    // absent or not JSON
  }
  return undefined
}
