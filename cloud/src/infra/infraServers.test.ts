import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { startPostgres } from './startPostgres.js'
import { startRedis } from './startRedis.js'

describe("the cluster's servers from Debian", () => {
  it('starts a Redis that answers and stops it', async () => {
    const redis = await startRedis()
    const client = new Redis(redis.url)
    try {
      await client.set('k', 'v')
      expect(await client.get('k')).toBe('v')
    } finally {
      client.disconnect()
      await redis.stop()
    }
    expect(redis.process.exitCode !== null || redis.process.signalCode !== null).toBe(true)
  })

  it('keeps Redis data in a folder it makes, across a restart', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'airlock-redis-kept-'))
    const dataDir = join(parent, 'cluster', 'redis')
    try {
      const first = await startRedis({ dataDir })
      const client = new Redis(first.url)
      await client.set('k', 'kept')
      client.disconnect()
      await first.stop()
      const again = await startRedis({ dataDir })
      const reader = new Redis(again.url)
      expect(await reader.get('k')).toBe('kept')
      reader.disconnect()
      await again.stop()
    } finally {
      rmSync(parent, { recursive: true, force: true })
    }
  })

  it('starts a PostgreSQL, makes a database on it, and stops it', async () => {
    const server = await startPostgres()
    try {
      const url = await server.createDatabase()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const { rows } = await client.query('select current_database() as name, 1 + 1 as two')
      await client.end()
      expect(rows[0]).toEqual({ name: url.split('/').pop(), two: 2 })
    } finally {
      await server.stop()
    }
  })
})
