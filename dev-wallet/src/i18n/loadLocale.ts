import { isRtl, type Locale, resolveLocale, SOURCE_LOCALE } from '@airlock/shared-protocol/i18n'
import { type Messages as LinguiMessages, setupI18n } from '@lingui/core'
import { setTranslations } from './t.js'

type Messages = Record<string, unknown>

// One chunk per locale, each the wallet's catalogue compiled at build (scripts/i18n/localesPlugin.ts):
// the page fetches only the one the browser asks for.
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
 * locale's rules). A text the catalogue lacks (none, by the catalogue test) falls back to its English
 * source.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === SOURCE_LOCALE) return setTranslations(locale, undefined)
  const { default: messages } = await catalogues[locale as Exclude<Locale, 'en'>]()
  const i18n = setupI18n({ locale, messages: { [locale]: messages as LinguiMessages } })
  setTranslations(locale, (message, values) =>
    message in messages ? i18n._(message, values as Record<string, unknown>) : undefined,
  )
}

/**
 * The page in the browser's language (English when the wallet does not speak it, or its catalogue
 * fails to load): the catalogue loaded, then `<html lang dir>` (right to left for Arabic).
 */
export async function startLocale(root: HTMLElement, languages: readonly string[]): Promise<void> {
  const locale = resolveLocale(languages)
  const shown = await loadLocale(locale).then(
    (): Locale => locale,
    (): Locale => SOURCE_LOCALE,
  )
  root.lang = shown
  root.dir = isRtl(shown) ? 'rtl' : 'ltr'
}
