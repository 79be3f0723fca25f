// The body of a local cluster node (scripts/clusterNode.ts, scripts/clusterDevNode.ts).
import { createCloudServer } from '../cloud/src/http/createCloudServer.ts'
import type { OnrampSandboxFactory } from '../cloud/src/onramp/index.ts'
import { startRelayNode } from '../cloud/src/relay/relayNode.ts'
import { createWalletServer } from '../cloud/src/wallet/createWalletServer.ts'
import { createFrameAncestors } from '../modal-app/server/frameAncestors.ts'
import type { ClusterNodeSpec } from './cluster.ts'
import { clusterDirectory } from './clusterDirectory.ts'

/** A wallet node: custody, on the wallet's own database, and the frame's bundle when given. */
const walletNode = (spec: ClusterNodeSpec, wallet: NonNullable<ClusterNodeSpec['wallet']>) =>
  createWalletServer({
    port: spec.port,
    walletOrigin: new URL(wallet.publicUrl).origin,
    publicUrl: wallet.publicUrl,
    ...(wallet.modalOrigin ? { modalOrigin: wallet.modalOrigin } : {}),
    databaseUrl: spec.walletDatabaseUrl ?? '',
    masterKey: Buffer.from(wallet.masterKey.slice(2), 'hex'),
    redisUrl: spec.redisUrl,
    // Every request comes through the balancer on loopback: each counts under the client it forwards.
    trustedProxies: ['127.0.0.1'],
    smtp: wallet.smtp,
    rpcUrl: wallet.rpcUrl,
    chainId: wallet.chainId,
    ...(wallet.limits ? { limits: wallet.limits } : {}),
    ...(wallet.frameDir ? { frameDir: wallet.frameDir } : {}),
    // The frame sits only where the modal may: the project's pages, asked of the cloud as the modal does.
    ...(wallet.modalOrigin ? { hostAncestors: createFrameAncestors({ cloudUrl: spec.publicUrl }) } : {}),
    ...(wallet.social ? { social: wallet.social } : {}),
    ...(wallet.farcaster ? { farcaster: wallet.farcaster } : {}),
    ...(wallet.smartAccounts ? { smartAccounts: wallet.smartAccounts } : {}),
  })

/**
 * Starts the node AIRLOCK_CLUSTER_NODE describes, and stops it on SIGTERM/SIGINT. `onrampSandbox`:
 * the dev composition's sandbox checkout for an API node (scripts/clusterDevNode.ts); none here.
 */
export async function runClusterNode(onrampSandbox?: OnrampSandboxFactory) {
  const spec = JSON.parse(process.env.AIRLOCK_CLUSTER_NODE ?? '{}') as ClusterNodeSpec
  const node =
    spec.role === 'wallet' && spec.wallet
      ? await walletNode(spec, spec.wallet)
      : spec.role === 'relay'
        ? await startRelayNode({
            port: spec.port,
            cluster: { redisUrl: spec.redisUrl },
            modalOrigins: spec.modalOrigins,
            relayUrls: [spec.publicUrl.replace(/^http/, 'ws')],
            // Every socket comes through the balancer on loopback.
            trustedProxies: ['127.0.0.1'],
            ...(spec.adminKey ? { adminKey: spec.adminKey } : {}),
            ...(spec.relayLimits ? { limits: spec.relayLimits } : {}),
          })
        : await createCloudServer({
            port: spec.port,
            publicUrl: spec.publicUrl,
            modalOrigins: spec.modalOrigins,
            adminKey: spec.adminKey,
            redisUrl: spec.redisUrl,
            databaseUrl: spec.databaseUrl,
            serveRelay: false,
            trustedProxies: ['127.0.0.1'],
            rpcUpstreams: spec.rpcUpstreams,
            directory: clusterDirectory(spec.directory),
            chains: spec.chains,
            solanaChains: spec.solanaChains,
            onramp: { treasuryKey: spec.treasuryKey, ...(onrampSandbox ? { sandbox: onrampSandbox } : {}) },
            ...(spec.limits ? { limits: spec.limits } : {}),
          })
  // The orchestrator waits for this line.
  console.log(`[cluster] ${spec.role} node ready on ${spec.port}`)
  const stop = async () => {
    await node.close()
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
