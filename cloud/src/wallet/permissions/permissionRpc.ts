import type { ServerResponse } from 'node:http'
import { hexToNumber, isAddressEqual } from 'viem'
import { json } from '../../http/respond.js'
import { sendUserOperation } from '../smartAccounts/sendUserOperation.js'
import { userAccounts } from '../smartAccounts/userAccounts.js'
import type { StoredUser } from '../userStore.js'
import type { WalletContext } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import { fail, failSend, rpcCodes, wrongAccount } from '../walletRpcErrors.js'
import { parseGrantRequest, parseRevokeRequest } from './grantRequest.js'
import { grantSession, revocationCall } from './sessionDelegation.js'

/** Smart sessions are the smart account's delegations: on its chains, while it is the account in use. */
async function smartAccountInUse(
  context: WalletContext,
  user: StoredUser,
  chainId: number,
  response: ServerResponse,
) {
  const accounts = await userAccounts(context, user, chainId)
  if (!accounts.smart || accounts.preferred !== 'smartAccount') {
    fail(response, 400, rpcCodes.rejected, walletMessages.SESSIONS_NEED_SMART_ACCOUNT)
    return undefined
  }
  return accounts.smart
}

/**
 * wallet_grantPermissions (ERC-7715): the visitor approved it in the frame; the smart account signs
 * a delegation of exactly that to the dApp's key, which the chain enforces from then on.
 */
export async function grantPermissions(
  context: WalletContext,
  user: StoredUser,
  params: unknown,
  chainId: number,
  response: ServerResponse,
) {
  const parsed = parseGrantRequest(params, Math.floor(context.now() / 1000))
  if (!parsed.ok) return fail(response, 400, rpcCodes.invalidParams, parsed.message)
  const { request } = parsed
  if (request.chainId !== undefined && hexToNumber(request.chainId) !== chainId)
    return fail(response, 400, rpcCodes.invalidParams, walletMessages.WRONG_CHAIN)
  const smart = await smartAccountInUse(context, user, chainId, response)
  if (!smart) return
  if (request.account && !isAddressEqual(request.account, smart)) return wrongAccount(response)
  try {
    const { account } = await context.smartAccounts.open(await context.users.openKey(user.id), chainId)
    return json(response, 200, { result: await grantSession({ account, chainId, request }) })
  } catch (error) {
    return failSend(response, error, context.smartAccounts.bundlerUrl(chainId))
  }
}

/**
 * wallet_revokePermissions: the smart account disables one of its own delegations on chain (a user
 * operation), after which the dApp's key can spend nothing more with it. Answers once included.
 */
export async function revokePermissions(
  context: WalletContext,
  user: StoredUser,
  params: unknown,
  chainId: number,
  response: ServerResponse,
) {
  const parsed = parseRevokeRequest(params)
  if (!parsed.ok) return fail(response, 400, rpcCodes.invalidParams, parsed.message)
  const smart = await smartAccountInUse(context, user, chainId, response)
  if (!smart) return
  // The delegation names its delegator: no key is opened to find the call, only to send it.
  const account = { address: smart, environment: context.smartAccounts.environment(chainId) }
  const revocation = await revocationCall(account, parsed.context)
  if (!revocation.ok) return fail(response, 400, rpcCodes.invalidParams, revocation.message)
  try {
    await sendUserOperation(context, user, chainId, [revocation.call], { wait: true })
    return json(response, 200, { result: null })
  } catch (error) {
    return failSend(response, error, context.smartAccounts.bundlerUrl(chainId))
  }
}
