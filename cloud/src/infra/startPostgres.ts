import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import pg from 'pg'
import { requireProgram } from './programs.js'
import { waitForLine } from './waitForLine.js'

export interface RunningPostgres {
  /** The `postgres` database as the `airlock` superuser. */
  url: string
  port: number
  process: ChildProcess
  /** A new empty database on this server; its URL. */
  createDatabase(name?: string): Promise<string>
  /** Ends the server as a crash would (SIGKILL). */
  kill(): void
  stop(): Promise<void>
}

export interface PostgresOptions {
  port?: number
  /** Keep the cluster in this folder (created by initdb on first use); unset, a throwaway one tuned for tests. */
  dataDir?: string
}

/** PostgreSQL refuses to run as root: as root, it runs as Debian's `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  if (!Number.isInteger(uid) || uid === 0)
    throw new Error('Running as root needs the postgres user (apt-get install -y postgresql)')
  return { uid, gid: id('-g') }
}

let databases = 0

/** A PostgreSQL server from Debian's package on loopback, for the cluster and the tests. */
export async function startPostgres({ port, dataDir }: PostgresOptions = {}): Promise<RunningPostgres> {
  const postgres = requireProgram('postgres')
  const initdb = requireProgram('initdb')
  const chosen = port ?? (await freePort())
  const owner = runAs()
  const parent = dataDir ?? mkdtempSync(join(tmpdir(), 'airlock-pg-'))
  const data = join(parent, 'data')
  if (!existsSync(data)) {
    mkdirSync(data, { recursive: true })
    if (owner) {
      chownSync(parent, owner.uid, owner.gid)
      chownSync(data, owner.uid, owner.gid)
    }
    const made = spawnSync(
      initdb,
      [
        '-D',
        data,
        '-U',
        'airlock',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C',
        ...(dataDir ? [] : ['--no-sync']),
      ],
      { encoding: 'utf8', ...(owner ?? {}) },
    )
    if (made.status !== 0) throw new Error(`initdb failed:\n${made.stderr}${made.stdout}`)
  }
  // A throwaway test cluster trades durability for speed; a kept one keeps PostgreSQL's defaults.
  const fast = dataDir
    ? []
    : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
  const child = spawn(
    postgres,
    [
      '-D',
      data,
      '-p',
      String(chosen),
      '-k',
      parent,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...fast,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}) },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitForLine(child, /database system is ready to accept connections/, 'postgres')
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const base = `postgres://airlock@127.0.0.1:${chosen}`
  return {
    url: `${base}/postgres`,
    port: chosen,
    process: child,
    async createDatabase(name = `t${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: `${base}/postgres` })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
      } finally {
        await client.end()
      }
      return `${base}/${name}`
    },
    kill() {
      child.kill('SIGKILL')
    },
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (ends sessions, writes a checkpoint).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
      await exited
      if (!dataDir) rmSync(parent, { recursive: true, force: true })
    },
  }
}
