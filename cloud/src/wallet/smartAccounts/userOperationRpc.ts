import type { ServerResponse } from 'node:http'
import { userOperationCalls } from '@airlock/shared-protocol/user-operation'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { json } from '../../http/respond.js'
import type { StoredUser } from '../userStore.js'
import type { WalletContext } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import { fail, failSend, rpcCodes, wrongAccount } from '../walletRpcErrors.js'
import { sendUserOperation } from './sendUserOperation.js'
import { userAccounts } from './userAccounts.js'

/**
 * `eth_sendUserOperation [userOperation, entryPoint]` (ERC-4337) -> the user operation's hash. The
 * dApp names what the visitor's smart account should do; the visitor approved those calls in the
 * frame; the wallet sends exactly them as a user operation of its own (its nonce, gas and signature,
 * the deployment when the account has none yet), so only the account's plain calls are accepted
 * (shared-protocol's `userOperationCalls`), from the smart account in use, to this chain's EntryPoint.
 */
export async function sendDappUserOperation(
  context: WalletContext,
  user: StoredUser,
  params: unknown,
  chainId: number,
  response: ServerResponse,
) {
  const read = userOperationCalls(params)
  if (!read.ok) return fail(response, 400, rpcCodes.invalidParams, read.message)
  if (!context.smartAccounts.has(chainId))
    return fail(response, 400, rpcCodes.unsupportedChain, walletMessages.SMART_ACCOUNTS_UNSUPPORTED)
  if (!isAddressEqual(read.entryPoint as Address, context.smartAccounts.environment(chainId).EntryPoint))
    return fail(response, 400, rpcCodes.invalidParams, walletMessages.UNSUPPORTED_ENTRY_POINT)
  const accounts = await userAccounts(context, user, chainId)
  if (!accounts.smart || !isAddressEqual(read.sender as Address, accounts.smart))
    return wrongAccount(response)
  if (accounts.preferred !== 'smartAccount')
    return fail(response, 400, rpcCodes.rejected, walletMessages.USER_OPERATIONS_NEED_SMART_ACCOUNT)
  const calls = read.calls.map(({ to, value, data }) => ({
    to: to as Address,
    value: value as Hex,
    ...(data === '0x' ? {} : { data: data as Hex }),
  }))
  try {
    const hash = await sendUserOperation(context, user, chainId, calls, { wait: false })
    return json(response, 200, { result: hash })
  } catch (error) {
    return failSend(response, error, context.smartAccounts.bundlerUrl(chainId))
  }
}
