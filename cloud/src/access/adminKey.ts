import { randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The operator's key for reading analytics: `AIRLOCK_ADMIN_KEY`, else one generated on first start
 * and kept beside the cloud's data (mode 600), so it survives restarts and is never in the repository.
 */
export function loadAdminKey(dataDir: string, env = process.env): string {
  if (env.AIRLOCK_ADMIN_KEY) return env.AIRLOCK_ADMIN_KEY
  const file = join(dataDir, 'admin-key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const key = randomBytes(24).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

/** Whether `key` (a caller's bearer key) is the operator's; never when no admin key is set. Timing-safe. */
export function isAdminKey(adminKey: string | undefined, key: string | undefined): boolean {
  if (!adminKey || key === undefined) return false
  const [a, b] = [Buffer.from(adminKey), Buffer.from(key)]
  return a.length === b.length && timingSafeEqual(a, b)
}
