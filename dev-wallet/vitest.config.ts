import { join } from 'node:path'
import { defineProject } from 'vitest/config'
import { localesPlugin } from '../scripts/i18n/localesPlugin.ts'

export default defineProject({
  plugins: [localesPlugin(join(import.meta.dirname, 'src/locales'))],
  test: { name: 'dev-wallet', environment: 'node' },
})
