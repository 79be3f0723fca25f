import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import type { Hex } from 'viem'
import type { ChainConfig } from '../cloud/src/chain/blockchainApi.ts'
import type { HttpLimits } from '../cloud/src/http/httpLimits.ts'
import { type RunningHaproxy, startHaproxy } from '../cloud/src/infra/startHaproxy.ts'
import { type RunningPostgres, startPostgres } from '../cloud/src/infra/startPostgres.ts'
import { type RunningRedis, startRedis } from '../cloud/src/infra/startRedis.ts'
import { waitForLine } from '../cloud/src/infra/waitForLine.ts'
import type { RelayLimits } from '../cloud/src/relay/relayLimits.ts'
import type { SolanaChainConfig } from '../cloud/src/solanaApi/index.ts'
import type { FarcasterOptions } from '../cloud/src/wallet/farcaster/farcasterContext.ts'
import type { SmartAccountsOptions } from '../cloud/src/wallet/smartAccounts/smartAccountConfig.ts'
import type { SocialConfig } from '../cloud/src/wallet/social/socialConfig.ts'
import type { WalletLimits } from '../cloud/src/wallet/walletLimits.ts'
import type { DirectorySpec } from './clusterDirectory.ts'

/**
 * The embedded wallet's nodes (custody): their own origin (the balancer's `port`), their own
 * database on the cluster's Postgres, the cluster's Redis for their limits and signing lock.
 */
export interface WalletNodeSettings {
  /** The balancer's wallet frontend: the wallet's origin is `http://<host>:<port>` unless `publicUrl` says. */
  port: number
  publicUrl: string
  /** 32 bytes, hex: the key-encryption key every wallet node unwraps the users' data keys with. */
  masterKey: Hex
  smtp: { host: string; port: number; from: string }
  rpcUrl: string
  chainId: number
  modalOrigin?: string
  /** The wallet nodes' limits, per client as the balancer names it (X-Forwarded-For). */
  limits?: Partial<WalletLimits>
  /** The wallet frame's build, served by every node on the wallet's origin (its page's frame-ancestors asked of the cloud). */
  frameDir?: string
  social?: SocialConfig
  farcaster?: FarcasterOptions
  /** Chains where users also have a smart account: chain id -> its bundler (and contracts). */
  smartAccounts?: SmartAccountsOptions
}

/** What one node process is told (JSON in AIRLOCK_CLUSTER_NODE). */
export interface ClusterNodeSpec {
  role: 'api' | 'relay' | 'wallet'
  port: number
  publicUrl: string
  modalOrigins: string[]
  adminKey?: string
  redisUrl: string
  databaseUrl: string
  rpcUpstreams: Record<string, string[]>
  directory: DirectorySpec
  chains: Record<string, ChainConfig>
  solanaChains: Record<string, SolanaChainConfig>
  treasuryKey: Hex
  /**
   * The API nodes serve the devnet's sandbox checkout (test cards, the treasury refilled on anvil):
   * they run as scripts/clusterDevNode.ts, the sandbox injected. Unset, scripts/clusterNode.ts, as a deployment.
   */
  onrampSandbox?: boolean
  /** The API nodes' request limits (a bench or a load test raises them: every request there comes from one address). */
  limits?: Partial<HttpLimits>
  /** The relay nodes' per-socket limits (a bench raises them). */
  relayLimits?: Partial<RelayLimits>
  /** Given, the cluster runs wallet nodes too. */
  wallet?: WalletNodeSettings
  /** The wallet's own database (never the API's `databaseUrl`). */
  walletDatabaseUrl?: string
}

export type ClusterSettings = Omit<
  ClusterNodeSpec,
  'role' | 'port' | 'redisUrl' | 'databaseUrl' | 'walletDatabaseUrl'
>

export interface ClusterNode {
  role: ClusterNodeSpec['role']
  /** 1-based, per role: api1, api2, relay1 ... */
  name: string
  port: number
  url: string
  /** Its process while it runs (a worker lease names its holder by it). */
  pid(): number | undefined
  /** SIGKILL: a crash, nothing drained. */
  kill(): Promise<void>
  /** Starts it again on its port (after a kill or stop). */
  start(): Promise<void>
  stop(): Promise<void>
}

export interface RunningCluster {
  /** The balancer: the cloud's one public URL (HTTP API and the relay's WebSocket). */
  url: string
  /** The balancer's wallet frontend, when `settings.wallet` was given. */
  walletUrl?: string
  nodes: ClusterNode[]
  redis: RunningRedis
  postgres: RunningPostgres
  balancer: RunningHaproxy
  stop(): Promise<void>
}

