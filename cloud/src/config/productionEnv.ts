// Tests only: a configuration production accepts, to vary one setting at a time.

import { ConfigError, loadConfig } from './loadSettings.js'

/** A production deployment that changed every dev value: it must load. */
export const productionEnv = {
  NODE_ENV: 'production',
  AIRLOCK_CLOUD_PUBLIC_URL: 'https://cloud.example.com',
  AIRLOCK_MODAL_PUBLIC_URL: 'https://modal.example.com',
  AIRLOCK_PROJECTS: '/etc/airlock/projects.json',
  AIRLOCK_ADMIN_KEY: 'an-operator-key-of-thirty-two-characters',
  AIRLOCK_RPC_UPSTREAMS: '{"eip155:1": ["https://eth.example.com/v2/key"]}',
  AIRLOCK_ANVIL: 'false',
  AIRLOCK_SOLANA_LOCALNET: 'false',
  AIRLOCK_ONRAMP_TREASURY_KEY: `0x${'ab'.repeat(32)}`,
  AIRLOCK_ONRAMP_SANDBOX: 'false',
  AIRLOCK_WALLET_PUBLIC_URL: 'https://wallet.example.com',
  AIRLOCK_WALLET_CHAIN_ID: '1',
  AIRLOCK_WALLET_MASTER_KEY: 'cd'.repeat(32),
  AIRLOCK_MAIL: 'smtp',
  AIRLOCK_SMTP_HOST: 'smtp.example.com',
  AIRLOCK_DEV_OIDC: 'false',
  AIRLOCK_WALLETCONNECT_PROJECT_ID: 'ef'.repeat(16),
  AIRLOCK_FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz',
}

/** What loading `env` is refused for, each line naming its setting; [] when it loads. */
export const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig({ env })
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}
