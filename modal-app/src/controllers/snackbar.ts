import { msg, t } from '../i18n/t.js'
import { appStore } from '../stores/appStore.js'
import { onClose } from './navigation.js'

/** Spec: a new message while one shows hides the old one and appears after 150 ms. */
export const SNACKBAR_SWAP_MS = 150
const SNACKBAR_SHOW_MS = 2200
let key = 0
let swapTimer: ReturnType<typeof setTimeout> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined
let clearsOnClose = false

/**
 * Closing the modal ends what its snackbar said: left over, a message (a loading one stays until
 * replaced) would sit over the view the next open() shows.
 */
export function clearSnackbar() {
  clearTimeout(swapTimer)
  clearTimeout(hideTimer)
  if (appStore.getState().snackbar) appStore.setState({ snackbar: undefined })
}

export function showSnackbar(variant: 'success' | 'error' | 'loading', message: string) {
  if (!clearsOnClose) {
    clearsOnClose = true
    onClose(clearSnackbar)
  }
  clearTimeout(swapTimer)
  clearTimeout(hideTimer)
  const show = () => {
    appStore.setState({ snackbar: { variant, message, key: ++key } })
    if (variant !== 'loading')
      hideTimer = setTimeout(() => appStore.setState({ snackbar: undefined }), SNACKBAR_SHOW_MS)
  }
  if (appStore.getState().snackbar) {
    appStore.setState({ snackbar: undefined })
    swapTimer = setTimeout(show, SNACKBAR_SWAP_MS)
  } else show()
}

/** What a click says when the code it needs could not be fetched (a flaky network): nothing else changed. */
export const CODE_LOAD_FAILED = msg('Could not load this step - check your connection and try again')

export function showCodeLoadFailure(error: unknown) {
  console.error('[Airlock] a part of the modal failed to load', error)
  showSnackbar('error', t(CODE_LOAD_FAILED))
}

/** Spec section 9: the dialog shakes for 500 ms on an error the visitor should notice. */
export const SHAKE_MS = 500
let shakeTimer: ReturnType<typeof setTimeout> | undefined

export function shakeModal() {
  clearTimeout(shakeTimer)
  appStore.setState({ shake: true })
  shakeTimer = setTimeout(() => appStore.setState({ shake: false }), SHAKE_MS)
}
