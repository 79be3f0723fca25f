import type { ServerResponse } from 'node:http'
import { type Address, BaseError, type Hex, isAddressEqual, isHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { json } from '../http/respond.js'
import { KeyServiceUnavailableError } from './keyEncryptionKey.js'
import { grantPermissions, revokePermissions } from './permissions/permissionRpc.js'
import { readJsonBody } from './readJsonBody.js'
import { sendTransaction, TransactionRequestSchema } from './sendTransaction.js'
import { getCallsStatus, getCapabilities, sendCalls } from './smartAccounts/callBundles.js'
import { sendUserOperation } from './smartAccounts/sendUserOperation.js'
import { preferredAddress, userAccounts } from './smartAccounts/userAccounts.js'
import { sendDappUserOperation } from './smartAccounts/userOperationRpc.js'
import type { StoredUser } from './userStore.js'
import type { WalletContext, WalletHandler } from './walletContext.js'
import { walletMessages } from './walletMessages.js'
import { fail, failSend, invalidParams, rpcCodes, wrongAccount } from './walletRpcErrors.js'
import { sessionUser } from './walletSession.js'

const RpcBody = z.object({
  method: z.string().max(128),
  params: z.unknown().optional(),
  /** The frame's current chain (the network the visitor switched to); the service's own without it. */
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
})
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const PersonalSignParams = z.tuple([z.string().max(64 * 1024), address])
const TypedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).optional(),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const TypedDataParams = z.tuple([address, z.union([z.string().max(100 * 1024), TypedDataSchema])])
const SendTransactionParams = z.tuple([TransactionRequestSchema])

