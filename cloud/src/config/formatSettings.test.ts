import { describe, expect, it } from 'vitest'
import { formatSettings } from './formatSettings.js'
import { loadConfig } from './loadSettings.js'

describe('formatSettings', () => {
  const adminKey = 'operator-key-0123456789-wxyz'
  const loaded = loadConfig({
    env: {
      AIRLOCK_CONFIG: 'airlock.json',
      AIRLOCK_ADMIN_KEY: adminKey,
      AIRLOCK_ONRAMP_TREASURY_KEY: '0xdd7d781d1aaf24091efa17ab8b1825582a479f3f5be01c2153961bb455c0a1ea',
    },
    readFile: () => JSON.stringify({ cloud: { port: 9100 } }),
  })
  const text = formatSettings(loaded)
  const line = (env: string) => text.split('\n').find((row) => row.trimStart().startsWith(`${env} `))

  it('lists every setting with its value and where it came from', () => {
    expect(text.split('\n')[0]).toBe('Configuration: development, file airlock.json')
    expect(line('AIRLOCK_CLOUD_PORT')).toMatch(/ 9100 {2}\[file\]$/)
    expect(line('AIRLOCK_CLOUD_PUBLIC_URL')).toMatch(/ http:\/\/127\.0\.0\.1:9100 {2}\[default\]$/)
    expect(line('AIRLOCK_MODAL_ORIGINS')).toMatch(/ \["http:\/\/modal\.localhost:5174"\] {2}\[default\]$/)
    for (const { env } of loaded.resolved) expect(line(env)).toBeDefined()
  })

  it('masks secrets', () => {
    expect(line('AIRLOCK_ADMIN_KEY')).toMatch(/ ••••wxyz {2}\[env\]$/)
    expect(line('AIRLOCK_ONRAMP_TREASURY_KEY')).toMatch(/ ••••a1ea {2}\[env\]$/)
    expect(text).not.toContain(adminKey)
    expect(text).not.toContain('3f5be01c2153961bb455c0a1ea')
  })
})
