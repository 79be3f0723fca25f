import { formatMessage, type Locale, type MessageValues } from '@airlock/shared-protocol/i18n'

/**
 * The modal's texts. Every text a view shows is `t('English source', values)`, written in the code
 * exactly as the spec says it (ICU MessageFormat); the other locales' catalogues map those sources to
 * their translations (src/locales/<area>/<locale>.json) and load on demand (./loadLocale.ts). Call
 * `t` when rendering, never at a module's top level: the locale can change while the modal runs.
 */
export type Translate = (message: string, values?: MessageValues) => string | undefined

// English, the source, until a catalogue is applied (./applyLocale.ts).
let active: Locale = 'en'
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
