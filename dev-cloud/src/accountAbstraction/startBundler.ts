import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { setEthBalance } from '../devnet/deployerClient.js'
import { freePort } from '../serverKit.js'
import { BUNDLER_EXECUTOR, BUNDLER_UTILITY } from './bundlerKeys.js'

export interface StartBundlerParameters {
  /** The chain's JSON-RPC (anvil: the bundler's keys are funded with anvil_setBalance). */
  rpcUrl: string
  entryPoint: Address
  /** A free loopback port when omitted. */
  port?: number
  /** How long to wait for its first answer, ms. */
  timeoutMs?: number
}

export interface RunningBundler {
  url: string
  port: number
  stop(): Promise<void>
}

/** alto's CLI inside its package (its `exports` hide package.json; the entry sits beside `cli/`). */
function altoCli(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/** What the bundler printed last: shown when it fails, never otherwise. */
const LOG_TAIL = 64 * 1024

const GAS_MONEY = parseEther('1000')

async function supportedEntryPoints(url: string): Promise<Address[] | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    return ((await response.json()) as { result?: Address[] }).result
  } catch {
    return undefined
  }
}

/** Its environment: no ALTO_* variable and no .env file of whoever runs us configures it. */
function bundlerEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ALTO_')))
  return { ...env, DOTENV_CONFIG_PATH: '/dev/null', SENTRY_DSN: '' }
}

/**
 * A real ERC-4337 bundler, Pimlico's alto, in a process of its own against the chain at `rpcUrl`,
 * serving `entryPoint` on loopback. Safe mode (the ERC-7562 rules checked with a JS tracer) is off:
 * anvil has no debug_traceCall JS tracer, as Pimlico's own anvil setups run it. Resolves once it
 * answers `eth_supportedEntryPoints` with the EntryPoint; its logs are printed only if it fails.
 */
export async function startBundler({
  rpcUrl,
  entryPoint,
  port,
  timeoutMs = 60_000,
}: StartBundlerParameters): Promise<RunningBundler> {
  const listenPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${listenPort}`
  if (await supportedEntryPoints(url)) throw new Error(`Port ${listenPort} already answers as a bundler`)
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  for (const { address } of [BUNDLER_EXECUTOR, BUNDLER_UTILITY])
    if ((await publicClient.getBalance({ address })) < GAS_MONEY / 2n)
      await setEthBalance(publicClient, address, GAS_MONEY)

  const args = [
    '--import',
    join(import.meta.dirname, 'loopbackListen.mjs'),
    altoCli(),
    ...['--entrypoints', entryPoint],
    ...['--rpc-url', rpcUrl],
    ...['--port', String(listenPort)],
    ...['--executor-private-keys', BUNDLER_EXECUTOR.privateKey],
    ...['--utility-private-key', BUNDLER_UTILITY.privateKey],
    ...['--safe-mode', 'false'],
    ...['--deploy-simulations-contract', 'true'],
    ...['--log-level', 'info'],
  ]
  const child: ChildProcess = spawn(process.execPath, args, {
    env: bundlerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + String(chunk)).slice(-LOG_TAIL)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let stopping = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[bundler] alto exited (${code ?? signal}):\n${log}`)
  })

  const deadline = Date.now() + timeoutMs
  for (;;) {
    const entryPoints = await supportedEntryPoints(url)
    if (entryPoints?.some((a) => a.toLowerCase() === entryPoint.toLowerCase())) break
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The bundler (alto) exited before answering on ${url}`)
    if (Date.now() > deadline) {
      stopping = true
      child.kill('SIGKILL')
      throw new Error(`The bundler (alto) did not answer on ${url} within ${timeoutMs} ms:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    port: listenPort,
    async stop() {
      stopping = true
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
