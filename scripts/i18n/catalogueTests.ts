import { join } from 'node:path'
import { formatMessage, LOCALES } from '@airlock/shared-protocol/i18n'
import { type Messages, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { catalogueProblems, compiledCatalogue } from './catalogues.js'
import { extractMessages } from './extractMessages.js'

/**
 * A package's catalogue tests (its `src/i18n/catalogue.test.ts` calls this): every locale translates
 * every text the code under `src` shows (and the `extra` ones written elsewhere), and nothing else; the
 * source language reads the same through the boot formatter as through Lingui; each locale compiles.
 */
export function describeCatalogues(name: string, src: string, extra: readonly string[] = []) {
  const locales = join(src, 'locales')
  const { messages } = extractMessages(src)
  for (const text of extra) if (!messages.has(text)) messages.set(text, [])

  describe(`${name}'s catalogues`, () => {
    it('every locale translates every text the code shows, and nothing else', () => {
      expect(messages.size).toBeGreaterThan(0)
      expect(catalogueProblems(locales, messages.keys())).toEqual([])
    })

    it('English reads the same through the boot formatter as through Lingui', () => {
      const sources = [...messages.keys()]
      const i18n = setupI18n({
        locale: 'en',
        messages: { en: Object.fromEntries(sources.map((m) => [m, compileMessage(m)])) },
      })
      const names = (m: string) => [...m.matchAll(/\{\s*(\w+)/g)].map(([, arg]) => arg as string)
      for (const source of sources)
        for (const n of [0, 1, 2, 5, 1234.5]) {
          const values = Object.fromEntries(names(source).map((arg) => [arg, n]))
          expect(formatMessage(source, values, 'en'), source).toBe(i18n._(source, values))
        }
    })

    it('each locale compiles and formats its texts', () => {
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const compiled = compiledCatalogue(locales, locale)
        const i18n = setupI18n({ locale, messages: { [locale]: compiled as Messages } })
        for (const source of Object.keys(compiled)) expect(typeof i18n._(source, {})).toBe('string')
      }
    })
  })
}
