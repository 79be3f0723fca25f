import type { Address } from 'viem'
import type { StoredUser } from '../userStore.js'
import type { WalletContext } from '../walletContext.js'
import type { AccountType } from './accountTypeStore.js'

/** A user's accounts on one chain: the EOA everywhere, the smart account where the chain has them. */
export interface UserAccounts {
  chainId: number
  eoa: Address
  /** Absent on a chain without smart accounts. */
  smart?: Address
  preferred: AccountType
}

/**
 * The user's accounts on the chain and the one they prefer: the stored choice, else spec section 6's
 * eip155 default (the smart account) where the chain has them. No key is opened.
 */
export async function userAccounts(
  context: WalletContext,
  user: StoredUser,
  chainId: number,
): Promise<UserAccounts> {
  if (!context.smartAccounts.has(chainId)) return { chainId, eoa: user.address, preferred: 'eoa' }
  const [smart, chosen] = await Promise.all([
    context.smartAccounts.addressOf(user.address, chainId),
    context.accountTypes.chosen(user.id, chainId),
  ])
  return { chainId, eoa: user.address, smart, preferred: chosen ?? 'smartAccount' }
}

/** The address the user acts with on the chain: the preferred account's. */
export const preferredAddress = ({ eoa, smart, preferred }: UserAccounts): Address =>
  preferred === 'smartAccount' && smart ? smart : eoa