/** eth_signTypedData_v4 takes the typed data as JSON text (the EIP) or, from some dApps, as an object. */
function parseTypedData(raw: string | z.infer<typeof TypedDataSchema>) {
  if (typeof raw !== 'string') return raw
  try {
    const parsed = TypedDataSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Methods that need no key, answered here, and methods signed with the user's key. */
const localMethods = new Set([
  'eth_accounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])
const signingMethods = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/**
 * Which of the user's accounts `address` is on the chain: the EOA (everywhere) or the smart account
 * (where the chain has them); undefined for anyone else's. Opens no key.
 */
async function accountNamed(
  context: WalletContext,
  user: StoredUser,
  chainId: number,
  address: Address,
): Promise<'eoa' | 'smartAccount' | undefined> {
  if (isAddressEqual(address, user.address)) return 'eoa'
  if (!context.smartAccounts.has(chainId)) return undefined
  const smart = await context.smartAccounts.addressOf(user.address, chainId)
  return isAddressEqual(address, smart) ? 'smartAccount' : undefined
}

/** The signer of a message: the EOA's key, or the smart account it owns (ERC-6492 while counterfactual). */
async function signerOf(
  context: WalletContext,
  user: StoredUser,
  chainId: number,
  type: 'eoa' | 'smartAccount',
) {
  const key = await context.users.openKey(user.id)
  if (type === 'eoa') return privateKeyToAccount(key)
  return (await context.smartAccounts.open(key, chainId)).account
}

/** The key is opened for this one call only; JavaScript cannot wipe a string, so it is at least never kept. */
async function signWith(
  context: WalletContext,
  user: StoredUser,
  method: string,
  params: unknown,
  chainId: number,
  response: ServerResponse,
) {
  if (method === 'personal_sign') {
    const parsed = PersonalSignParams.safeParse(params)
    if (!parsed.success) return invalidParams(response, 'expected [message, address]')
    const [message, signer] = parsed.data
    const type = await accountNamed(context, user, chainId, signer as Address)
    if (!type) return wrongAccount(response)
    const account = await signerOf(context, user, chainId, type)
    // A hex message is the bytes to sign (what viem and MetaMask send); other text is signed as UTF-8.
    const signature = await account.signMessage({ message: isHex(message) ? { raw: message } : message })
    return json(response, 200, { result: signature })
  }
  if (method === 'eth_signTypedData_v4') {
    const parsed = TypedDataParams.safeParse(params)
    if (!parsed.success) return invalidParams(response, 'expected [address, typedData]')
    const [signer, raw] = parsed.data
    const type = await accountNamed(context, user, chainId, signer as Address)
    if (!type) return wrongAccount(response)
    const typed = parseTypedData(raw)
    if (!typed) return invalidParams(response, 'typed data is not valid JSON of the EIP-712 shape')
    // viem derives EIP712Domain from the domain itself.
    const { EIP712Domain: _domain, ...types } = typed.types
    const account = await signerOf(context, user, chainId, type)
    try {
      const signature = await account.signTypedData({
        domain: typed.domain ?? {},
        types,
        primaryType: typed.primaryType,
        message: typed.message,
      } as Parameters<typeof account.signTypedData>[0])
      return json(response, 200, { result: signature })
    } catch (error) {
      return invalidParams(
        response,
        error instanceof BaseError ? error.shortMessage : 'typed data does not match its types',
      )
    }
  }
  if (method === 'wallet_sendCalls') return sendCalls(context, user, params, chainId, response)
  if (method === 'eth_sendUserOperation')
    return sendDappUserOperation(context, user, params, chainId, response)
  if (method === 'wallet_grantPermissions') return grantPermissions(context, user, params, chainId, response)
  if (method === 'wallet_revokePermissions')
    return revokePermissions(context, user, params, chainId, response)
  const parsed = SendTransactionParams.safeParse(params)
  if (!parsed.success) return invalidParams(response, 'expected [transaction]')
  const [request] = parsed.data
  if (request.chainId !== undefined && Number(BigInt(request.chainId)) !== chainId)
    return fail(response, 400, rpcCodes.invalidParams, walletMessages.WRONG_CHAIN)
  const rpcUrl = Object.hasOwn(context.chains, chainId) ? context.chains[chainId] : undefined
  if (!rpcUrl) return fail(response, 400, rpcCodes.unsupportedChain, walletMessages.UNSUPPORTED_CHAIN)
  const from =
    request.from === undefined
      ? (await userAccounts(context, user, chainId)).preferred
      : await accountNamed(context, user, chainId, request.from as Address)
  if (!from) return wrongAccount(response)
  if (from === 'smartAccount') {
    if (!request.to)
      return invalidParams(response, 'a smart account sends to an address (no contract creation)')
    const call = {
      to: request.to as Address,
      data: (request.data ?? request.input) as Hex | undefined,
      value: request.value as Hex | undefined,
    }
    try {
      const hash = await sendUserOperation(context, user, chainId, [call], { wait: true })
      return json(response, 200, { result: hash })
    } catch (error) {
      return failSend(response, error, context.smartAccounts.bundlerUrl(chainId))
    }
  }
  try {
    const hash = await context.signingLock.withLock(String(user.id), async () =>
      sendTransaction({
        account: privateKeyToAccount(await context.users.openKey(user.id)),
        request,
        rpcUrl,
        chainId,
      }),
    )
    json(response, 200, { result: hash })
  } catch (error) {
    failSend(response, error)
  }
}

/**
 * `POST /api/rpc {method, params}` -> `{ result }` or `{ error: { code, message } }`. Only the spec's
 * EVM signing methods, EIP-5792's call bundles and two local reads exist here; every other method is
 * refused before any key or node is touched. On a chain with smart accounts the user's smart account
 * signs and sends (user operations through the chain's bundler) when named, or when preferred and
 * no account is named.
 */
export const walletRpc: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.rpcBodyBytes, RpcBody)
  if (!body) return
  const { method, params } = body
  const chainId = body.chainId ?? context.chainId
  if (!localMethods.has(method) && !signingMethods.has(method))
    return fail(response, 400, rpcCodes.notAllowed, walletMessages.RPC_NOT_ALLOWED)
  const user = await sessionUser(request, response, context)
  if (!user) return
  if (method === 'eth_accounts')
    return json(response, 200, { result: [preferredAddress(await userAccounts(context, user, chainId))] })
  if (method === 'eth_chainId') return json(response, 200, { result: toHex(chainId) })
  if (method === 'wallet_getCapabilities') return getCapabilities(context, user, params, response)
  if (method === 'wallet_getCallsStatus') return getCallsStatus(context, user, params, response)
  try {
    await signWith(context, user, method, params, chainId, response)
  } catch (error) {
    if (!(error instanceof KeyServiceUnavailableError)) throw error
    console.error('[wallet]', error.message)
    fail(response, 503, rpcCodes.internal, walletMessages.KEY_SERVICE_DOWN)
  }
}
