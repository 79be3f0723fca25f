import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningPostgres, startPostgres } from '../infra/startPostgres.js'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

const MODAL = 'http://modal.localhost:5174'
const ADMIN_KEY = 'test-admin-key-0123456789'
const fromModal = { origin: MODAL, 'x-airlock-host-origin': 'http://app.localhost:5173' }

let postgres: RunningPostgres
const nodes: RunningCloud[] = []
beforeAll(async () => {
  postgres = await startPostgres()
  const databaseUrl = await postgres.createDatabase()
  // Two API nodes on one database, as the cluster runs them (started at once: the migrations race).
  nodes.push(
    ...(await Promise.all(
      [0, 1].map(() =>
        createCloudServer({
          port: 0,
          modalOrigins: [MODAL],
          adminKey: ADMIN_KEY,
          databaseUrl,
          databasePoolSize: 2,
        }),
      ),
    )),
  )
}, 60_000)
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()))
  await postgres?.stop()
})

it('answers from the shared Postgres database on every node: an event sent to one is read on the other', async () => {
  const [a, b] = nodes as [RunningCloud, RunningCloud]
  const event = {
    eventId: crypto.randomUUID(),
    url: 'http://app.localhost:5173/',
    domain: 'app.localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN' },
  }
  const sent = await fetch(`${a.url}/e?projectId=airlock-demo`, {
    method: 'POST',
    headers: fromModal,
    body: JSON.stringify(event),
  })
  expect(sent.status).toBe(202)
  const read = await fetch(`${b.url}/e?projectId=airlock-demo`, {
    headers: { authorization: `Bearer ${ADMIN_KEY}` },
  })
  expect(((await read.json()) as { events: unknown[] }).events).toEqual([event])
})
