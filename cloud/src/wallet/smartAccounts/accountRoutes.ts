import * as z from 'zod'
import { json } from '../../http/respond.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletHandler } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import { sessionUser } from '../walletSession.js'
import { preferredAddress, userAccounts } from './userAccounts.js'

const chainId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const AccountTypeBody = z.object({ chainId, type: z.enum(['eoa', 'smartAccount']) })
const InitBody = z.object({ chainId })

/** `GET /api/smart-account-networks`: the chain ids where users have smart accounts. */
export const smartAccountNetworks: WalletHandler = async (request, response, context) => {
  if (!(await sessionUser(request, response, context))) return
  json(response, 200, { smartAccountEnabledNetworks: context.smartAccounts.networks })
}

/** `POST /api/account-type {chainId, type}` -> `{ type, address }`: the account the user acts with there, stored. */
export const setAccountType: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.rpcBodyBytes, AccountTypeBody)
  if (!body) return
  const user = await sessionUser(request, response, context)
  if (!user) return
  if (body.type === 'smartAccount' && !context.smartAccounts.has(body.chainId))
    return json(response, 400, { message: walletMessages.SMART_ACCOUNTS_UNSUPPORTED })
  await context.accountTypes.choose(user.id, body.chainId, body.type)
  const accounts = await userAccounts(context, user, body.chainId)
  json(response, 200, { type: accounts.preferred, address: preferredAddress(accounts) })
}

/**
 * `POST /api/smart-account/init {chainId}` -> `{ address, isDeployed }`: the user's smart account there,
 * counterfactual until its first user operation deploys it.
 */
export const initSmartAccount: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.rpcBodyBytes, InitBody)
  if (!body) return
  const user = await sessionUser(request, response, context)
  if (!user) return
  if (!context.smartAccounts.has(body.chainId))
    return json(response, 400, { message: walletMessages.SMART_ACCOUNTS_UNSUPPORTED })
  const address = await context.smartAccounts.addressOf(user.address, body.chainId)
  json(response, 200, { address, isDeployed: await context.smartAccounts.isDeployed(address, body.chainId) })
}
