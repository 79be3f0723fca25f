import {
  type EmbeddedUser,
  LOGIN_PENDING_MESSAGE,
  type SocialProvider,
  socialNames,
  type TelegramOnHost,
  type ViewName,
} from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { messageOf, walletFrame } from '../connectors/embedded/walletFrame.js'
import { openModal, pushView, replaceView } from '../controllers/navigation.js'
import { mayConnect } from '../controllers/projectAccess.js'
import { askTelegramHost } from '../controllers/telegramHost.js'
import { getHost, openPopup } from '../lib/hostBridge.js'
import { appStore, currentView } from '../stores/appStore.js'
import { embeddedStore } from '../stores/embeddedStore.js'
import { connectNewUser } from './embeddedSession.js'
import { loginErrorText } from './loginErrors.js'
import { clearLeft, leftFor, markLeft } from './socialReturn.js'

// A newer login (another button, leaving and coming back) ends the older one's loop.
let login = 0

const onView = (view: ViewName, run: number) => run === login && currentView(appStore.getState()) === view

/** The login stopped: its error under the view, in the visitor's language. */
const fail = (error: unknown) =>
  embeddedStore.setState({ error: loginErrorText(messageOf(error)), busy: false })

/**
 * Asks the wallet frame, one bounded turn at a time, whether the visitor finished signing in elsewhere
 * (the popup, the Farcaster app), for as long as the login's view is on screen.
 */
async function untilSignedIn<T>(view: ViewName, run: number, turn: () => Promise<T>): Promise<T | undefined> {
  while (onView(view, run)) {
    try {
      return await turn()
    } catch (error) {
      if (messageOf(error) !== LOGIN_PENDING_MESSAGE) {
        if (onView(view, run)) fail(error)
        return undefined
      }
    }
  }
  return undefined
}

function signedIn(method: 'social' | 'farcaster', provider: SocialProvider) {
  track('CONNECT_SUCCESS', { method, name: socialNames[provider], provider })
  embeddedStore.setState({ social: undefined, farcasterUrl: undefined, busy: false })
  if (appStore.getState().open) replaceView('Account')
}

/**
 * Opens the provider's sign-in window from the host page. A blocked one is opened again with the
 * visitor's click; a closed one started its login already (its link works once), so a new one starts.
 */
export function openSocialWindow() {
  const social = embeddedStore.getState().social
  if (!social?.uri) return
  if (social.window === 'closed') return void connectSocial(social.provider)
  const set = (window: 'open' | 'blocked' | 'closed') => {
    const now = embeddedStore.getState().social
    if (now && now.uri === social.uri) embeddedStore.setState({ social: { ...now, window } })
  }
  set('open')
  openPopup(social.uri).then(
    () => set('closed'),
    () => set('blocked'),
  )
}

/**
 * Connect's social buttons (spec section 4): the frame starts the login and gives the URL of the
 * provider's sign-in, which the host opens in a popup (the click's activation reaches the host page);
 * the frame then claims the finished login with the secret only it holds.
 */
export async function connectSocial(provider: SocialProvider) {
  if (provider === 'farcaster') return connectFarcaster()
  if (!(await mayConnect())) return
  const run = ++login
  embeddedStore.setState({
    social: { provider, uri: undefined, window: 'opening' },
    error: undefined,
    busy: true,
  })
  if (currentView(appStore.getState()) !== 'ConnectingSocial') pushView('ConnectingSocial')
  const host = await askTelegramHost()
  if (!onView('ConnectingSocial', run)) return
  // Telegram's in-app browser opens no popup: the page itself goes to the provider and comes back.
  if (host?.inTelegram) return leavePage(provider, run, host)
  let uri: string
  try {
    ;({ uri } = await walletFrame().request('GET_SOCIAL_REDIRECT_URI', { provider }))
  } catch (error) {
    return onView('ConnectingSocial', run) ? fail(error) : undefined
  }
  if (!onView('ConnectingSocial', run)) return
  embeddedStore.setState({ social: { provider, uri, window: 'opening' } })
  openSocialWindow()
  const user = await untilSignedIn('ConnectingSocial', run, () =>
    walletFrame().request('CONNECT_SOCIAL', { uri }),
  )
  if (!user) return
  await connectNewUser(user)
  signedIn('social', provider)
}

/**
 * The sign-in without a popup (AppKit's flow inside Telegram): the frame starts it for the page's
 * URL, the modal notes it in the page's storage, and the host page goes to the provider; the page
 * comes back with a handoff (resumeSocialLogin).
 */
async function leavePage(provider: SocialProvider, run: number, host: TelegramOnHost) {
  let uri: string
  try {
    ;({ uri } = await walletFrame().request('GET_SOCIAL_REDIRECT_URI', { provider, returnUrl: host.href }))
  } catch (error) {
    return onView('ConnectingSocial', run) ? fail(error) : undefined
  }
  if (!onView('ConnectingSocial', run)) return
  embeddedStore.setState({ social: { provider, uri, window: 'leaving' } })
  markLeft(provider)
  try {
    await getHost()?.openUrl({ url: uri, target: '_self' })
  } catch (error) {
    clearLeft()
    if (onView('ConnectingSocial', run)) fail(error)
  }
}

/**
 * The page came back from a sign-in that left it (spec section 4's Telegram flow): the modal opens
 * on the sign-in and the frame claims it with the handoff the page's URL brought back (or learns why
 * it failed). Nothing to do when no sign-in left this page, or the visitor came back another way.
 */
export async function resumeSocialLogin() {
  const provider = leftFor()
  if (!provider) return
  const host = await askTelegramHost()
  clearLeft()
  const handoff = host?.handoff
  if (!handoff) return
  const run = ++login
  openModal()
  embeddedStore.setState({
    social: { provider, uri: undefined, window: 'back' },
    error: undefined,
    busy: true,
  })
  pushView('ConnectingSocial')
  let user: EmbeddedUser
  try {
    user = await walletFrame().request('CONNECT_SOCIAL_RETURN', { handoff })
  } catch (error) {
    return onView('ConnectingSocial', run) ? fail(error) : undefined
  }
  await connectNewUser(user)
  signedIn('social', provider)
}

/** ConnectingFarcaster: a QR of the Sign In With Farcaster link; the Farcaster app signs, the frame claims. */
export async function connectFarcaster() {
  if (!(await mayConnect())) return
  const run = ++login
  embeddedStore.setState({ farcasterUrl: undefined, error: undefined, busy: true })
  if (currentView(appStore.getState()) !== 'ConnectingFarcaster') pushView('ConnectingFarcaster')
  try {
    const { url } = await walletFrame().request('GET_FARCASTER_URI', {})
    if (!onView('ConnectingFarcaster', run)) return
    embeddedStore.setState({ farcasterUrl: url, busy: false })
  } catch (error) {
    return onView('ConnectingFarcaster', run) ? fail(error) : undefined
  }
  const done = await untilSignedIn('ConnectingFarcaster', run, () =>
    walletFrame().request('CONNECT_FARCASTER', {}),
  )
  if (!done) return
  try {
    await connectNewUser(await walletFrame().request('GET_USER', {}))
  } catch (error) {
    return fail(error)
  }
  signedIn('farcaster', 'farcaster')
}

/** Leaving a login's view ends its loop (the frame's turn under way runs out on its own). */
export function stopSocialLogin() {
  login++
  embeddedStore.setState({ social: undefined, farcasterUrl: undefined, busy: false, error: undefined })
}
