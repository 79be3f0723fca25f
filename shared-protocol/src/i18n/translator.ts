import { formatMessage, type MessageValues } from './formatMessage.js'
import type { Locale } from './locales.js'

/** A locale's formatter: the translation of an English source text, undefined where it has none. */
export type Translate = (message: string, values?: MessageValues) => string | undefined

/**
 * A package's texts (the modal's, the wallet frame's, the dev wallet's): `t('English source', values)`
 * returns the text in the locale applied last, `msg('…')` marks a source written apart from its `t`.
 * English is the source and needs no catalogue; a loader applies another locale's `translate`
 * (`setTranslations`) once its catalogue is in.
 */
export function createTranslator() {
  let active: Locale = 'en'
  let translate: Translate | undefined
  return {
    t: (message: string, values?: MessageValues): string =>
      translate?.(message, values) ?? formatMessage(message, values, active),
    msg: (message: string): string => message,
    /** The locale texts are shown in. */
    currentLocale: (): Locale => active,
    setTranslations(locale: Locale, next: Translate | undefined): void {
      active = locale
      translate = next
    },
  }
}
