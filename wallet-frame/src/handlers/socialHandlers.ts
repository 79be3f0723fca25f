import { type EmbeddedUser, LOGIN_PENDING_MESSAGE } from '@airlock/shared-protocol'
import { type ServiceUser, toEmbeddedUser } from '../api/embeddedUser.js'
import { FrameError, frameMessages } from '../api/frameError.js'
import type { WalletApi } from '../api/walletApi.js'
import type { Handlers } from './handlerTypes.js'

type SocialEvent =
  | 'GET_SOCIAL_REDIRECT_URI'
  | 'CONNECT_SOCIAL'
  | 'CONNECT_SOCIAL_RETURN'
  | 'GET_FARCASTER_URI'
  | 'CONNECT_FARCASTER'

/** The service's user as the claim routes answer it, or that the visitor is not done yet. */
type ClaimAnswer = ServiceUser | { status: 'pending' }

/** The login in progress: the public id the popup or QR carries, and the secrets only this frame holds. */
export interface PendingLogin {
  id: string
  claim: string
  /** Social only: what the popup's callback page gets from this frame to finish (listenToPopup.ts). */
  proof?: string
}

/** The logins under way in this frame: kept by its handlers, read by the popup's proof request. */
export interface PendingLogins {
  social?: PendingLogin | undefined
  farcaster?: PendingLogin | undefined
}

/** The proof of the social login under way, when `intent` is its id. */
export const socialProofOf = (pending: PendingLogins, intent: string): string | undefined =>
  pending.social?.id === intent ? pending.social.proof : undefined

/**
 * Social (OAuth in a popup the host opens) and Farcaster (a QR for the Farcaster app) logins. The
 * service gives each login a public id, which travels in the popup's URL or the QR, and a claim secret,
 * which stays in this frame's memory (`pending`): the host page sees the URL but only the frame can
 * turn the finished login into a session (with the flow cookie of its partition, which the browser
 * sends). A social login also has a proof, which this frame hands only to the popup's callback page.
 * Each CONNECT_ waits one long-poll turn; still pending, it answers LOGIN_PENDING_MESSAGE and the
 * modal asks again while the login is on screen.
 *
 * Inside Telegram's in-app browser there is no popup: the page itself goes to the provider and comes
 * back (`returnUrl`). This frame is gone meanwhile (and a third party's storage is blocked), so the
 * claim waits in an HttpOnly cookie of its partition that the service set; the page's URL brings back
 * a handoff, without which the service refuses the claim.
 */
export function socialHandlers(api: WalletApi, pending: PendingLogins = {}): Handlers<SocialEvent> {
  async function claim(path: string, body: Record<string, string>): Promise<EmbeddedUser> {
    const answer = await api.post<ClaimAnswer>(path, body)
    if ('status' in answer) throw new FrameError(LOGIN_PENDING_MESSAGE)
    return toEmbeddedUser(answer)
  }

  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }) {
      pending.social = undefined
      const { uri, intent, claim, proof } = await api.post<{
        uri: string
        intent: string
        claim: string
        proof: string
      }>('/api/social/start', returnUrl === undefined ? { provider } : { provider, returnUrl })
      if (returnUrl === undefined) pending.social = { id: intent, claim, proof }
      return { uri }
    },
    CONNECT_SOCIAL_RETURN: ({ handoff }) => claim('/api/social/returned', { handoff }),
    async CONNECT_SOCIAL({ uri }) {
      const login = pending.social
      // Only the login this frame started: a uri from anywhere else names an intent it has no secret for.
      if (!login || new URL(uri).searchParams.get('intent') !== login.id)
        throw new FrameError(frameMessages.NO_LOGIN)
      const user = await claim('/api/social/claim', { intent: login.id, claim: login.claim })
      if (pending.social === login) pending.social = undefined
      return user
    },
    async GET_FARCASTER_URI() {
      pending.farcaster = undefined
      const { url, channelToken, claim } = await api.post<{
        url: string
        channelToken: string
        claim: string
      }>('/api/farcaster/start', {})
      pending.farcaster = { id: channelToken, claim }
      return { url }
    },
    async CONNECT_FARCASTER() {
      const login = pending.farcaster
      if (!login) throw new FrameError(frameMessages.NO_LOGIN)
      const user = await claim('/api/farcaster/claim', { channelToken: login.id, claim: login.claim })
      if (pending.farcaster === login) pending.farcaster = undefined
      return { userName: user.userName ?? '' }
    },
  }
}
