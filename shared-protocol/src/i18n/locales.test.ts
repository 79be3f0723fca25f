import { describe, expect, it } from 'vitest'
import { isRtl, LOCALES, localeOf, resolveLocale } from './locales.js'

describe('localeOf', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
  ])('reads %s as %s', (tag, locale) => {
    expect(localeOf(tag)).toBe(locale)
  })

  it.each([['zh-TW'], ['zh-Hant'], ['zh-HK'], ['sw'], [''], [42], [undefined], ['x'.repeat(36)]])(
    'speaks no %j',
    (tag) => {
      expect(localeOf(tag)).toBeUndefined()
    },
  )
})

describe('resolveLocale', () => {
  it('takes the first candidate it speaks, else English', () => {
    expect(resolveLocale([undefined, 'sw', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(['', 'xx'])).toBe('en')
    expect(resolveLocale([])).toBe('en')
  })

  it('has twelve locales, Arabic the right-to-left one', () => {
    expect(LOCALES).toHaveLength(12)
    expect(LOCALES.filter(isRtl)).toEqual(['ar'])
  })
})
