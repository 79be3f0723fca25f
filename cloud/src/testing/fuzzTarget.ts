import {
  deployDevnet,
  type RunningAnvil,
  type SolanaRpc,
  solanaLocalnetChains,
  startAnvil,
  startSolanaRpc,
} from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
import { freePort } from '@airlock/node-kit'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'

export interface FuzzTarget {
  anvil: RunningAnvil
  /** The local Solana chain the cloud indexes and proxies (its PubSub on its own port only). */
  solana: SolanaRpc
  cloud: RunningCloud
  stop(): Promise<void>
}

/**
 * What the route fuzz (test and bench) attacks: a cloud with every route on, over a real anvil with
 * the devnet and the local Solana chain. The rate limit is lifted: the fuzz is one client at full
 * speed, and 429s would hide the routes behind it (the limit has tests of its own).
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const anvil = await startAnvil({ port: await freePort() })
  const solana = await startSolanaRpc({ port: await freePort(), pubsubOnNextPort: false }).catch(
    async (error) => {
      await anvil.stop()
      throw error
    },
  )
  const cloud = await createCloudServer({
    port: 0,
    modalOrigins: ['http://modal.localhost:5174'],
    adminKey: 'fuzz-admin-key-0123456789',
    rpcUpstreams: { 'eip155:31337': [anvil.url], [solana.chainId]: [solana.url] },
    chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet: await deployDevnet(anvil.url) } },
    solanaChains: solanaLocalnetChains(solana.url),
    onramp: { treasuryKey: DEVNET_TREASURY_KEY, sandbox: onrampSandbox },
    limits: {
      requestsPerSecond: 1_000_000,
      burst: 1_000_000,
      rpcCallsPerSecond: 1_000_000,
      rpcCallBurst: 1_000_000,
    },
  })
  return {
    anvil,
    solana,
    cloud,
    async stop() {
      await cloud.close()
      await anvil.stop()
      await solana.close()
    },
  }
}
