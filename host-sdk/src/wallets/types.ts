/** The EIP-1193 surface the host needs from a browser wallet. */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface DiscoveredWallet {
  id: string
  name: string
  icon?: string
  rdns?: string
  type: 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL'
  provider: Eip1193Like
}
