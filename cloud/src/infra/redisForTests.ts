import { afterAll, afterEach, beforeAll } from 'vitest'
import { type RunningRedis, startRedis } from './startRedis.js'

/**
 * Test-only: one Redis for a test file, started before its tests and stopped after, and a list of
 * cleanups run (newest first) after each test. Tests share the server and take key prefixes of
 * their own.
 */
export function redisForTests() {
  let server: RunningRedis | undefined
  const cleanups: (() => Promise<unknown> | unknown)[] = []
  beforeAll(async () => {
    server = await startRedis()
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  afterAll(() => server?.stop())
  return {
    cleanups,
    get url() {
      if (!server) throw new Error('redisForTests: Redis is not started (use it inside a test)')
      return server.url
    },
  }
}
