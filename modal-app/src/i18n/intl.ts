import { currentLocale } from './t.js'

/**
 * Numbers, amounts and dates in the visitor's locale, through `Intl`. English keeps the spec's
 * en-US; Arabic keeps Latin digits, as crypto amounts and addresses are read beside each other.
 */
export function intlLocale(): string {
  const locale = currentLocale()
  return locale === 'en' ? 'en-US' : locale === 'ar' ? 'ar-u-nu-latn' : locale
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = intlLocale()
  const key = `${kind} ${locale} ${JSON.stringify(options)}`
  const known = cache.get(key) as T | undefined
  if (known) return known
  const format = make(locale)
  cache.set(key, format)
  return format
}

/** An `Intl.NumberFormat` for the current locale (one per locale and options). */
export const numberFormat = (options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('n', options, (locale) => new Intl.NumberFormat(locale, options))

/** An `Intl.DateTimeFormat` for the current locale. */
export const dateFormat = (options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('d', options, (locale) => new Intl.DateTimeFormat(locale, options))

/** 'Today', 'Yesterday' (`days` 0 or -1) and the like, capitalized as a heading, in the current locale. */
export function relativeDay(days: number): string {
  const text = cached('r', {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
    days,
    'day',
  )
  return text.charAt(0).toLocaleUpperCase(intlLocale()) + text.slice(1)
}
