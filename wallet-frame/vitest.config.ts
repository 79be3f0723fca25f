import { join } from 'node:path'
import type { Plugin } from 'vite'
import { defineProject } from 'vitest/config'
import { localesPlugin } from '../scripts/i18n/localesPlugin.ts'

/**
 * The catalogues as the build has them, for tests that switch locale. Under vitest the plugin's watch
 * on the locales folder reaches import analysis as an import of the folder, which fails to resolve:
 * the watch is left out here (tests do not watch).
 */
function testLocales(dir: string): Plugin {
  const plugin = localesPlugin(dir)
  const load = plugin.load as (this: unknown, id: string) => unknown
  return {
    ...plugin,
    load(id) {
      return load.call(Object.assign(Object.create(this), { addWatchFile() {} }), id) as string | null
    },
  }
}

export default defineProject({
  plugins: [testLocales(join(import.meta.dirname, 'src/locales'))],
  test: { name: 'wallet-frame', environment: 'happy-dom' },
})
