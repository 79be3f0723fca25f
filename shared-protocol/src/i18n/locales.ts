/**
 * The languages Airlock speaks. English is the source: the texts written in the code (the spec's,
 * exactly); every other locale is a catalogue of them, fetched on demand.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const SOURCE_LOCALE = 'en' satisfies Locale

/** Longest language tag taken from a caller (BCP 47 tags in practice stay far below it). */
export const MAX_LOCALE_TAG = 35

/** Locales written right to left. */
export const isRtl = (locale: Locale): boolean => locale === 'ar'

/**
 * The locale a language tag asks for, or undefined when Airlock does not speak it: the exact tag,
 * else its language (`de-AT` is German, `pt` and `pt-PT` are the Brazilian catalogue). Chinese is
 * Simplified unless the tag says Traditional script or a region that writes it.
 */
export function localeOf(tag: unknown): Locale | undefined {
  if (typeof tag !== 'string' || !tag || tag.length > MAX_LOCALE_TAG) return undefined
  const parts = tag.replace(/_/g, '-').toLowerCase().split('-')
  const language = parts[0]
  if (language === 'zh')
    return parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo') ? undefined : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  return LOCALES.find((locale) => locale === language)
}

/**
 * The locale to show: the first of the candidates Airlock speaks (in order: the app's `locale`
 * option, the host page's `<html lang>`, the browser's languages), else English.
 */
export function resolveLocale(candidates: readonly unknown[]): Locale {
  for (const candidate of candidates) {
    const locale = localeOf(candidate)
    if (locale) return locale
  }
  return SOURCE_LOCALE
}
