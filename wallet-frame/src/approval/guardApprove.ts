import { type GuardedTarget, type GuardTargetOptions, guardTarget } from '@airlock/shared-protocol/visibility'
import { t } from '../i18n/t.js'
import { el } from './el.js'

const NOTICE_ID = 'wallet-obscured'

/**
 * Keeps Approve disabled until the visitor has really seen it (clickGuard.ts), and while the page
 * around the modal hides or covers it, says so above `actions`, the row of buttons. The row is what is
 * watched, not Approve: a disabled button is drawn translucent, and the observer counts the target's
 * own opacity.
 */
export function guardApprove(
  approve: HTMLButtonElement,
  actions: HTMLElement,
  options: Omit<GuardTargetOptions, 'onChange'>,
): GuardedTarget {
  const doc = approve.ownerDocument
  // shared-protocol's obscuredNotice('Approve'), in the locale shown (guardApprove.test.ts holds the English to it).
  const title = t('This page is hiding or covering the wallet window')
  const detail = t('Approve works once the window is fully visible.')
  const notice = el(
    doc,
    'div',
    { id: NOTICE_ID, role: 'alert', 'data-testid': 'obscured-notice', class: 'notice' },
    el(doc, 'strong', {}, title),
    ' ',
    el(doc, 'span', {}, detail),
  )
  approve.disabled = true
  return guardTarget(actions, {
    ...options,
    onChange(state) {
      approve.disabled = state !== 'armed'
      if (state === 'obscured') {
        actions.before(notice)
        approve.setAttribute('aria-describedby', NOTICE_ID)
      } else {
        notice.remove()
        approve.removeAttribute('aria-describedby')
      }
    },
  })
}
