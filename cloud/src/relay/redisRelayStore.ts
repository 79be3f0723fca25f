import { createHash } from 'node:crypto'
import { Redis, type RedisOptions } from 'ioredis'
import { quotaRefusals, RelayLimitError } from './relayQuota.js'
import type { RelayStore, StoredRelayMessage } from './relayStore.js'
import { storedBytes } from './storedBytes.js'

/**
 * Fail fast when Redis is away instead of queueing commands for later: the hub then refuses the
 * publish with a clear error, and the client retries, rather than being told "stored" for a message
 * that sits in one node's memory.
 */
export const failFast: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  lazyConnect: true,
}

/** A Redis connection that is up before the first command (commands fail fast, see `failFast`). */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, failFast)
  // Reconnects are ioredis's; an error event without a listener would end the process.
  redis.on('error', () => undefined)
  await redis.connect()
  return redis
}

/**
 * Kept after a message's expiry, as a backstop should no node purge: every node purges each minute,
 * and only a purge keeps the stored-bytes counters exact.
 */
const BACKSTOP_MS = 24 * 3600 * 1000
const PURGE_BATCH = 1000
/** The message fields, in the order the scripts read them. */
const FIELDS = ['topic', 'message', 'tag', 'publishedAt', 'expiresAt', 'attestation', 'publisher', 'address']

const saveScript = `
local p = ARGV[1]
local topic, hash, expires, publisher, address, bytes = ARGV[2], ARGV[3], tonumber(ARGV[7]), ARGV[9], ARGV[10], tonumber(ARGV[11])
local byPublisher, byAddress = p .. 'bytes:pub:' .. publisher, p .. 'bytes:addr:' .. address
if ARGV[13] ~= '' then
  if tonumber(redis.call('GET', byPublisher) or '0') + bytes > tonumber(ARGV[13]) then return -1 end
  if tonumber(redis.call('GET', byAddress) or '0') + bytes > tonumber(ARGV[14]) then return -2 end
end
local dedupe = p .. 'dedupe:' .. topic .. ':' .. hash
if redis.call('EXISTS', dedupe) == 1 then return false end
local seq = redis.call('INCR', p .. 'seq')
local msg = p .. 'msg:' .. seq
local keep = tonumber(ARGV[12])
redis.call('HSET', msg, 'topic', topic, 'hash', hash, 'message', ARGV[4], 'tag', ARGV[5], 'publishedAt', ARGV[6],
  'expiresAt', ARGV[7], 'publisher', publisher, 'address', address, 'bytes', bytes)
if ARGV[8] ~= '' then redis.call('HSET', msg, 'attestation', ARGV[8]) end
redis.call('PEXPIREAT', msg, keep)
redis.call('SET', dedupe, seq, 'PXAT', keep)
redis.call('ZADD', p .. 'topic:' .. topic, seq, seq)
redis.call('PEXPIREAT', p .. 'topic:' .. topic, keep, 'GT')
redis.call('PEXPIREAT', p .. 'topic:' .. topic, keep, 'NX')
redis.call('ZADD', p .. 'expiry', expires, seq)
redis.call('INCRBY', byPublisher, bytes)
redis.call('INCRBY', byAddress, bytes)
return seq
`

const pendingScript = `
local p, client, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
local out = {}
for i = 4, #ARGV do
  for _, seq in ipairs(redis.call('ZRANGE', p .. 'topic:' .. ARGV[i], 0, -1)) do
    local f = redis.call('HMGET', p .. 'msg:' .. seq, ${FIELDS.map((f) => `'${f}'`).join(', ')})
    if f[1] and tonumber(f[5]) > now and f[7] ~= client
      and redis.call('SISMEMBER', p .. 'acks:' .. seq, client) == 0 then
      out[#out + 1] = seq
      for j = 1, ${FIELDS.length} do out[#out + 1] = f[j] end
    end
  end
end
return out
`

const ackScript = `
local msg = ARGV[1] .. 'msg:' .. ARGV[3]
local expires = redis.call('PEXPIRETIME', msg)
if expires < 0 then return 0 end
local acks = ARGV[1] .. 'acks:' .. ARGV[3]
redis.call('SADD', acks, ARGV[2])
redis.call('PEXPIREAT', acks, expires)
return 1
`

