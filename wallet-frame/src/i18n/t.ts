import { createTranslator, type Translate } from '@airlock/shared-protocol/i18n'

/**
 * The frame's texts, as the modal's (modal-app/src/i18n/t.ts): every text the approval shows is
 * `t('English source', values)` (ICU MessageFormat), the other locales' catalogues map those sources to
 * their translations (src/locales/frame/<locale>.json) and load on demand (./loadLocale.ts). Call `t`
 * when drawing, never at a module's top level: the modal can change the locale while the frame runs.
 * Texts that go back to the modal (error messages) stay English.
 */
export type { Translate }

export const { t, msg, currentLocale, setTranslations } = createTranslator()
