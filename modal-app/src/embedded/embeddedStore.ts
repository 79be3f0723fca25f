import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** Where an email login stands (spec section 4: email, then device verification or OTP, then the user). */
export interface EmbeddedState {
  email: string
  /** A request to the wallet frame is under way (the button waits, the field is read-only). */
  busy: boolean
  /** The text under the field or code at fault: the frame's or the service's message, or ours. */
  error: string | undefined
  /** The signed-in user's email, shown in Account. */
  userEmail: string | undefined
}

export const embeddedStore = createStore<EmbeddedState>(() => ({
  email: '',
  busy: false,
  error: undefined,
  userEmail: undefined,
}))

export const useEmbedded = <T>(selector: (state: EmbeddedState) => T): T => useStore(embeddedStore, selector)