const purgeScript = `
local p = ARGV[1]
local function release(key, bytes)
  if redis.call('DECRBY', key, bytes) <= 0 then redis.call('DEL', key) end
end
local seqs = redis.call('ZRANGEBYSCORE', p .. 'expiry', '-inf', ARGV[2], 'LIMIT', 0, tonumber(ARGV[3]))
for _, seq in ipairs(seqs) do
  local msg = p .. 'msg:' .. seq
  local f = redis.call('HMGET', msg, 'topic', 'hash', 'publisher', 'address', 'bytes')
  if f[1] then
    redis.call('ZREM', p .. 'topic:' .. f[1], seq)
    redis.call('DEL', p .. 'dedupe:' .. f[1] .. ':' .. f[2])
    release(p .. 'bytes:pub:' .. f[3], f[5])
    release(p .. 'bytes:addr:' .. f[4], f[5])
  end
  redis.call('DEL', msg, p .. 'acks:' .. seq)
  redis.call('ZREM', p .. 'expiry', seq)
end
return #seqs
`

type Reply = (string | null)[]

export interface RedisRelayStoreOptions {
  url: string
  /** Every key starts with it, so several relays (or tests) share one Redis. */
  prefix?: string
}

/**
 * The relay's mailbox in Redis, shared by every relay node: a sorted set of seqs per topic, a hash
 * per message, a set of acknowledging clients per message, a dedupe key per (topic, body hash) and
 * the stored-bytes counters per publisher and per address. Each operation is one Lua script, so two
 * nodes saving, acking or purging at once see each other's writes whole; the counters move only in
 * the scripts that add and purge a message, so they stay exact.
 */
export async function createRedisRelayStore({
  url,
  prefix = 'airlock:relay:',
}: RedisRelayStoreOptions): Promise<RelayStore> {
  const redis = await connectRedis(url)
  const scripts = {
    relaySave: saveScript,
    relayPending: pendingScript,
    relayAck: ackScript,
    relayPurge: purgeScript,
  }
  // Sent once, then called by hash (EVALSHA): a publish does not carry the script's text.
  for (const [name, lua] of Object.entries(scripts)) redis.defineCommand(name, { numberOfKeys: 0, lua })
  const commands = redis as unknown as Record<
    keyof typeof scripts,
    (...args: (string | number)[]) => Promise<unknown>
  >
  const run = (script: keyof typeof scripts, ...args: (string | number)[]) =>
    commands[script](prefix, ...args)
  const counter = async (key: string) => Number((await redis.get(`${prefix}${key}`)) ?? 0)

  return {
    async save(message, quota) {
      const hash = createHash('sha256').update(message.message).digest('hex')
      const seq = await run(
        'relaySave',
        message.topic,
        hash,
        message.message,
        message.tag,
        message.publishedAt,
        message.expiresAt,
        message.attestation ?? '',
        message.publisher,
        message.publisherAddress,
        storedBytes(message),
        // From the wall clock: a message's own times may come from a test's clock.
        Math.max(message.expiresAt, Date.now()) + BACKSTOP_MS,
        quota?.maxStoredBytesPerClient ?? '',
        quota?.maxStoredBytesPerAddress ?? '',
      )
      if (seq === -1) throw new RelayLimitError(quotaRefusals.client)
      if (seq === -2) throw new RelayLimitError(quotaRefusals.address)
      return seq === null ? undefined : Number(seq)
    },
    async pending(client, topics, now) {
      if (topics.length === 0) return []
      const flat = (await run('relayPending', client, now, ...new Set(topics))) as Reply
      const messages: StoredRelayMessage[] = []
      for (let i = 0; i < flat.length; i += FIELDS.length + 1) {
        const [seq, topic, message, tag, publishedAt, expiresAt, attestation, publisher, address] =
          flat.slice(i, i + FIELDS.length + 1)
        messages.push({
          seq: Number(seq),
          topic: topic as string,
          message: message as string,
          tag: Number(tag),
          publishedAt: Number(publishedAt),
          expiresAt: Number(expiresAt),
          attestation: attestation ?? undefined,
          publisher: publisher as string,
          publisherAddress: address as string,
        })
      }
      return messages.sort((a, b) => a.seq - b.seq)
    },
    async ack(client, seq) {
      await run('relayAck', client, seq)
    },
    async purgeExpired(now) {
      let purged = 0
      for (;;) {
        const batch = Number(await run('relayPurge', now, PURGE_BATCH))
        purged += batch
        if (batch < PURGE_BATCH) return purged
      }
    },
    storedBytesOf: (publisher) => counter(`bytes:pub:${publisher}`),
    storedBytesFrom: (address) => counter(`bytes:addr:${address}`),
    count: () => redis.zcard(`${prefix}expiry`),
    async close() {
      redis.disconnect()
    },
  }
}
