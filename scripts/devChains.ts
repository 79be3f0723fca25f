import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  deployDevnet,
  plannedDevnet,
  solanaLocalnetChains,
  startAnvil,
  startSolanaRpc,
} from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
import type { AirlockConfig } from '../cloud/src/config/index.ts'
import type { DevChains } from '../cloud/src/standaloneCloud.ts'

export interface RunningDevChains {
  devChains: DevChains
  /** What runs where, one line each, for the console. */
  urls: string[]
  stop(): Promise<void>
}

/**
 * The dev chains a development configuration turns on (`devnet.anvil`, `devnet.solana`), for
 * `npm run serve -- cloud` to hand the cloud: anvil with the devnet deployed and the local Solana
 * node, state in the data dir so funds survive a restart. With `devnet.external` (a cluster's API
 * nodes) they run elsewhere: only their URLs and the devnet's planned addresses. The cloud's own
 * modules never start these (cloud/src/productionImports.test.ts).
 */
export async function startDevChains(config: AirlockConfig): Promise<RunningDevChains> {
  const { devnet: local, cloud } = config
  const stops: (() => Promise<void>)[] = []
  const urls: string[] = []
  const devChains: DevChains = {}
  mkdirSync(cloud.dataDir, { recursive: true })
  try {
    if (local.anvil) {
      const anvil = local.external
        ? { url: `http://127.0.0.1:${local.anvilPort}` }
        : await startAnvil({ port: local.anvilPort, statePath: join(cloud.dataDir, 'anvil-state.json') })
      if ('stop' in anvil) stops.push(() => anvil.stop())
      const devnet = local.external ? plannedDevnet() : await deployDevnet(anvil.url)
      devChains.anvil = { url: anvil.url, devnet }
      // The on-ramp's sandbox checkout takes test cards and refills the treasury on this anvil.
      devChains.onrampSandbox = { sandbox: onrampSandbox, treasuryKey: DEVNET_TREASURY_KEY }
      urls.push(`anvil  ${anvil.url}`)
    }
    // Its PubSub also on port + 1, where web3.js looks.
    if (local.solana) {
      const url = local.external
        ? `http://127.0.0.1:${local.solanaPort}`
        : await startSolanaRpc({ port: local.solanaPort, statePath: join(cloud.dataDir, 'solana.db') }).then(
            (solana) => {
              stops.push(() => solana.close())
              return solana.url
            },
          )
      devChains.solana = { url, chains: solanaLocalnetChains(url) }
      urls.push(`solana ${url}`)
    }
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
    throw error
  }
  return {
    devChains,
    urls,
    async stop() {
      for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
    },
  }
}
