import { defineSetting } from './defineSetting.js'
import { devServiceProblem } from './productionChecks.js'
import { flagKind, portKind } from './settingKinds.js'

/** The local chains `npm start` runs beside the cloud (area `devnet` of the file). */
export const devnetSettings = {
  anvil: defineSetting({
    env: 'AIRLOCK_ANVIL',
    schema: flagKind,
    fallback: true,
    doc: 'Start anvil (the local EVM devnet, chain 31337) beside the cloud',
    refuseInProduction: (on) =>
      on ? devServiceProblem('anvil', "name your chains' nodes in AIRLOCK_RPC_UPSTREAMS") : undefined,
  }),
  anvilPort: defineSetting({
    env: 'AIRLOCK_ANVIL_PORT',
    schema: portKind,
    fallback: 8545,
    doc: "anvil's port",
  }),
  external: defineSetting({
    env: 'AIRLOCK_DEVNET_EXTERNAL',
    schema: flagKind,
    fallback: false,
    doc: "The local chains run in another process (the cluster's dev stand-ins): serve them on their ports without starting them",
  }),
  solana: defineSetting({
    env: 'AIRLOCK_SOLANA_LOCALNET',
    schema: flagKind,
    fallback: true,
    doc: 'Start the local Solana chain (litesvm) beside the cloud',
    refuseInProduction: (on) =>
      on
        ? devServiceProblem('the local Solana node', 'name a Solana RPC in AIRLOCK_RPC_UPSTREAMS')
        : undefined,
  }),
  solanaPort: defineSetting({
    env: 'AIRLOCK_SOLANA_PORT',
    schema: portKind,
    fallback: 8899,
    doc: "The local Solana chain's port (PubSub on port + 1)",
  }),
}
