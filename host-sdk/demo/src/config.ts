import type { Network } from '@airlock/host-sdk'
import { anvil } from '@airlock/host-sdk/networks'

interface DemoConfig {
  modalUrl: string
  rpcUrl: string
}

/** The static server fills the meta tag at serve time; the fallbacks are the `npm start` defaults. */
function readConfig(): DemoConfig {
  const raw = document.querySelector('meta[name="airlock-config"]')?.getAttribute('content') ?? '{}'
  const parsed = JSON.parse(raw) as Partial<DemoConfig>
  const filled = (value: string | undefined, fallback: string) =>
    value && !value.startsWith('__') ? value : fallback
  return {
    modalUrl: filled(parsed.modalUrl, 'http://modal.localhost:5174'),
    rpcUrl: filled(parsed.rpcUrl, 'http://127.0.0.1:8545'),
  }
}

export const config = readConfig()
export const localChain: Network = { ...anvil, rpcUrls: { default: { http: [config.rpcUrl] } } }
export const DEFAULT_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SIGN_TEXT = 'Hello from Airlock'
export const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`
