import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Devnet } from '@airlock/shared-protocol/devnet'
import type { Hex } from 'viem'
import { loadAdminKey } from './access/adminKey.js'
import { configuredChains } from './chain/configuredChains.js'
import type { AirlockConfig } from './config/airlockSettings.js'
import { createCloudServer } from './http/createCloudServer.js'
import {
  type OnrampSandboxFactory,
  providerCheckoutsFrom,
  providerQuotesFrom,
  providerStatusesFrom,
  treasuryAddressOf,
} from './onramp/index.js'
import { loadProjects } from './projects/projects.js'
import type { SolanaChainConfig } from './solanaApi/index.js'

export interface StandaloneCloud {
  /** What runs where, one line each, for the console. */
  urls: string[]
  /** The devnet's contracts when it serves the dev chains (the wallet service reads Farcaster custody there). */
  devnet: Devnet | undefined
  stop(): Promise<void>
}

/**
 * The dev chains the configuration turns on (`devnet.anvil`, `devnet.solana`), already running: the
 * composition that starts them (scripts/devChains.ts, from @airlock/dev-cloud) hands them in. This
 * module starts no chain node and deploys nothing.
 */
export interface DevChains {
  /** anvil's JSON-RPC, with the devnet's contracts deployed there. */
  anvil?: { url: string; devnet: Devnet }
  /** The local Solana chain: its JSON-RPC (PubSub on port + 1) and how the blockchain API serves it. */
  solana?: { url: string; chains: Record<string, SolanaChainConfig> }
  /**
   * The on-ramp's sandbox checkout on anvil (@airlock/dev-cloud/onramp-sandbox), and the devnet's
   * public treasury key used when `onramp.treasuryKey` is unset.
   */
  onrampSandbox?: { sandbox: OnrampSandboxFactory; treasuryKey: Hex }
}

/** Why the configuration needs dev chains this process was not given, or undefined. */
export function missingDevChains(config: AirlockConfig, devChains: DevChains = {}): string | undefined {
  const missing = [
    ...(config.devnet.anvil && !devChains.anvil ? ['anvil (AIRLOCK_ANVIL)'] : []),
    ...(config.devnet.solana && !devChains.solana ? ['the local Solana node (AIRLOCK_SOLANA_LOCALNET)'] : []),
  ]
  if (missing.length === 0) return undefined
  return `${missing.join(' and ')}: dev stand-ins this process never starts; run \`npm run serve -- cloud\` or \`npm start\` (they start them from @airlock/dev-cloud), or turn them off (false) and name your nodes in AIRLOCK_RPC_UPSTREAMS`
}

/**
 * The cloud as `src/main.ts` runs it: the local chains when configured (state in the data dir, so
 * funds and relay messages survive a restart), then the API and relay over them and the
 * configured RPC upstreams.
 */
export async function startStandaloneCloud(
  config: AirlockConfig,
  { role = 'all', devChains = {} }: { role?: 'all' | 'api'; devChains?: DevChains } = {},
): Promise<StandaloneCloud> {
  const { cloud: settings, onramp } = config
  const missing = missingDevChains(config, devChains)
  if (missing) throw new Error(missing)
  const dataDir = settings.dataDir
  mkdirSync(dataDir, { recursive: true })
  // Only the chains the configuration turns on, whatever the caller started.
  const anvil = config.devnet.anvil ? devChains.anvil : undefined
  const solana = config.devnet.solana ? devChains.solana : undefined
  // The on-ramp's treasury: its own key when configured, else the devnet's public one the composition gives.
  const treasuryKey = onramp.treasuryKey ?? devChains.onrampSandbox?.treasuryKey
  // Test cards only where the composition handed the sandbox in (never a production process).
  const sandbox = onramp.sandbox ? devChains.onrampSandbox?.sandbox : undefined
  const devnet = anvil?.devnet
  // The operator's EVM chains, served by the blockchain API from the same providers as the proxy.
  // The devnet first (history without a chainId answers the first chain) and in place of a configured 31337.
  const configured = configuredChains(settings.rpcUpstreams, anvil ? ['eip155:31337'] : [])
  const chains = {
    ...(anvil
      ? {
          'eip155:31337': {
            rpcUrl: anvil.url,
            devnet,
            ...(treasuryKey ? { onrampSenders: [treasuryAddressOf(treasuryKey)] } : {}),
          },
        }
      : {}),
    ...configured,
  }
  const cloud = await createCloudServer({
    port: settings.port,
    host: settings.host,
    // Where the modal is served (the only origin that may call project routes) and where clients reach us.
    modalOrigins: settings.modalOrigins,
    publicUrl: settings.publicUrl,
    adminKey: settings.adminKey ?? loadAdminKey(dataDir, {}),
    projects: loadProjects(settings.projects),
    relayDbPath: join(dataDir, 'relay.db'),
    // Shared by every node when set: rate limits, and (a node that also relays) the relay's mailbox.
    ...(settings.redisUrl
      ? { redisUrl: settings.redisUrl, relayBroker: { redisUrl: settings.redisUrl } }
      : {}),
    serveRelay: role === 'all',
    trustedProxies: settings.trustedProxies,
    // The operator's upstreams, and the local nodes for their own chains.
    rpcUpstreams: {
      ...settings.rpcUpstreams,
      ...(anvil ? { 'eip155:31337': [anvil.url] } : {}),
      ...(solana ? Object.fromEntries(Object.keys(solana.chains).map((id) => [id, [solana.url]])) : {}),
    },
    ...(Object.keys(chains).length > 0 ? { chains } : {}),
    // Its treasury (faucet and USDC mint authority) is the on-ramp's sender there.
    ...(solana ? { solanaChains: solana.chains } : {}),
    // The sandbox, and any provider configured for real in its place (onramp.providers).
    // It delivers on devnet chains only: without anvil it has none.
    ...(anvil && treasuryKey && (sandbox || onramp.providers.length > 0)
      ? {
          onramp: {
            treasuryKey,
            ...(sandbox ? { sandbox } : {}),
            providerCheckouts: providerCheckoutsFrom(onramp),
            providerStatuses: providerStatusesFrom(onramp),
            providerQuotes: providerQuotesFrom(onramp),
          },
        }
      : {}),
  })
  return {
    devnet,
    urls: [
      `cloud  ${cloud.url}${role === 'api' ? ' (API node)' : ''}`,
      ...(cloud.relay ? [`relay  ${cloud.url.replace('http', 'ws')}`] : []),
      // Names and counts only: the providers' URLs often carry their API keys.
      ...Object.entries(configured).map(
        ([caip, chain]) => `chain  ${caip} ${chain.name} (${chain.rpcUrl.length} RPC endpoint(s))`,
      ),
    ],
    async stop() {
      await cloud.close()
    },
  }
}
