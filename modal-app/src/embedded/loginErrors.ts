import { msg, t } from '../i18n/t.js'

/**
 * The texts the wallet frame and its service answer a login or an email change with (wallet-frame's
 * frameMessages, cloud's walletMessages), marked for the catalogues: the frame's answers stay English
 * (the dApp gets them as RPC error messages too), and the login views show them translated. A text not
 * listed here shows as the service wrote it.
 */
export const serviceMessages = [
  msg('An error occurred'),
  msg('Start the sign-in again'),
  msg('Enter your email first'),
  msg('The device was not approved in time, please try again'),
  msg('Another login was started'),
  msg('Invalid email'),
  msg('Invalid code'),
  msg('The code has expired, please request a new one'),
  msg('Too many wrong attempts, please request a new code'),
  msg('No code is pending, please request a new one'),
  msg('This device is not verified for this email'),
  msg('The device approval has expired, please start again'),
  msg('Not signed in'),
  msg('This email is already in use'),
  msg('This is already your email'),
  msg('No email change is pending'),
  msg('This account has no email to change'),
  msg('The email could not be sent, please try again'),
  msg('The key service did not answer, please try again'),
  msg('Too many requests'),
  msg('Social provider not configured'),
  msg('This sign-in link has expired. Please try again.'),
  msg('This sign-in must be started from the app you are signing in to. Start again there.'),
  msg('This sign-in belongs to another window'),
  msg('Too many sign-ins under way, please finish one or try again in a few minutes'),
  msg('Social login failed: the sign-in was cancelled'),
  msg('Social login failed: the provider refused'),
  msg('Social login failed: the provider did not answer'),
  msg('Social login failed: the provider is no longer configured'),
] as const

// shared-protocol's formatRetryAfterMessage, the service's and the modal's own throttle text.
const RETRY_AFTER = /^Please try again after (\d+) seconds$/

/** The spec's throttle text ('Please try again after N seconds') in the visitor's language. */
export const retryAfterText = (seconds: number): string =>
  t('Please try again after {seconds} seconds', { seconds: Math.max(0, Math.ceil(seconds)) })

/**
 * An English text of the frame, its service or the login flows as the login views show it, in the
 * visitor's language: the embedded store's `error` is the text the views show as it is.
 */
export function loginErrorText(message: string): string {
  const wait = RETRY_AFTER.exec(message)
  if (wait) return retryAfterText(Number(wait[1]))
  // A text with braces is not one of ours (it would read as message arguments): shown as it is.
  return message.includes('{') ? message : t(message)
}
