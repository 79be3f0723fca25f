import { afterAll, beforeAll } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { createRedisRelayStore } from './redisRelayStore.js'
import { createRelayStore, type RelayStore } from './relayStore.js'

export interface StoreKind {
  name: string
  /** A fresh, empty store (its own key prefix on the shared Redis). */
  open(): Promise<RelayStore>
}

/**
 * Test-only: the two mailboxes, for `describe.each`. One Redis per test file, started in
 * beforeAll; every store gets a key prefix of its own.
 */
export function relayStoreKinds(): StoreKind[] {
  let redis: RunningRedis | undefined
  let next = 0
  const opened: RelayStore[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const store of opened.splice(0)) await store.close()
    await redis?.stop()
  })
  return [
    { name: 'SQLite', open: async () => createRelayStore(':memory:') },
    {
      name: 'Redis',
      async open() {
        if (!redis) throw new Error('relayStoreKinds: Redis is not started')
        const store = await createRedisRelayStore({ url: redis.url, prefix: `test${next++}:` })
        opened.push(store)
        return store
      },
    },
  ]
}
