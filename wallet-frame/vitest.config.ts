import { join } from 'node:path'
import { defineProject } from 'vitest/config'
import { localesPlugin } from '../scripts/i18n/localesPlugin.js'

export default defineProject({
  // The catalogues as the build has them, for the tests that switch the frame's locale.
  plugins: [localesPlugin(join(import.meta.dirname, 'src/locales'))],
  test: { name: 'wallet-frame', environment: 'happy-dom' },
})
