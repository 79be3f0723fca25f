// One node of the local cluster (scripts/cluster.ts spawns it): an API node or a relay node, in a
// process of its own so that killing it is a real crash. Its settings come as JSON in
// AIRLOCK_CLUSTER_NODE, made by the orchestrator from the stack's; a deployment runs
// `npm run serve -- api` / `-- relay` from the configuration instead.
import { runClusterNode } from './clusterNodeRun.ts'

await runClusterNode()
