import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '..')
// `npm test` builds first; run alone, build first too (the entry refuses to serve without builds).
const builds = ['modal-app/dist', 'host-sdk/dist/airlock.iife.js', 'wallet-frame/dist']
const children: ChildProcess[] = []

/** Runs `npm run serve` with `env` (and PATH); resolves with its output once it printed `ready`, or it exited. */
function serve(args: string[], env: NodeJS.ProcessEnv, ready = /^Airlock is serving/m) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH, ...env },
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      if (ready.test(stdout)) resolve({ code: null, stdout, stderr })
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

let ports: Record<'cloud' | 'modal' | 'wallet' | 'anvil' | 'smtp' | 'mailbox', number>
let started: Awaited<ReturnType<typeof serve>>
const walletOrigin = () => `http://wallet.localhost:${ports.wallet}`

beforeAll(async () => {
  const missing = builds.filter((path) => !existsSync(join(repo, path)))
  if (missing.length > 0) throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`)
  ports = {
    cloud: await freePort(),
    modal: await freePort(),
    wallet: await freePort(),
    anvil: await freePort(),
    smtp: await freePort(),
    mailbox: await freePort(),
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-serve-'))
  // GitHub's client from the file, not env: the wallet service must read the one configuration.
  const file = join(dataDir, 'airlock.json')
  writeFileSync(
    file,
    JSON.stringify({ social: { githubClientId: 'gh-id', githubClientSecret: 'gh-secret' } }),
  )
  started = await serve([], {
    AIRLOCK_CONFIG: file,
    AIRLOCK_DATA_DIR: dataDir,
    AIRLOCK_CLOUD_PORT: String(ports.cloud),
    AIRLOCK_MODAL_PORT: String(ports.modal),
    AIRLOCK_WALLET_PORT: String(ports.wallet),
    AIRLOCK_ANVIL_PORT: String(ports.anvil),
    AIRLOCK_SMTP_PORT: String(ports.smtp),
    AIRLOCK_MAILBOX_PORT: String(ports.mailbox),
    AIRLOCK_SOLANA_LOCALNET: 'false',
  })
}, 120_000)
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
})

describe('npm run serve: the deployment entry, from the one configuration', () => {
  it('runs the cloud, the modal server and the wallet service, and says where', () => {
    expect(started.code).toBeNull()
    expect(started.stdout).toContain(`modal  http://modal.localhost:${ports.modal}`)
    expect(started.stdout).toContain(`wallet ${walletOrigin()}`)
  })

  it("serves the modal with the configured URLs and each project's frame-ancestors", async () => {
    const page = await fetch(`http://127.0.0.1:${ports.modal}/?projectId=airlock-demo`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/^frame-ancestors .*http:\/\/app\.localhost:/)
    const html = await page.text()
    expect(html).toContain(`<meta name="airlock-cloud-url" content="http://127.0.0.1:${ports.cloud}"`)
    expect(html).toContain(`<meta name="airlock-wallet-url" content="${walletOrigin()}"`)
    expect((await fetch(`http://127.0.0.1:${ports.modal}/airlock.js`)).status).toBe(200)
  })

  it('serves the wallet frame for the modal, and its service mails a login code', async () => {
    const frame = await (await fetch(`http://127.0.0.1:${ports.wallet}/`)).text()
    expect(frame).toContain(`content="http://modal.localhost:${ports.modal}"`)
    const email = `serve.${process.pid}@example.com`
    const connect = await fetch(`http://127.0.0.1:${ports.wallet}/api/email/connect`, {
      method: 'POST',
      headers: { origin: walletOrigin(), 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(connect.status).toBe(200)
    await expect
      .poll(
        async () => {
          const messages = (await (
            await fetch(`http://127.0.0.1:${ports.mailbox}/messages.json`)
          ).json()) as { to: string }[]
          return messages.some((message) => message.to === email)
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    // Another page's origin is refused, as everywhere else.
    const foreign = await fetch(`http://127.0.0.1:${ports.wallet}/api/email/connect`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(foreign.status).toBe(403)
  })

  it('offers the social providers the configuration file names, and only those', async () => {
    const start = (provider: string) =>
      fetch(`http://127.0.0.1:${ports.wallet}/api/social/start`, {
        method: 'POST',
        headers: { origin: walletOrigin(), 'content-type': 'application/json' },
        body: JSON.stringify({ provider }),
      })
    const github = await start('github')
    expect(github.status).toBe(200)
    expect(((await github.json()) as { uri: string }).uri).toMatch(`${walletOrigin()}/social/go?intent=`)
    expect((await start('google')).status).toBe(400)
  })

  it('reads Farcaster custody from the devnet it deployed', async () => {
    const start = await fetch(`http://127.0.0.1:${ports.wallet}/api/farcaster/start`, {
      method: 'POST',
      headers: { origin: walletOrigin(), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(start.status).toBe(200)
  })

  it('refuses a part it does not know, the cloud beside its own halves, and a wallet chain nobody serves', async () => {
    const unknown = await serve(['indexer'], {})
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown part indexer: name any of cloud, modal, wallet, api, relay')
    const twice = await serve(['cloud', 'relay'], {})
    expect(twice.code).toBe(2)
    expect(twice.stderr).toContain(
      'cloud is api and relay in one process: name either cloud, or api and relay',
    )
    const noChain = await serve(['wallet'], {
      AIRLOCK_DATA_DIR: mkdtempSync(join(tmpdir(), 'airlock-serve-')),
      AIRLOCK_ANVIL: 'false',
      AIRLOCK_WALLET_PORT: String(await freePort()),
      AIRLOCK_SMTP_PORT: String(await freePort()),
      AIRLOCK_MAILBOX_PORT: String(await freePort()),
    })
    expect(noChain.code).toBe(1)
    expect(noChain.stderr).toContain("The embedded wallet's chain eip155:31337 has no RPC")
  }, 60_000)
})
