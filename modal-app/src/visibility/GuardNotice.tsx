import { obscuredNotice } from '@airlock/shared-protocol/visibility'
import { alertBoxClass } from '../components/Alert.js'
import { AlertIcon } from '../components/icons.js'

/**
 * Near a guarded button (useClickGuard) while the page hides or covers the modal: says the page is
 * doing it and that `action` works once the window is fully visible. The Alert's look.
 */
export function GuardNotice({ id, action, shown }: { id: string; action: string; shown: boolean }) {
  if (!shown) return null
  const { title, detail } = obscuredNotice(action)
  return (
    <div id={id} role="alert" data-testid="obscured-notice" className={`text-left ${alertBoxClass}`}>
      <AlertIcon />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="opacity-80">{detail}</p>
      </div>
    </div>
  )
}
