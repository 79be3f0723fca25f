import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { airlockSettings } from './airlockSettings.js'

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Alone'))

describe("cloud/README.md's Configuration table", () => {
  it('names every setting by its env name and file key', () => {
    for (const [area, settings] of Object.entries(airlockSettings)) {
      for (const [key, { env }] of Object.entries(settings)) {
        const provider = /^AIRLOCK_SOCIAL_[A-Z]+_CLIENT_(ID|SECRET)$/.exec(env)
        if (provider) {
          expect(section).toContain(`\`AIRLOCK_SOCIAL_<PROVIDER>_CLIENT_${provider[1]}\``)
          expect(section).toContain(env.split('_')[2])
        } else {
          expect(section, env).toContain(`\`${env}\``)
          expect(section, `${area}.${key}`).toContain(`\`${area}.${key}\``)
        }
      }
    }
  })
})
