import type { Address } from 'viem'
import type { StoredUser } from './userStore.js'

/** Spec section 3's embedded wallet user, as the frame receives it. */
export interface WalletUser {
  email: string
  address: Address
  chainId: number
  accounts: { address: Address; type: 'eoa' }[]
  smartAccountDeployed: boolean
  preferredAccountType: 'eoa'
}

/** Only an EOA exists so far: no smart account is deployed for anyone. */
export function toWalletUser({ email, address }: StoredUser, chainId: number): WalletUser {
  return {
    email,
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}
