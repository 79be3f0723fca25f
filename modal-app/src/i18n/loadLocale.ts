import type { Locale, SOURCE_LOCALE } from '@airlock/shared-protocol/i18n'
import { type Messages as LinguiMessages, setupI18n } from '@lingui/core'
import type { Translate } from './t.js'

type Messages = LinguiMessages

// One chunk per locale, each the package's catalogue compiled at build (scripts/i18n/localesPlugin.ts):
// a visitor fetches the one they read, after Connect's first paint.
const catalogues: Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => Promise<{ default: Messages }>> = {
  es: () => import('virtual:airlock-locale/es'),
  'pt-BR': () => import('virtual:airlock-locale/pt-BR'),
  fr: () => import('virtual:airlock-locale/fr'),
  de: () => import('virtual:airlock-locale/de'),
  it: () => import('virtual:airlock-locale/it'),
  ja: () => import('virtual:airlock-locale/ja'),
  ko: () => import('virtual:airlock-locale/ko'),
  'zh-CN': () => import('virtual:airlock-locale/zh-CN'),
  ru: () => import('virtual:airlock-locale/ru'),
  tr: () => import('virtual:airlock-locale/tr'),
  ar: () => import('virtual:airlock-locale/ar'),
}

/**
 * `locale`'s texts: its catalogue fetched and formatted by Lingui (plurals by the locale's rules,
 * numbers in its digits). A text the catalogue lacks (none, by the catalogue test) is left to its
 * English source. The source language needs none.
 */
export async function loadLocale(locale: Locale): Promise<Translate | undefined> {
  if (locale === 'en') return undefined
  const { default: messages } = await catalogues[locale]()
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return (message, values) => (Object.hasOwn(messages, message) ? i18n._(message, values) : undefined)
}
