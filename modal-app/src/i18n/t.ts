import { createTranslator, type Translate } from '@airlock/shared-protocol/i18n'

/**
 * The modal's texts. Every text a view shows is `t('English source', values)`, written in the code
 * exactly as the spec says it (ICU MessageFormat); the other locales' catalogues map those sources to
 * their translations (src/locales/<area>/<locale>.json) and load on demand (./loadLocale.ts). Call
 * `t` when rendering, never at a module's top level: the locale can change while the modal runs.
 */
export type { Translate }

export const { t, msg, currentLocale, setTranslations } = createTranslator()
