import type { ServerResponse } from 'node:http'
import { BaseError, type Hex, HttpRequestError, isAddressEqual, isHex, TimeoutError, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { json } from '../http/respond.js'
import { LockWaitTimeoutError } from '../limits/leaseLock.js'
import { KeyServiceUnavailableError } from './keyEncryptionKey.js'
import { readJsonBody } from './readJsonBody.js'
import { sendTransaction, TransactionRequestSchema } from './sendTransaction.js'
import type { StoredUser } from './userStore.js'
import type { WalletContext, WalletHandler } from './walletContext.js'
import { walletMessages } from './walletMessages.js'
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

/** EIP-1193 and JSON-RPC codes the frame maps to its errors. */
const codes = {
  notAllowed: 4200,
  unauthorized: 4100,
  invalidParams: -32602,
  rejected: -32000,
  internal: -32603,
  /** EIP-1193's "the provider is not connected to the requested chain". */
  unsupportedChain: 4901,
}

const fail = (response: ServerResponse, status: number, code: number, message: string) =>
  json(response, status, { error: { code, message } })

const invalidParams = (response: ServerResponse, detail: string) =>
  fail(response, 400, codes.invalidParams, `Invalid params: ${detail}`)

const wrongAccount = (response: ServerResponse) =>
  fail(response, 403, codes.unauthorized, walletMessages.WRONG_ACCOUNT)

/** Methods that need no key, answered here, and methods signed with the user's key. */
const localMethods = new Set(['eth_accounts', 'eth_chainId'])
const signingMethods = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

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
    if (!isAddressEqual(signer as Hex, user.address)) return wrongAccount(response)
    const account = privateKeyToAccount(await context.users.openKey(user.id))
    // A hex message is the bytes to sign (what viem and MetaMask send); other text is signed as UTF-8.
    const signature = await account.signMessage({ message: isHex(message) ? { raw: message } : message })
    return json(response, 200, { result: signature })
  }
  if (method === 'eth_signTypedData_v4') {
    const parsed = TypedDataParams.safeParse(params)
    if (!parsed.success) return invalidParams(response, 'expected [address, typedData]')
    const [signer, raw] = parsed.data
    if (!isAddressEqual(signer as Hex, user.address)) return wrongAccount(response)
    const typed = parseTypedData(raw)
    if (!typed) return invalidParams(response, 'typed data is not valid JSON of the EIP-712 shape')
    // viem derives EIP712Domain from the domain itself.
    const { EIP712Domain: _domain, ...types } = typed.types
    const account = privateKeyToAccount(await context.users.openKey(user.id))
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
  const parsed = SendTransactionParams.safeParse(params)
  if (!parsed.success) return invalidParams(response, 'expected [transaction]')
  const [request] = parsed.data
  if (request.from !== undefined && !isAddressEqual(request.from as Hex, user.address))
    return wrongAccount(response)
  if (request.chainId !== undefined && Number(BigInt(request.chainId)) !== chainId)
    return fail(response, 400, codes.invalidParams, walletMessages.WRONG_CHAIN)
  const rpcUrl = Object.hasOwn(context.chains, chainId) ? context.chains[chainId] : undefined
  if (!rpcUrl) return fail(response, 400, codes.unsupportedChain, walletMessages.UNSUPPORTED_CHAIN)
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
    if (error instanceof LockWaitTimeoutError)
      return fail(response, 503, codes.internal, walletMessages.SIGNING_BUSY)
    if (!(error instanceof BaseError)) throw error
    const down = error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
    if (down) return fail(response, 503, codes.internal, walletMessages.CHAIN_NODE_DOWN)
    // The node refused it (funds, gas, nonce): its reason is the useful text.
    fail(response, 400, codes.rejected, error.shortMessage)
  }
}

/**
 * `POST /api/rpc {method, params}` -> `{ result }` or `{ error: { code, message } }`. Only the spec's
 * EVM signing methods and two local reads exist here; every other method is refused before any key
 * or node is touched.
 */
export const walletRpc: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.rpcBodyBytes, RpcBody)
  if (!body) return
  const { method, params } = body
  const chainId = body.chainId ?? context.chainId
  if (!localMethods.has(method) && !signingMethods.has(method))
    return fail(response, 400, codes.notAllowed, walletMessages.RPC_NOT_ALLOWED)
  const user = await sessionUser(request, response, context)
  if (!user) return
  if (method === 'eth_accounts') return json(response, 200, { result: [user.address] })
  if (method === 'eth_chainId') return json(response, 200, { result: toHex(chainId) })
  try {
    await signWith(context, user, method, params, chainId, response)
  } catch (error) {
    if (!(error instanceof KeyServiceUnavailableError)) throw error
    console.error('[wallet]', error.message)
    fail(response, 503, codes.internal, walletMessages.KEY_SERVICE_DOWN)
  }
}