export interface ClusterOptions {
  /** The balancer's port (the cloud's public port). */
  port: number
  settings: ClusterSettings
  apiNodes?: number
  relayNodes?: number
  /** Wallet nodes, started when `settings.wallet` is given (2 by default). */
  walletNodes?: number
  /** Keep Postgres' and Redis' data here (a restart keeps sessions, orders and messages); unset, throwaway. */
  dataDir?: string
}

const nodeEntry = join(import.meta.dirname, 'clusterNode.ts')
const devNodeEntry = join(import.meta.dirname, 'clusterDevNode.ts')

/**
 * The cloud as a cluster on this machine: PostgreSQL (durable state), Redis (limits, locks, the
 * relay's mailbox and fan-out) and HAProxy from Debian's packages, with API and relay nodes each in
 * a process of its own behind the balancer. The dev chains stay with the caller (the stack).
 */
export async function startCluster({
  port,
  settings,
  apiNodes = 2,
  relayNodes = 2,
  walletNodes = 2,
  dataDir,
}: ClusterOptions): Promise<RunningCluster> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const redis = await startRedis(dataDir ? { dataDir: join(dataDir, 'redis') } : {})
    stops.push(() => redis.stop())
    const postgres = await startPostgres(dataDir ? { dataDir: join(dataDir, 'postgres') } : {})
    stops.push(() => postgres.stop())
    const databaseUrl = await postgres.createDatabase('airlock').catch((error: Error) => {
      // A kept cluster has its database from the first start.
      if (/already exists/.test(error.message)) return postgres.url.replace(/\/postgres$/, '/airlock')
      throw error
    })
    // Custody's database is its own, on the same server: the API's nodes never hold its URL.
    const walletDatabaseUrl = settings.wallet ? await databaseOf(postgres, 'airlock_wallet') : undefined
    const nodes: ClusterNode[] = []
    for (const [role, count] of [
      ['relay', relayNodes],
      ['api', apiNodes],
      ['wallet', settings.wallet ? walletNodes : 0],
    ] as const)
      for (let i = 1; i <= count; i++) {
        const node = clusterNode(`${role}${i}`, {
          ...settings,
          role,
          port: await freePort(),
          redisUrl: redis.url,
          databaseUrl: role === 'wallet' ? '' : databaseUrl,
          ...(role === 'wallet' ? { walletDatabaseUrl } : { wallet: undefined }),
        })
        await node.start()
        stops.push(() => node.stop())
        nodes.push(node)
      }
    const address = (role: string) => nodes.filter((n) => n.role === role).map((n) => `127.0.0.1:${n.port}`)
    const wallet = settings.wallet ? { port: settings.wallet.port, nodes: address('wallet') } : undefined
    const balancer = await startHaproxy(
      { api: address('api'), relay: address('relay'), ...(wallet ? { wallet } : {}) },
      { port },
    )
    stops.push(() => balancer.stop())
    return {
      url: balancer.url,
      ...(wallet ? { walletUrl: `http://127.0.0.1:${wallet.port}` } : {}),
      nodes,
      redis,
      postgres,
      balancer,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** A database of the cluster's server, made on the first start (a kept cluster has it already). */
const databaseOf = (postgres: RunningPostgres, name: string) =>
  postgres.createDatabase(name).catch((error: Error) => {
    if (/already exists/.test(error.message)) return postgres.url.replace(/\/postgres$/, `/${name}`)
    throw error
  })

function clusterNode(name: string, spec: ClusterNodeSpec): ClusterNode {
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  const start = async () => {
    if (child) return
    const entry = spec.role === 'api' && spec.onrampSandbox ? devNodeEntry : nodeEntry
    const started = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, AIRLOCK_CLUSTER_NODE: JSON.stringify(spec) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    exited = new Promise((resolve) =>
      started.once('exit', () => {
        if (child === started) child = undefined
        resolve()
      }),
    )
    // First spawn compiles TypeScript: give a loaded machine time.
    await waitForLine(started, /node ready on/, name, 120_000)
    // What a node says after it started is the operator's to read, with its name.
    const say = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`[${name}] ${line}`)
    }
    started.stdout?.on('data', say)
    started.stderr?.on('data', say)
  }
  const end = async (signal: NodeJS.Signals) => {
    const running = child
    if (!running) return
    running.kill(signal)
    await exited
  }
  return {
    role: spec.role,
    name,
    port: spec.port,
    url: `http://127.0.0.1:${spec.port}`,
    pid: () => child?.pid,
    start,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  }
}
