import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadAdminKey } from './access/adminKey.js'
import { startAnvil } from './anvil/startAnvil.js'
import { configuredChains } from './chain/configuredChains.js'
import { type Devnet, deployDevnet } from './chain/devnet.js'
import type { AirlockConfig } from './config/airlockSettings.js'
import { createCloudServer } from './http/createCloudServer.js'
import {
  providerCheckoutsFrom,
  providerQuotesFrom,
  providerStatusesFrom,
  treasuryAddressOf,
} from './onramp/index.js'
import { loadProjects } from './projects/projects.js'
import { SOLANA_LOCALNET_CHAIN_ID, startSolanaRpc } from './solana/index.js'
import { solanaLocalnetChains } from './solanaApi/index.js'

export interface StandaloneCloud {
  /** What runs where, one line each, for the console. */
  urls: string[]
  /** The devnet's contracts when anvil runs here (the wallet service reads Farcaster custody there). */
  devnet: Devnet | undefined
  stop(): Promise<void>
}

/**
 * The cloud as `src/main.ts` runs it: the local chains when configured (state in the data dir, so
 * funds and relay messages survive a restart), then the API and relay over them and the
 * configured RPC upstreams.
 */
export async function startStandaloneCloud(
  config: AirlockConfig,
  { role = 'all' }: { role?: 'all' | 'api' } = {},
): Promise<StandaloneCloud> {
  const { cloud: settings, devnet: local, onramp } = config
  const dataDir = settings.dataDir
  mkdirSync(dataDir, { recursive: true })
  // A cluster's API nodes serve the chains its dev stand-ins run (`devnet.external`): one chain for all.
  const anvil = !local.anvil
    ? undefined
    : local.external
      ? { url: `http://127.0.0.1:${local.anvilPort}`, stop: async () => undefined }
      : await startAnvil({ port: local.anvilPort, statePath: join(dataDir, 'anvil-state.json') })
  // The local Solana chain beside anvil (its PubSub also on port + 1, where web3.js looks), before the
  // cloud: the blockchain API indexes it and the RPC proxy forwards to it.
  const solana = !local.solana
    ? undefined
    : local.external
      ? {
          url: `http://127.0.0.1:${local.solanaPort}`,
          chainId: SOLANA_LOCALNET_CHAIN_ID,
          close: async () => undefined,
        }
      : await startSolanaRpc({ port: local.solanaPort, statePath: join(dataDir, 'solana.db') })
  // The on-ramp's treasury: its own key in production, the devnet's public one here.
  const treasuryKey = onramp.treasuryKey
  const devnet = anvil ? await deployDevnet(anvil.url) : undefined
  // The operator's EVM chains, served by the blockchain API from the same providers as the proxy.
  // The devnet first (history without a chainId answers the first chain) and in place of a configured 31337.
  const configured = configuredChains(settings.rpcUpstreams, anvil ? ['eip155:31337'] : [])
  const chains = {
    ...(anvil
      ? {
          'eip155:31337': {
            rpcUrl: anvil.url,
            devnet,
            onrampSenders: [treasuryAddressOf(treasuryKey)],
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
      ...(solana ? { [solana.chainId]: [solana.url] } : {}),
    },
    ...(Object.keys(chains).length > 0 ? { chains } : {}),
    // Its treasury (faucet and USDC mint authority) is the on-ramp's sender there.
    ...(solana ? { solanaChains: solanaLocalnetChains(solana.url) } : {}),
    // The sandbox, and any provider configured for real in its place (onramp.providers).
    // It delivers on devnet chains only: without anvil it has none.
    ...(anvil && (onramp.sandbox || onramp.providers.length > 0)
      ? {
          onramp: {
            treasuryKey,
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
      ...(anvil ? [`anvil  ${anvil.url}`] : []),
      ...(solana ? [`solana ${solana.url}`] : []),
      // Names and counts only: the providers' URLs often carry their API keys.
      ...Object.entries(configured).map(
        ([caip, chain]) => `chain  ${caip} ${chain.name} (${chain.rpcUrl.length} RPC endpoint(s))`,
      ),
    ],
    async stop() {
      await cloud.close()
      await anvil?.stop()
      await solana?.close()
    },
  }
}
