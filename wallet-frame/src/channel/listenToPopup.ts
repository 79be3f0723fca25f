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
 * no frame here that started it, so its sign-in gets no proof. Returns the function that stops it.
 */
export function listenToPopup({ self, proofOf }: ListenToPopupParameters): () => void {
  const origin = self.location.origin
  function receive(event: MessageEvent) {
    if (event.origin !== origin) return
    const source = event.source as Source | null
    if (!source || source === (self.parent as unknown) || typeof source.postMessage !== 'function') return
    if (!isRequest(event.data)) return
    const proof = proofOf(event.data.intent)
    if (proof === undefined) return
    const answer: SocialProofAnswer = { type: socialProofTypes.answer, intent: event.data.intent, proof }
    source.postMessage(answer, origin)
  }
  self.addEventListener('message', receive)
  return () => self.removeEventListener('message', receive)
}
