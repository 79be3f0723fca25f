import {
  type SocialProofAnswer,
  type SocialProofRequest,
  socialProofTypes,
} from '@airlock/shared-protocol/social-proof'
import type { FrameWindow } from './frameWindow.js'

export interface ListenToPopupParameters {
  self: FrameWindow
  /** The proof of the social login this frame started, when `intent` is its id; else undefined. */
  proofOf(intent: string): string | undefined
}

/**
 * What the proof listener did with each message the frame's window received, by the first check it
 * failed (counts only, never contents): a bench or test sends forged requests and checks that every
 * one was dropped, not merely that nothing visible happened.
 */
export interface ProofListenerStats {
  answered: number
  dropped: {
    /** Not from this (the wallet) origin: the host page, the modal, any other site. */
    foreignOrigin: number
    /** No window to answer, or the parent. */
    foreignSource: number
    /** Not a proof request. */
    malformed: number
    /** A proof request for a sign-in this frame did not start (or none under way). */
    otherIntent: number
  }
}

export interface PopupChannel {
  stats: ProofListenerStats
  destroy(): void
}

interface Source {
  postMessage(message: unknown, targetOrigin: string): void
}

const isRequest = (data: unknown): data is SocialProofRequest =>
  typeof data === 'object' &&
  data !== null &&
  (data as SocialProofRequest).type === socialProofTypes.request &&
  typeof (data as SocialProofRequest).intent === 'string'

/**
 * The frame's one listener besides the modal's: the social popup's callback page (top level on this
 * same origin, in the window the host page opened) asks which frame started its sign-in. Drop unless
 * the message comes from this origin (the host page, the modal and any other site cannot), from a
 * window that is not the parent, and is a proof request naming the login this frame started; then
 * answer that window alone, with targetOrigin = this origin. A link opened in another browser finds
 * no frame here that started it, so its sign-in gets no proof. Every drop is counted.
 */
export function listenToPopup({ self, proofOf }: ListenToPopupParameters): PopupChannel {
  const origin = self.location.origin
  const stats: ProofListenerStats = {
    answered: 0,
    dropped: { foreignOrigin: 0, foreignSource: 0, malformed: 0, otherIntent: 0 },
  }
  function receive(event: MessageEvent) {
    if (event.origin !== origin) return void stats.dropped.foreignOrigin++
    const source = event.source as Source | null
    if (!source || source === (self.parent as unknown) || typeof source.postMessage !== 'function')
      return void stats.dropped.foreignSource++
    if (!isRequest(event.data)) return void stats.dropped.malformed++
    const proof = proofOf(event.data.intent)
    if (proof === undefined) return void stats.dropped.otherIntent++
    const answer: SocialProofAnswer = { type: socialProofTypes.answer, intent: event.data.intent, proof }
    stats.answered++
    source.postMessage(answer, origin)
  }
  self.addEventListener('message', receive)
  return { stats, destroy: () => self.removeEventListener('message', receive) }
}
