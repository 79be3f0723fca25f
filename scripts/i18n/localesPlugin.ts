import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../shared-protocol/src/i18n/locales.js'
import { compiledCatalogue } from './catalogues.js'

const PREFIX = 'virtual:airlock-locale/'

/**
 * `import('virtual:airlock-locale/de')`: the package's German catalogue, its area files merged and
 * compiled for Lingui, as a module of its own (one chunk per locale, fetched only when shown).
 */
export function localesPlugin(localesDir: string): Plugin {
  return {
    name: 'airlock-locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const locale = id.slice(PREFIX.length + 1) as Locale
      if (!LOCALES.includes(locale) || locale === SOURCE_LOCALE) this.error(`no catalogue for ${locale}`)
      // Each area's file of the locale (a folder is not a file to watch: vitest reads it as an import).
      for (const area of existsSync(localesDir) ? readdirSync(localesDir) : []) {
        const file = join(localesDir, area, `${locale}.json`)
        if (existsSync(file)) this.addWatchFile(file)
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiledCatalogue(localesDir, locale)))})`
    },
  }
}
