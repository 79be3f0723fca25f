import { isValidEmail } from '@airlock/shared-protocol'
import { walletFrame } from '../connectors/embedded/walletFrame.js'
import { goBack, pushView, replaceView } from '../controllers/navigation.js'
import { showSnackbar } from '../controllers/snackbar.js'
import { t } from '../i18n/t.js'
import { appStore, currentView } from '../stores/appStore.js'
import { embeddedStore } from '../stores/embeddedStore.js'
import { run } from './embeddedSession.js'

/**
 * Account's "Update email" (spec section 4): the new address is sent, a code to the current one
 * confirms it is the owner (VERIFY_PRIMARY_OTP), then a code to the new one (VERIFY_SECONDARY_OTP)
 * stores it.
 */
export async function startEmailUpdate(newEmail: string) {
  const email = newEmail.trim()
  embeddedStore.setState({ newEmail: email })
  if (!isValidEmail(email)) return embeddedStore.setState({ error: t('Invalid email') })
  if (email.toLowerCase() === embeddedStore.getState().userEmail?.toLowerCase())
    return embeddedStore.setState({ error: t('This is your current email') })
  const answer = await run(() => walletFrame().request('UPDATE_EMAIL', { email }))
  if (!answer) return
  if (currentView(appStore.getState()) === 'UpdateEmailWallet') pushView('UpdateEmailPrimaryOtp')
}

export async function submitPrimaryOtp(otp: string) {
  const done = await run(() => walletFrame().request('UPDATE_EMAIL_PRIMARY_OTP', { otp }))
  if (done && currentView(appStore.getState()) === 'UpdateEmailPrimaryOtp')
    replaceView('UpdateEmailSecondaryOtp')
}

export async function submitSecondaryOtp(otp: string) {
  const done = await run(() => walletFrame().request('UPDATE_EMAIL_SECONDARY_OTP', { otp }))
  if (!done) return
  embeddedStore.setState({ userEmail: done.newEmail, newEmail: '' })
  showSnackbar('success', t('Email updated'))
  // Back to Account: this step replaced the first code's, so two steps back is where "Update email" was.
  if (currentView(appStore.getState()) === 'UpdateEmailSecondaryOtp') {
    goBack()
    goBack()
  }
}
