import { type Locale, SOURCE_LOCALE } from '@airlock/shared-protocol/i18n'
import { setupI18n } from '@lingui/core'
import { setTranslations } from './t.js'

type Messages = Record<string, unknown>

// One chunk per locale, each the package's catalogue compiled at build (scripts/i18n/localesPlugin.ts):
// a visitor fetches the one they read, after Connect's first paint.
const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
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
 * Shows texts in `locale` from now on: its catalogue fetched and formatted by Lingui (plurals by the
 * locale's rules, numbers in its digits). A text the catalogue lacks (none, by the catalogue test)
 * falls back to its English source.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === SOURCE_LOCALE) return setTranslations(locale, undefined)
  const { default: messages } = await catalogues[locale]()
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  setTranslations(locale, (message, values) =>
    message in messages ? i18n._(message, values as Record<string, unknown>) : undefined,
  )
}
