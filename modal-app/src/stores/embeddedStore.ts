import type { AccountType, EmbeddedUser, SocialProvider } from '@airlock/shared-protocol'
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
  /** The address an email change moves to (UpdateEmailWallet and the two codes after it). */
  newEmail: string
  /** The Farcaster or social account's handle, and which login it was (Account shows them). */
  userName: string | undefined
  socialProvider: SocialProvider | undefined
  /** The social login on screen (ConnectingSocial): its provider, URL and the sign-in window's state. */
  social: SocialLogin | undefined
  /** The Farcaster login on screen (ConnectingFarcaster): the Sign In With Farcaster link its QR holds. */
  farcasterUrl: string | undefined
  /** Spec section 3's account state: which of the user's accounts is connected, and both of them. */
  preferredAccountType: AccountType | undefined
  smartAccountDeployed: boolean | undefined
  accounts: EmbeddedUser['accounts']
}

export interface SocialLogin {
  provider: SocialProvider
  uri: string | undefined
  /**
   * 'blocked': the browser refused the window (the visitor's click opens it again); 'closed': gone
   * before the end. Inside Telegram there is no window: 'leaving' while the page goes to the
   * provider, 'back' when it came back and the frame claims.
   */
  window: 'opening' | 'open' | 'blocked' | 'closed' | 'leaving' | 'back'
}

export const embeddedStore = createStore<EmbeddedState>(() => ({
  email: '',
  busy: false,
  error: undefined,
  userEmail: undefined,
  newEmail: '',
  userName: undefined,
  socialProvider: undefined,
  social: undefined,
  farcasterUrl: undefined,
  preferredAccountType: undefined,
  smartAccountDeployed: undefined,
  accounts: [],
}))

export const useEmbedded = <T>(selector: (state: EmbeddedState) => T): T => useStore(embeddedStore, selector)
