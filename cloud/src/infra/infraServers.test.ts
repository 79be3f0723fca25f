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
