import { isValidEmail, times, type ViewName } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { dropWalletFrame, messageOf, walletFrame } from '../connectors/embedded/walletFrame.js'
import { onClose, pushView, replaceView } from '../controllers/navigation.js'
import { mayConnect } from '../controllers/projectAccess.js'
import { t } from '../i18n/t.js'
import { appStore, currentView } from '../stores/appStore.js'
import { embeddedStore } from '../stores/embeddedStore.js'
import { connectNewUser } from './embeddedSession.js'
import { loginErrorText, retryAfterText } from './loginErrors.js'

/** The steps of an email login after the email was sent: leaving them (Back, close) abandons it. */
const loginViews: ReadonlySet<ViewName> = new Set(['EmailVerifyDevice', 'EmailVerifyOtp'])

// The login under way: each step's answer lands only while its attempt is still the visitor's.
let attempt = 0
let active = false
// The frame is polling the service for the device link (CONNECT_DEVICE, up to 30 s).
let deviceWait = false
let watching = false
/** When each email was last sent a login mail (spec section 5: a second attempt within 30 s is refused). */
const lastSent = new Map<string, number>()

/** Milliseconds left of `email`'s cooldown, 0 when it may be sent again. */
export function cooldownLeft(email: string, now = Date.now()): number {
  const sent = lastSent.get(email.toLowerCase())
  return sent === undefined ? 0 : Math.max(0, sent + times.emailLoginCooldown - now)
}

/**
 * Ends the login under way: its pending answers are dropped, the field is free again, and a device
 * wait stops for real (the frame goes with its poll; the next step makes a new one), so a link opened
 * later moves nothing here.
 */
export function abandonEmailLogin() {
  if (!active) return
  active = false
  attempt++
  embeddedStore.setState({ busy: false, error: undefined })
  if (deviceWait) {
    deviceWait = false
    dropWalletFrame()
  }
}

function watchAbandon() {
  if (watching) return
  watching = true
  let previous = currentView(appStore.getState())
  appStore.subscribe((state) => {
    const view = currentView(state)
    if (loginViews.has(previous) && !loginViews.has(view)) abandonEmailLogin()
    previous = view
  })
  onClose(abandonEmailLogin)
}

function begin(): number {
  watchAbandon()
  active = true
  return ++attempt
}

/** One step of attempt `run`: busy while it runs; its answer or error lands only if `run` is still current. */
async function step<T>(run: number, work: () => Promise<T>): Promise<T | undefined> {
  embeddedStore.setState({ busy: true, error: undefined })
  try {
    const answer = await work()
    return run === attempt ? answer : undefined
  } catch (error) {
    if (run === attempt) embeddedStore.setState({ error: loginErrorText(messageOf(error)) })
    return undefined
  } finally {
    if (run === attempt) embeddedStore.setState({ busy: false })
  }
}

/**
 * Connect's email field (and "Resend code"): the wallet service mails a device link (new browser) or a
 * one-time code. Within 30 s of the last mail to that email the spec's refusal shows at once.
 */
export async function connectEmail(email: string) {
  const trimmed = email.trim()
  embeddedStore.setState({ email: trimmed })
  if (!isValidEmail(trimmed)) return embeddedStore.setState({ error: t('Invalid email') })
  const wait = cooldownLeft(trimmed)
  if (wait > 0) return embeddedStore.setState({ error: retryAfterText(wait / 1000) })
  if (!(await mayConnect())) return
  const run = begin()
  const from = currentView(appStore.getState())
  const answer = await step(run, async () => {
    const sent = await walletFrame().request('CONNECT_EMAIL', { email: trimmed })
    lastSent.set(trimmed.toLowerCase(), Date.now())
    return sent
  })
  if (!answer || currentView(appStore.getState()) !== from) return
  pushView(answer.action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp')
}

/** EmailVerifyDevice: waits (up to 30 s a try) for the link in the email to be opened, then asks for the code. */
export async function awaitDevice() {
  const run = attempt
  if (!active) return
  deviceWait = true
  const done = await step(run, () => walletFrame().request('CONNECT_DEVICE', {}))
  if (run === attempt) deviceWait = false
  if (done && currentView(appStore.getState()) === 'EmailVerifyDevice') replaceView('EmailVerifyOtp')
}

/** EmailVerifyOtp: the code from the email; right, the embedded account is connected. */
export async function submitOtp(otp: string) {
  const verified = await step(attempt, async () => {
    await walletFrame().request('CONNECT_OTP', { otp })
    return walletFrame().request('GET_USER', {})
  })
  if (!verified) return
  active = false
  await connectNewUser(verified)
  track('CONNECT_SUCCESS', { method: 'email', name: 'Email' })
  if (appStore.getState().open) replaceView('Account')
}
