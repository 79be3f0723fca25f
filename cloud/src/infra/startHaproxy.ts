import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import { EVENTS_PATH } from '@airlock/shared-protocol/cloud-api/boot-paths'
import { requireProgram } from './programs.js'
import { waitForPort } from './waitForLine.js'

export interface BalancedNodes {
  /** `host:port` of each HTTP API node. */
  api: string[]
  /** `host:port` of each relay node: WebSocket upgrades go here. */
  relay: string[]
  /** The embedded wallet's nodes, on a frontend (port) of their own: the wallet is its own origin. */
  wallet?: { port: number; nodes: string[] }
}

/** A node as the balancer sees it (`show stat`): `UP`, `DOWN`, `UP 1/2` (rising), `DOWN 1/2` (falling)... */
export interface BalancedServer {
  backend: string
  server: string
  status: string
}

export interface RunningHaproxy {
  url: string
  port: number
  process: ChildProcess
  /** Each node's state by the balancer's health checks (its stats socket, private to this machine's user). */
  servers(): Promise<BalancedServer[]>
  stop(): Promise<void>
}

/**
 * The balancer's configuration: one public port; WebSocket upgrades (the WalletConnect relay) to the
 * relay nodes by fewest connections, everything else round robin to the API nodes. A node that stops
 * answering /health is out within a second, and a request whose connection fails is sent to another
 * node (`retry-on`, `redispatch`), so killing one node loses no request that can be retried; one that
 * may have been applied (anything but a read, once sent) is never sent twice.
 */
export function haproxyConfig(
  port: number,
  nodes: BalancedNodes,
  host = '127.0.0.1',
  statsSocket?: string,
): string {
  const servers = (prefix: string, list: string[]) =>
    list
      .map((address, i) => `  server ${prefix}${i + 1} ${address} check inter 500ms fall 2 rise 2`)
      .join('\n')
  return `global
  # Each proxied socket holds two descriptors; the machine's usual limit is 20,000.
  maxconn 8000
${statsSocket ? `  # Read-only: who is up, for the operator (a file in the balancer's own directory, mode 600).\n  stats socket ${statsSocket} mode 600 level user\n` : ''}
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A relay socket lives as long as the session: idle WalletConnect sockets ping every 30 s.
  timeout tunnel 1h
  # The nodes count each client under the address HAProxy saw (they trust it: AIRLOCK_TRUSTED_PROXIES).
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response response-timeout

frontend cloud
  bind ${host}:${port}
  # A request that reached a node which then died may have been applied: only a read is sent again
  # (a POST, a payment, a registration, is retried only when its connection never opened). An analytics
  # event is the one POST sent again: it carries its eventId and the sink keeps the first copy.
  acl analytics_event path ${EVENTS_PATH}
  http-request disable-l7-retry unless METH_GET || METH_OPTIONS || analytics_event
  acl websocket hdr(upgrade) -i websocket
  use_backend relay if websocket
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /health
${servers('api', nodes.api)}

backend relay
  balance leastconn
  option httpchk GET /health
${servers('relay', nodes.relay)}
${nodes.wallet ? walletConfig(nodes.wallet, host, servers) : ''}`
}

/** The wallet's frontend and backend: its sessions are the database's, so any node answers any request. */
const walletConfig = (
  wallet: NonNullable<BalancedNodes['wallet']>,
  host: string,
  servers: (prefix: string, list: string[]) => string,
) => `
frontend wallet
  bind ${host}:${wallet.port}
  http-request disable-l7-retry unless METH_GET || METH_OPTIONS
  default_backend wallet

backend wallet
  balance roundrobin
  option httpchk GET /health
${servers('wallet', wallet.nodes)}
`

/** HAProxy from Debian's package in front of the cluster's nodes, for `npm run start:cluster` and the tests. */
export async function startHaproxy(
  nodes: BalancedNodes,
  { port }: { port?: number } = {},
): Promise<RunningHaproxy> {
  const program = requireProgram('haproxy')
  const chosen = port ?? (await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'airlock-haproxy-'))
  const config = join(dir, 'haproxy.cfg')
  const stats = join(dir, 'stats.sock')
  writeFileSync(config, haproxyConfig(chosen, nodes, '127.0.0.1', stats))
  // -db: stay in the foreground, logging to stderr.
  const child = spawn(program, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitForPort(chosen, child, 'haproxy')
    if (nodes.wallet) await waitForPort(nodes.wallet.port, child, 'haproxy')
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    servers: () => serverStates(stats),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** `show stat` on the stats socket: one CSV row per frontend, backend and server; the servers kept. */
function serverStates(socketPath: string): Promise<BalancedServer[]> {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = connect(socketPath, () => socket.end('show stat\n'))
    socket.on('data', (chunk) => {
      text += chunk.toString()
    })
    socket.on('error', reject)
    socket.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n')
      const columns = header.replace(/^# /, '').split(',')
      const at = (name: string) => columns.indexOf(name)
      resolve(
        rows
          .map((row) => row.split(','))
          .filter((cells) => !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
          .map((cells) => ({
            backend: cells[at('pxname')] ?? '',
            server: cells[at('svname')] ?? '',
            status: cells[at('status')] ?? '',
          })),
      )
    })
  })
}
