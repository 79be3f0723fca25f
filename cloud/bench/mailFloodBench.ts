/**
 * `npm run bench:mail`: issue 35's login-mail flood against a wallet service with its default limits:
 * 20 client addresses (127.0.0.2-21, all loopback on Linux) each ask `POST /api/email/connect` for 10
 * new recipients at once, 200 in all. Prints how many emails went out, how many were refused and how
 * long it took: first naming no project (as the issue's flood did), then spread over every project
 * in projects.json. Asserts nothing.
 */
import { randomBytes } from 'node:crypto'
import { startMailSink } from '@airlock/dev-cloud'
import { postFrom } from '../src/testing/postFrom.js'
import { createWalletServer } from '../src/wallet/createWalletServer.js'

const SOURCES = 20
const PER_SOURCE = 10
const WALLET_ORIGIN = 'http://wallet.localhost:5175'
/** The header the wallet frame names its project in (written out, so the bench also runs on older code). */
const PROJECT_HEADER = 'x-airlock-project-id'
const PROJECTS = ['airlock-demo', 'airlock-e2e', 'airlock-e2e-wallet', 'airlock-dev-wallet', 'bench']

const sink = await startMailSink({ port: 0, httpPort: 0, keep: 10_000 })

async function flood(label: string, projectOf: (source: number) => string | undefined) {
  // A fresh service per run: budgets start full, as for the flood.
  const wallet = await createWalletServer({
    port: 0,
    walletOrigin: WALLET_ORIGIN,
    databaseUrl: ':memory:',
    masterKey: randomBytes(32),
    smtp: { host: '127.0.0.1', port: sink.smtpPort, from: 'Airlock <bench@airlock.localhost>' },
    rpcUrl: 'http://127.0.0.1:9',
    chainId: 31337,
  })
  const before = sink.messages().length
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: SOURCES }, async (_, source) => {
      const project = projectOf(source)
      const headers = { origin: WALLET_ORIGIN, ...(project ? { [PROJECT_HEADER]: project } : {}) }
      const answers: number[] = []
      for (let i = 0; i < PER_SOURCE; i++) {
        const email = `flood-${label.replace(/\W+/g, '-')}-${source}-${i}@example.com`
        const url = `${wallet.url}/api/email/connect`
        answers.push((await postFrom(url, `127.0.0.${source + 2}`, { email }, headers)).status)
      }
      return answers
    }),
  )
  const elapsed = performance.now() - started
  const all = statuses.flat()
  const sent = sink.messages().length - before
  const refused = all.filter((s) => s === 429).length
  console.info(
    `${label}: ${SOURCES} addresses x ${PER_SOURCE} recipients -> ${sent} emails sent, ${refused} refused (429), ${(elapsed / 1000).toFixed(1)} s`,
  )
  await wallet.close()
}

await flood('no project named', () => undefined)
await flood('spread over every project', (source) => PROJECTS[source % PROJECTS.length])
await sink.close()
