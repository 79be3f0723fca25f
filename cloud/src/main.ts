import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { loadAdminKey } from './access/adminKey.js'
import { startAnvil } from './anvil/startAnvil.js'
import { deployDevnet } from './chain/devnet.js'
import { createCloudServer } from './http/createCloudServer.js'
import { DEVNET_TREASURY_KEY, treasuryAddressOf } from './onramp/index.js'
import { startSolanaRpc } from './solana/index.js'
import { solanaLocalnetChains } from './solanaApi/index.js'

// Standalone cloud: `npm start -w @airlock/cloud`. State lives in cloud/.data so funds and relay
// messages survive a restart.
const dataDir = join(import.meta.dirname, '..', '.data')
mkdirSync(dataDir, { recursive: true })
const anvil = await startAnvil({
  port: Number(process.env.AIRLOCK_ANVIL_PORT ?? 8545),
  statePath: join(dataDir, 'anvil-state.json'),
})
// The local Solana chain beside anvil (its PubSub also on port + 1, where web3.js looks), before the
// cloud: the blockchain API indexes it and the RPC proxy forwards to it.
const solana = await startSolanaRpc({
  port: Number(process.env.AIRLOCK_SOLANA_PORT ?? 8899),
  statePath: join(dataDir, 'solana.db'),
})
const port = Number(process.env.AIRLOCK_CLOUD_PORT ?? 8787)
// The on-ramp's treasury: its own key in production, the devnet's public one here.
const treasuryKey = (process.env.AIRLOCK_ONRAMP_TREASURY_KEY as Hex | undefined) ?? DEVNET_TREASURY_KEY
const cloud = await createCloudServer({
  port,
  // Where the modal is served (the only origin that may call project routes) and where clients reach us.
  modalOrigins: (process.env.AIRLOCK_MODAL_ORIGINS ?? 'http://modal.localhost:5174').split(','),
  publicUrl: process.env.AIRLOCK_CLOUD_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  adminKey: loadAdminKey(dataDir),
  relayDbPath: join(dataDir, 'relay.db'),
  rpcUpstreams: { 'eip155:31337': [anvil.url], [solana.chainId]: [solana.url] },
  chains: {
    'eip155:31337': {
      rpcUrl: anvil.url,
      devnet: await deployDevnet(anvil.url),
      onrampSenders: [treasuryAddressOf(treasuryKey)],
    },
  },
  // Its treasury (faucet and USDC mint authority) is the on-ramp's sender there.
  solanaChains: solanaLocalnetChains(solana.url),
  onramp: { treasuryKey },
})
console.log(
  `cloud  ${cloud.url}\nrelay  ${cloud.url.replace('http', 'ws')}\nanvil  ${anvil.url}\nsolana ${solana.url}`,
)
const stop = async () => {
  await cloud.close()
  await anvil.stop()
  await solana.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
