import { alertBoxClass } from '../components/Alert.js'
import { AlertIcon } from '../components/icons.js'
import { t } from '../i18n/t.js'

/**
 * Near a guarded button (useClickGuard) while the page hides or covers the modal: says the page is
 * doing it and that `action` works once the window is fully visible. The Alert's look. `action` is
 * the button's label as shown, translated (`t('Sign')`). The words are shared-protocol's
 * obscuredNotice, in the visitor's language (useClickGuard.test holds the English).
 */
export function GuardNotice({ id, action, shown }: { id: string; action: string; shown: boolean }) {
  if (!shown) return null
  const title = t('This page is hiding or covering the wallet window')
  const detail = t('{action} works once the window is fully visible.', { action })
  return (
    <div id={id} role="alert" data-testid="obscured-notice" className={`text-start ${alertBoxClass}`}>
      <AlertIcon />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="opacity-80">{detail}</p>
      </div>
    </div>
  )
}
