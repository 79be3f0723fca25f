import { userAccounts } from './smartAccounts/userAccounts.js'
import type { StoredUser } from './userStore.js'
import type { WalletContext } from './walletContext.js'
import { toWalletUser, type WalletUser } from './walletUser.js'

/** The user as the frame receives it on `chainId` (the service's own chain by default), smart account read from the node. */
export async function walletUserOn(
  context: WalletContext,
  user: StoredUser,
  chainId = context.chainId,
): Promise<WalletUser> {
  const accounts = await userAccounts(context, user, chainId)
  const deployed =
    accounts.smart !== undefined && (await context.smartAccounts.isDeployed(accounts.smart, chainId))
  return toWalletUser(user, accounts, deployed)
}
