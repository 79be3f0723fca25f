// An API node of the local cluster with the devnet's sandbox checkout (test cards, the treasury
// refilled on anvil) injected: what `npm run start:cluster` and the cluster e2e run (scripts/cluster.ts,
// `onrampSandbox`). A deployment's node is scripts/clusterNode.ts, which has no sandbox.
import { onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
import { runClusterNode } from './clusterNodeRun.ts'

await runClusterNode(onrampSandbox)
