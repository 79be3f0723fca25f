import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogueProblems, compiledCatalogue, shapeOf, TRANSLATED_LOCALES } from './catalogues.js'

function localesWith(entries: Record<string, string>, only?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-locales-'))
  mkdirSync(join(dir, 'area'))
  for (const locale of TRANSLATED_LOCALES)
    writeFileSync(join(dir, 'area', `${locale}.json`), JSON.stringify(only && locale !== only ? {} : entries))
  return dir
}

describe('catalogueProblems', () => {
  it('passes catalogues that translate every text with its arguments', () => {
    expect(catalogueProblems(localesWith({ 'Hello {name}': '¡Hola {name}!' }), ['Hello {name}'])).toEqual([])
  })

  it('names a text a locale lacks, and one the code no longer uses', () => {
    const dir = localesWith({ Old: 'Alt' }, 'de')
    const problems = catalogueProblems(dir, ['New'])
    expect(problems).toContain('de: missing "New"')
    expect(problems).toContain('de: "Old" is not used by the code')
    expect(problems).toContain('fr: missing "New"')
  })

  it('refuses a translation with other arguments or tags than its source', () => {
    const problems = catalogueProblems(
      localesWith({ 'Send {amount}': 'Senden {betrag}', 'Read <0>terms</0>': 'Lesen' }),
      ['Send {amount}', 'Read <0>terms</0>'],
    )
    expect(problems.some((p) => p.startsWith('de: "Send {amount}" has {betrag}'))).toBe(true)
    expect(problems.some((p) => p.startsWith('de: "Read <0>terms</0>" has no arguments'))).toBe(true)
  })

  it('refuses a plural without its other case', () => {
    const problems = catalogueProblems(
      localesWith({ '{n, plural, one {# item} other {# items}}': '{n, plural, one {# x}}' }),
      ['{n, plural, one {# item} other {# items}}'],
    )
    expect(problems.some((p) => p.includes('does not compile'))).toBe(true)
  })
})

describe('shapeOf', () => {
  it('lists the arguments inside plural cases and the tags', () => {
    expect(shapeOf('{n, plural, one {# of {total}} other {# of {total}}} <0>more</0>')).toBe(
      '</0> <0> {n} {total}',
    )
  })
})

describe('compiledCatalogue', () => {
  it('compiles each translation for Lingui', () => {
    const dir = localesWith({
      '{n, plural, one {# item} other {# items}}': '{n, plural, one {# Ding} other {# Dinge}}',
    })
    expect(compiledCatalogue(dir, 'de')).toEqual({
      '{n, plural, one {# item} other {# items}}': [
        ['n', 'plural', { one: ['#', ' Ding'], other: ['#', ' Dinge'] }],
      ],
    })
  })
})
