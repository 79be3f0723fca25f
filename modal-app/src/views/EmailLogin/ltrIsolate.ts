import { isRtl } from '@airlock/shared-protocol/i18n'
import { currentLocale } from '../../i18n/t.js'

/**
 * An email address inside a sentence given as a plain string (a hint): in a right-to-left locale it is
 * isolated left to right (U+2066 … U+2069), so its dots and @ stay in place; elsewhere it is as it is.
 */
export const ltrIsolate = (text: string): string => (isRtl(currentLocale()) ? `\u2066${text}\u2069` : text)
