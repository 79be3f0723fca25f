import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadAdminKey } from './adminKey.js'

describe('loadAdminKey', () => {
  it('prefers the environment, else keeps one generated key across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-key-'))
    expect(loadAdminKey(dir, { AIRLOCK_ADMIN_KEY: 'from-env' })).toBe('from-env')
    const first = loadAdminKey(dir, {})
    expect(first).toMatch(/^[-_a-zA-Z0-9]{32}$/)
    expect(loadAdminKey(dir, {})).toBe(first)
    expect(statSync(join(dir, 'admin-key')).mode & 0o777).toBe(0o600)
  })
})
