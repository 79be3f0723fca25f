/**
 * Between the social popup's callback page (served by the wallet service) and the wallet frame, both
 * on the wallet origin, never the modal: the page asks the frames of its opener which one started its
 * sign-in (`request`, with the intent id); that frame alone answers the page with its proof
 * (`answer`), which binds the sign-in to the browser the frame runs in. DOM- and zod-free, so the
 * service (Node) can name them too.
 */
export const socialProofTypes = {
  request: '@airlock-social/PROOF_REQUEST',
  answer: '@airlock-social/PROOF',
} as const

/** The page's request: the intent id of its sign-in (public: it was in the popup's first URL). */
export interface SocialProofRequest {
  type: typeof socialProofTypes.request
  intent: string
}

/** The frame's answer, to the page that asked and to the wallet origin only. */
export interface SocialProofAnswer {
  type: typeof socialProofTypes.answer
  intent: string
  proof: string
}
