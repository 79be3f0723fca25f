import type { Address } from 'viem'
import type { AccountType } from './smartAccounts/accountTypeStore.js'
import { preferredAddress, type UserAccounts } from './smartAccounts/userAccounts.js'
import type { StoredUser } from './userStore.js'

/** Spec section 3's embedded wallet user, as the frame receives it. */
export interface WalletUser {
  /** Absent for a user who signed up through a provider that gave no verified email. */
  email?: string
  /** The provider this session signed in with (`google`, `x`...); absent for an email login. */
  socialProvider?: string
  /** The user's name at that provider, when it has one. */
  username?: string
  /** The preferred account's address. */
  address: Address
  chainId: number
  /** The preferred account first; the smart account only on a chain that has them. */
  accounts: { address: Address; type: AccountType }[]
  smartAccountDeployed: boolean
  preferredAccountType: AccountType
}

/**
 * The user on one chain: the EOA alone where the chain has no smart accounts, else both accounts,
 * the preferred one first.
 */
export function toWalletUser(
  { email, socialProvider, username }: StoredUser,
  accounts: UserAccounts,
  smartAccountDeployed = false,
): WalletUser {
  const list: WalletUser['accounts'] = [{ address: accounts.eoa, type: 'eoa' }]
  if (accounts.smart) {
    const smart = { address: accounts.smart, type: 'smartAccount' } as const
    if (accounts.preferred === 'smartAccount') list.unshift(smart)
    else list.push(smart)
  }
  return {
    ...(email === undefined ? {} : { email }),
    ...(socialProvider === undefined ? {} : { socialProvider }),
    ...(username === undefined ? {} : { username }),
    address: preferredAddress(accounts),
    chainId: accounts.chainId,
    accounts: list,
    smartAccountDeployed: accounts.smart !== undefined && smartAccountDeployed,
    preferredAccountType: accounts.preferred,
  }
}
