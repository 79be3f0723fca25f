import type { DevWalletConfig } from './devWallet.js'

/** The static server fills the meta tag at serve time; the fallbacks are the `npm start` defaults. */
export function readConfig(doc: Document = document): DevWalletConfig {
  const raw = doc.querySelector('meta[name="airlock-dev-wallet-config"]')?.getAttribute('content') ?? '{}'
  const parsed = JSON.parse(raw) as { cloudUrl?: string; rpcUrl?: string }
  const filled = (value: string | undefined, fallback: string) =>
    value && !value.startsWith('__') ? value : fallback
  return {
    relayUrl: filled(parsed.cloudUrl, 'http://127.0.0.1:8787').replace(/^http/, 'ws'),
    rpcUrl: filled(parsed.rpcUrl, 'http://127.0.0.1:8545'),
  }
}
