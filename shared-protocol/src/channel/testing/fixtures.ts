import { vi } from 'vitest'
import type { HostApi, ModalApi } from '../../api.js'
import type { ModalOptions } from '../../messages/options.js'
import type { ModalSnapshot } from '../../messages/snapshot.js'

export const HOST_ORIGIN = 'http://app.localhost:5173'
export const MODAL_ORIGIN = 'http://modal.localhost:5174'
export const EVIL_ORIGIN = 'http://evil.localhost:6666'

export const anvil = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const

export const options: ModalOptions = {
  projectId: 'test-project',
  networks: [{ ...anvil, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }],
  sdkVersion: '1.7.2',
  sdkType: 'appkit',
}

export const snapshot: ModalSnapshot = {
  initialized: true,
  open: true,
  loading: false,
  view: 'Account',
  status: 'connected',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  themeMode: 'dark',
}

/** A ModalApi whose methods are spies. */
export function createModalApi() {
  return {
    open: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
    request: vi.fn(async () => ({ ok: true as const, result: '0x7a69' })),
    switchNetwork: vi.fn(async () => ({ ok: true as const, result: null })),
    disconnect: vi.fn(async () => ({ ok: true as const, result: null })),
    setWallets: vi.fn(async () => {}),
    walletEvent: vi.fn(async () => {}),
    setThemeMode: vi.fn(async () => {}),
    setLocale: vi.fn(async () => {}),
    setThemeVariables: vi.fn(async () => {}),
    connectWallet: vi.fn(async () => ({ ok: true as const, result: null })),
  } satisfies ModalApi
}

/** A HostApi whose methods are spies. */
export function createHostApi() {
  return {
    state: vi.fn(async () => {}),
    walletRequest: vi.fn(async () => ({
      ok: true as const,
      result: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    })),
    openUrl: vi.fn(async () => {}),
    persist: vi.fn(async () => {}),
    siwx: vi.fn(async () => []),
    load: vi.fn(async () => undefined),
  } satisfies HostApi
}
