import type { Address } from 'viem'
import type { StoredUser } from './userStore.js'

/** Spec section 3's embedded wallet user, as the frame receives it. */
export interface WalletUser {
  /** Absent for a user who signed up through a provider that gave no verified email. */
  email?: string
  /** The provider this session signed in with (`google`, `x`...); absent for an email login. */
  socialProvider?: string
  /** The user's name at that provider, when it has one. */
  username?: string
  address: Address
  chainId: number
  accounts: { address: Address; type: 'eoa' }[]
  smartAccountDeployed: boolean
  preferredAccountType: 'eoa'
}

/** Only an EOA exists so far: no smart account is deployed for anyone. */
export function toWalletUser(
  { email, socialProvider, username, address }: StoredUser,
  chainId: number,
): WalletUser {
  return {
    ...(email === undefined ? {} : { email }),
    ...(socialProvider === undefined ? {} : { socialProvider }),
    ...(username === undefined ? {} : { username }),
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}
