import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { LimitsUnavailableError } from './budgets.js'

/**
 * A Lua script run atomically by Redis: sent once, then called by its SHA1. Any failure (Redis down,
 * a command timeout) becomes LimitsUnavailableError, so every caller refuses rather than allows.
 */
export function redisScript(source: string) {
  const sha = createHash('sha1').update(source).digest('hex')
  return async (redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> => {
    try {
      try {
        return await redis.evalsha(sha, keys.length, ...keys, ...args)
      } catch (error) {
        if (!(error as Error).message?.startsWith('NOSCRIPT')) throw error
        return await redis.eval(source, keys.length, ...keys, ...args)
      }
    } catch (error) {
      throw new LimitsUnavailableError(error)
    }
  }
}

/** The Lua that sets `now`: the caller's clock when it passed one (ARGV[n] not empty), else Redis's own. */
export const luaNow = (arg: number) => `
local now = tonumber(ARGV[${arg}])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
end`
