import { formatMessage, type Locale, type MessageValues, SOURCE_LOCALE } from '@airlock/shared-protocol/i18n'

/**
 * The frame's texts, as the modal's (modal-app/src/i18n/t.ts): every text the approval shows is
 * `t('English source', values)` (ICU MessageFormat), the other locales' catalogues map those sources to
 * their translations (src/locales/frame/<locale>.json) and load on demand (./loadLocale.ts). Call `t`
 * when drawing, never at a module's top level: the modal can change the locale while the frame runs.
 * Texts that go back to the modal (error messages) stay English.
 */
export type Translate = (message: string, values?: MessageValues) => string | undefined

let active: Locale = SOURCE_LOCALE
let translate: Translate | undefined

export function t(message: string, values?: MessageValues): string {
  return translate?.(message, values) ?? formatMessage(message, values, active)
}

/** Marks a source text for the catalogues where it is written apart from its `t` call (a table of labels). */
export const msg = (message: string): string => message

/** The locale texts are shown in. */
export const currentLocale = (): Locale => active

/** Called by the loader once a locale's catalogue is in (no `translate` for the source language). */
export function setTranslations(locale: Locale, next: Translate | undefined): void {
  active = locale
  translate = next
}
