import { isRtl, type Locale, resolveLocale } from '@airlock/shared-protocol/i18n'
import { appStore } from '../stores/appStore.js'
import { currentLocale, setTranslations, t } from './t.js'

let latest = 0

function show(locale: Locale) {
  const root = document.documentElement
  root.lang = locale
  root.dir = isRtl(locale) ? 'rtl' : 'ltr'
  appStore.setState({
    locale,
    // The host page's ready-made buttons say the modal's language too; English is their own.
    hostLabels:
      locale === 'en'
        ? undefined
        : {
            connect: t('Connect Wallet'),
            connecting: t('Connecting...'),
            selectNetwork: t('Select Network'),
            unknownNetwork: t('Unknown Network'),
          },
  })
}

/**
 * Shows the modal in the first language of `candidates` it speaks (issue 42: the app's `locale`, else
 * the host page's `<html lang>`, else the browser's languages), English otherwise. English is in the
 * code and is applied at once (no promise); another language's catalogue is fetched first, and the
 * texts change only once it is in (one that fails to load leaves them as they are). Of calls that
 * overlap, the last one wins.
 */
export function applyLocale(candidates: readonly unknown[]): Promise<void> | undefined {
  const locale = resolveLocale([...candidates, ...(navigator.languages ?? [])])
  const call = ++latest
  if (locale === currentLocale()) {
    show(locale)
    return undefined
  }
  return import('./loadLocale.js')
    .then((m) => m.loadLocale(locale))
    .then(
      (translate) => {
        if (call !== latest) return
        setTranslations(locale, translate)
        show(locale)
      },
      (error: unknown) => console.error(`[Airlock] the ${locale} texts did not load`, error),
    )
}
