import { createRedisRelayBroker } from './redisRelayBroker.js'
import { createRedisRelayStore } from './redisRelayStore.js'
import { createInProcessBroker, type RelayBroker } from './relayBroker.js'
import { createRelayStore, type RelayStore } from './relayStore.js'

/** Relay nodes sharing one Redis: the mailbox and the fan-out live there. */
export interface RelayClusterOptions {
  redisUrl: string
  /** Key and channel prefix, so several clusters (or tests) share one Redis. */
  prefix?: string
}

export interface RelayBackend {
  store: RelayStore
  broker: RelayBroker
  close(): Promise<void>
}

/** The embedded relay (a SQLite file, no other node) unless cluster options are given. */
export async function openRelayBackend({
  dbPath,
  cluster,
}: {
  dbPath: string
  cluster?: RelayClusterOptions | undefined
}): Promise<RelayBackend> {
  if (!cluster) {
    const store = createRelayStore(dbPath)
    const broker = createInProcessBroker()
    return { store, broker, close: () => store.close() }
  }
  const options = { url: cluster.redisUrl, ...(cluster.prefix ? { prefix: cluster.prefix } : {}) }
  const store = await createRedisRelayStore(options)
  const broker = await createRedisRelayBroker(options).catch(async (error: unknown) => {
    await store.close()
    throw error
  })
  return {
    store,
    broker,
    async close() {
      await broker.close()
      await store.close()
    },
  }
}
