import { isRtl, type Locale, SOURCE_LOCALE } from '@airlock/shared-protocol/i18n'
import type { Messages as LinguiMessages } from '@lingui/core'
import { setTranslations, type Translate } from './t.js'

type Messages = Record<string, unknown>

// One chunk per locale, each the frame's catalogue compiled at build (scripts/i18n/localesPlugin.ts):
// the page fetches only the one the modal speaks.
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
 * A locale's formatter: its catalogue fetched and formatted by Lingui (plurals by the locale's rules);
 * undefined for the source language. A text the catalogue lacks (none, by the catalogue test) falls
 * back to its English source.
 */
async function translationsFor(locale: Locale): Promise<Translate | undefined> {
  if (locale === SOURCE_LOCALE) return undefined
  // Lingui comes with the first catalogue: an English page loads neither.
  const [{ default: messages }, { setupI18n }] = await Promise.all([
    catalogues[locale as Exclude<Locale, 'en'>](),
    import('@lingui/core'),
  ])
  const i18n = setupI18n({ locale, messages: { [locale]: messages as LinguiMessages } })
  return (message, values) =>
    message in messages ? i18n._(message, values as Record<string, unknown>) : undefined
}

/** Shows texts in `locale` from now on. */
export async function loadLocale(locale: Locale): Promise<void> {
  setTranslations(locale, await translationsFor(locale))
}

let latest: Locale | undefined

/**
 * The modal's locale (SYNC_THEME) on the frame's page: the catalogue loaded, `<html lang dir>` set
 * (right to left for Arabic), then `redraw` so what is on screen speaks it. Of two calls in a row the
 * last one wins, whichever catalogue arrives first; a catalogue that fails to load leaves the texts as
 * they were (and the next call tries again). Resolves whether the page changed.
 */
export async function applyLocale(root: HTMLElement, locale: Locale, redraw: () => void): Promise<boolean> {
  if (latest === locale) return false
  latest = locale
  let next: Translate | undefined
  try {
    next = await translationsFor(locale)
  } catch {
    if (latest === locale) latest = undefined
    return false
  }
  if (latest !== locale) return false
  setTranslations(locale, next)
  root.lang = locale
  root.dir = isRtl(locale) ? 'rtl' : 'ltr'
  redraw()
  return true
}
