import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AnalyticsEvent } from '@airlock/shared-protocol/cloud-api'
import Database from 'better-sqlite3'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createAnalyticsStore } from './analyticsStore.js'

const eventOf = (event: AnalyticsEvent['props']['event']): AnalyticsEvent => ({
  eventId: randomUUID(),
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: 1,
  props: { event },
})

describeOnBothDialects('analytics store', (fresh) => {
  it('stores an event once and shows a project its newest events first', async () => {
    let time = 1_000
    const store = createAnalyticsStore(await fresh(), { now: () => time++ })
    const [open, close, other] = [eventOf('MODAL_OPEN'), eventOf('MODAL_CLOSE'), eventOf('CONNECT_SUCCESS')]
    expect(await store.add('p', open)).toBe(true)
    expect(await store.add('p', open)).toBe(false)
    expect(await store.add('p', close)).toBe(true)
    expect(await store.add('q', other)).toBe(true)
    expect(await store.recent('p', 10)).toEqual([close, open])
    expect(await store.recent('p', 1)).toEqual([close])
    expect(await store.recent('q', 10)).toEqual([other])
  })
})

describe('analytics store on an existing SQLite file', () => {
  it('opens a file the pre-Kysely store wrote, with its events', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-analytics-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'cloud.db')
    const old = new Database(path)
    // The table exactly as analyticsStore.ts created it before the db/ layer.
    old.exec(`CREATE TABLE IF NOT EXISTS analytics_events (
      event_id TEXT PRIMARY KEY, project_id TEXT NOT NULL, received_at INTEGER NOT NULL, body TEXT NOT NULL)`)
    const kept = eventOf('MODAL_OPEN')
    old
      .prepare('INSERT INTO analytics_events VALUES (?, ?, ?, ?)')
      .run(kept.eventId, 'p', 5, JSON.stringify(kept))
    old.close()
    const db = await openDatabase(path)
    onTestFinished(() => db.destroy())
    const store = createAnalyticsStore(db)
    expect(await store.add('p', kept)).toBe(false)
    expect(await store.recent('p', 10)).toEqual([kept])
  })
})
