import { createTranslator, type Translate } from '@airlock/shared-protocol/i18n'

/**
 * The dev wallet's texts, as the modal's (modal-app/src/i18n/t.ts): every text the page shows is
 * `t('English source', values)` (ICU MessageFormat), the other locales' catalogues map those sources to
 * their translations (src/locales/wallet/<locale>.json) and load on demand (./loadLocale.ts), in the
 * browser's language. Call `t` when drawing, never at a module's top level. What goes to the dApp
 * (error messages, refusals) stays English.
 */
export type { Translate }

export const { t, msg, currentLocale, setTranslations } = createTranslator()
