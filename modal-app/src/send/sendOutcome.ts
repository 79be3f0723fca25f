import { track } from '../api/analytics.js'
import { replaceView } from '../controllers/navigation.js'
import { shakeModal, showSnackbar } from '../controllers/snackbar.js'
import { t } from '../i18n/t.js'
import { resetSendState, sendStore } from '../stores/sendStore.js'

/** What the analytics events of one send carry. */
export interface SendEvent {
  token: string
  amount: string
  network: string
}

/** The wallet took the send: 'Transaction started', the form reset, back to Account. */
export function sendSucceeded(event: SendEvent, hash: unknown) {
  track('SEND_SUCCESS', { ...event, hash })
  showSnackbar('success', t('Transaction started'))
  resetSendState()
  replaceView('Account')
}

/**
 * The send did not happen: `shown` is the visitor's text (an English source marked for the
 * catalogues, said in the visitor's language), `message` the reason logged.
 */
export function sendFailed(event: SendEvent, message: string, shown: string) {
  track('SEND_ERROR', { ...event, message })
  sendStore.setState({ sending: false })
  showSnackbar('error', t(shown))
  shakeModal()
}
