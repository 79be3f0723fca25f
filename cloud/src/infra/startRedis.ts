import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import { requireProgram } from './programs.js'
import { waitForLine } from './waitForLine.js'

export interface RunningRedis {
  url: string
  port: number
  process: ChildProcess
  /** Ends the server as a crash would (SIGKILL): what was not written to its append-only file is gone. */
  kill(): void
  stop(): Promise<void>
}

export interface RedisOptions {
  port?: number
  /** Keep data in this folder with an append-only file (fsync every second); unset, a throwaway folder and no persistence. */
  dataDir?: string
}

/** A redis-server from Debian's package on loopback, for the cluster and the tests. */
export async function startRedis({ port, dataDir }: RedisOptions = {}): Promise<RunningRedis> {
  const program = requireProgram('redis-server')
  const chosen = port ?? (await freePort())
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'airlock-redis-'))
  // A kept cluster's first start (`npm run start:cluster`) names a folder nobody made yet.
  mkdirSync(dir, { recursive: true })
  const persistence = dataDir ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no']
  const child = spawn(
    program,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--dir',
      dir,
      '--daemonize',
      'no',
      ...persistence,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitForLine(child, /Ready to accept connections/, 'redis-server')
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const cleanUp = () => {
    if (!dataDir) rmSync(dir, { recursive: true, force: true })
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    kill() {
      child.kill('SIGKILL')
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      cleanUp()
    },
  }
}
