import type { Hex, LocalAccount } from 'viem'

/** One line of what the device displays, e.g. `{ label: 'Amount', value: '0.1 ETH' }`. */
export interface Screen {
  label: string
  value: string
}

/** A confirmation the device asks the user for: its title and the screens the user pages through. */
export interface Review {
  kind: 'address' | 'transaction' | 'message' | 'typedData'
  title: string
  screens: Screen[]
}

/** An account at a derivation path, with what GET_ADDRESS reports of it. */
export interface PathKey {
  account: LocalAccount & { sign: NonNullable<LocalAccount['sign']> }
  /** Uncompressed secp256k1 public key, 65 bytes. */
  publicKey: Hex
  chainCode: Uint8Array
}

/** What a command handler can reach on the device. */
export interface AppContext {
  keyAt(path: string): PathKey
  blindSigning(): boolean
  /** Shows a review and resolves with the user's choice. */
  review(review: Review): Promise<boolean>
  /** Shows a screen that only informs (a refusal), then returns to the app's home. */
  inform(review: Review): void
}
