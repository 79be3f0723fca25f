import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface StartAnvilParameters {
  port: number
  chainId?: number
  /** Keep chain state in this file across restarts (anvil --state). */
  statePath?: string
  /** How long to wait for the first answer, ms. */
  timeoutMs?: number
}

export interface RunningAnvil {
  url: string
  stop(): Promise<void>
  /** Freezes the node (SIGSTOP): it keeps its sockets and answers nothing, as a hung node does. */
  pause(): void
  resume(): void
}

/** The anvil binary shipped inside `@foundry-rs/anvil-<platform>`; called directly, `npx` adds ~0.7 s. */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const candidates = [
    `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
    '@foundry-rs/anvil/package.json',
  ]
  for (const candidate of candidates) {
    try {
      const bin = join(dirname(require.resolve(candidate)), 'bin', 'anvil')
      if (existsSync(bin)) return bin
    } catch {
      // try the next one
    }
  }
  throw new Error('anvil binary not found: run `npm install` (it ships in @foundry-rs/anvil)')
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    return response.ok
  } catch {
    return false
  }
}

/** Starts a real EVM node on loopback and resolves once it answers `eth_chainId`. */
export async function startAnvil({
  port,
  chainId = 31337,
  statePath,
  timeoutMs = 20_000,
}: StartAnvilParameters): Promise<RunningAnvil> {
  const url = `http://127.0.0.1:${port}`
  if (await answers(url))
    throw new Error(`Port ${port} already answers JSON-RPC: stop the other node or set AIRLOCK_ANVIL_PORT`)
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent']
  if (statePath) args.push('--state', statePath)
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + timeoutMs
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}: ${stderr.trim()}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`anvil did not answer on ${url} within ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return {
    url,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGCONT')
      // SIGINT lets anvil write its --state file before it exits.
      child.kill('SIGINT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
