import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '..', '..', '..')
const children: ChildProcess[] = []
const scratch = mkdtempSync(join(tmpdir(), 'airlock-config-'))

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Runs an entry point with only `env` (and PATH) and collects what it says until it exits. */
function run(entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repo,
    env: { PATH: process.env.PATH, ...env },
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

// Ports well away from everyone's (had it started anything, it would be there) and a data dir
// that must still not exist afterwards: the entry point creates it before starting any node.
const devDefaultsInProduction = (dataDir: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  AIRLOCK_DATA_DIR: dataDir,
  AIRLOCK_CLOUD_PORT: '18787',
  AIRLOCK_ANVIL_PORT: '18545',
  AIRLOCK_SOLANA_PORT: '18899',
})

const named = [
  'AIRLOCK_CLOUD_PUBLIC_URL',
  'AIRLOCK_ADMIN_KEY',
  'AIRLOCK_ANVIL',
  'AIRLOCK_SOLANA_LOCALNET',
  'AIRLOCK_ONRAMP_TREASURY_KEY',
  'AIRLOCK_ONRAMP_SANDBOX',
  'AIRLOCK_WALLET_MASTER_KEY',
  'AIRLOCK_MAIL',
  'AIRLOCK_DEV_OIDC',
]

describe('starting in production with the dev defaults', () => {
  it.each([
    ['the standalone cloud', 'cloud/src/main.ts'],
    ['npm start', 'scripts/start.ts'],
    ['npm run serve', 'scripts/serve.ts'],
  ])('%s exits 1 at once, naming each setting, before starting anything', async (_, entry) => {
    const dataDir = join(scratch, entry.replace(/\W/g, '-'))
    const { code, stdout, stderr } = await run(entry, devDefaultsInProduction(dataDir))
    expect(code).toBe(1)
    expect(stderr).toMatch(/^Airlock refuses to start in production until these settings change:\n/)
    for (const name of named) expect(stderr).toMatch(new RegExp(`^ {2}${name}: `, 'm'))
    expect(stdout).toBe('')
    expect(existsSync(dataDir)).toBe(false)
    rmSync(dataDir, { recursive: true, force: true })
  })
})

describe('the airlock-cloud bin with a development configuration', () => {
  it('starts no dev chain: it names the stand-ins and where they run, and exits 1 before binding', async () => {
    const dataDir = join(scratch, 'bin-dev')
    const anvilPort = '18546'
    const { code, stdout, stderr } = await run('cloud/src/main.ts', {
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_CLOUD_PORT: '18788',
      AIRLOCK_ANVIL_PORT: anvilPort,
      AIRLOCK_SOLANA_LOCALNET: 'false',
    })
    expect(code).toBe(1)
    expect(stderr).toContain('anvil (AIRLOCK_ANVIL): dev stand-ins this process never starts')
    expect(stderr).toContain('npm run serve -- cloud')
    // It printed its configuration, and no service line.
    expect(stdout).toMatch(/^Configuration: development/)
    expect(stdout).not.toMatch(/^(cloud|anvil) /m)
    expect(existsSync(dataDir)).toBe(false)
  })
})
