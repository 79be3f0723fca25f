import type { ServerResponse } from 'node:http'
import { type Address, type Hex, isAddressEqual, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { json } from '../../http/respond.js'
import { sendTransaction } from '../sendTransaction.js'
import type { StoredUser } from '../userStore.js'
import type { WalletContext } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import { fail, failSend, invalidParams, rpcCodes, wrongAccount } from '../walletRpcErrors.js'
import { paymasterForCalls, supportsPaymasterService } from './paymasterCapability.js'
import { sendUserOperation } from './sendUserOperation.js'
import { preferredAddress, userAccounts } from './userAccounts.js'

// EIP-5792 (version 2.0.0) as viem's sendCalls, getCallsStatus and getCapabilities speak it.

/** At most this many calls in one bundle (one user operation). */
const MAX_CALLS = 16

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const Capabilities = z.record(z.string(), z.unknown())
const Call = z.object({
  to: address,
  data: hex.max(2 + 2 * 128 * 1024).optional(),
  value: quantity.optional(),
  capabilities: Capabilities.optional(),
})
const SendCallsParams = z.tuple([
  z.object({
    version: z.literal('2.0.0'),
    id: z.string().optional(),
    chainId: quantity,
    from: address.optional(),
    calls: z.array(Call).min(1),
    atomicRequired: z.boolean(),
    capabilities: Capabilities.optional(),
  }),
])
const GetCallsStatusParams = z.tuple([z.string().regex(/^0x[0-9a-fA-F]{64}$/)])
const GetCapabilitiesParams = z.union([
  z.tuple([]),
  z.tuple([address.optional()]),
  z.tuple([address.optional(), z.array(quantity).max(64).optional()]),
])

/** A capability the dApp requires (not marked `optional: true`): none but paymasterService is supported. */
const requiresCapability = (capabilities: Record<string, unknown> | undefined) =>
  Object.values(capabilities ?? {}).some(
    (capability) => (capability as { optional?: unknown } | null)?.optional !== true,
  )

/**
 * `wallet_sendCalls [{ version, chainId, from?, calls, atomicRequired, capabilities? }]` -> `{ id }`:
 * from the smart account, all calls as one user operation (atomic), answered once the bundler took
 * it, sponsored by the chain's paymaster or the dApp's `paymasterService` (ERC-7677) when the chain
 * lists it (see paymasterForCalls); from the EOA, one call only, as a transaction.
 */
export async function sendCalls(
  context: WalletContext,
  user: StoredUser,
  params: unknown,
  chainId: number,
  response: ServerResponse,
) {
  const parsed = SendCallsParams.safeParse(params)
  if (!parsed.success) {
    const calls = (params as [{ calls?: unknown }] | undefined)?.[0]?.calls
    if (Array.isArray(calls) && calls.length > MAX_CALLS)
      return fail(response, 400, rpcCodes.bundleTooLarge, walletMessages.BUNDLE_TOO_LARGE)
    return invalidParams(response, 'expected [{ version: "2.0.0", chainId, from, calls, atomicRequired }]')
  }
  const [bundle] = parsed.data
  if (bundle.calls.length > MAX_CALLS)
    return fail(response, 400, rpcCodes.bundleTooLarge, walletMessages.BUNDLE_TOO_LARGE)
  if (bundle.id !== undefined) return invalidParams(response, 'the wallet chooses the bundle id')
  if (Number(BigInt(bundle.chainId)) !== chainId)
    return fail(response, 400, rpcCodes.unsupportedChainId, walletMessages.WRONG_CHAIN)
  const { paymasterService, ...otherCapabilities } = bundle.capabilities ?? {}
  if (requiresCapability(otherCapabilities) || bundle.calls.some((c) => requiresCapability(c.capabilities)))
    return fail(response, 400, rpcCodes.unsupportedCapability, walletMessages.UNSUPPORTED_CAPABILITY)
  const rpcUrl = Object.hasOwn(context.chains, chainId) ? context.chains[chainId] : undefined
  if (!rpcUrl) return fail(response, 400, rpcCodes.unsupportedChainId, walletMessages.UNSUPPORTED_CHAIN)
  const accounts = await userAccounts(context, user, chainId)
  const from = (bundle.from ?? preferredAddress(accounts)) as Address
  const calls = bundle.calls.map(({ to, data, value }) => ({
    to: to as Address,
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(value === undefined ? {} : { value: value as Hex }),
  }))
  if (accounts.smart && isAddressEqual(from, accounts.smart)) {
    const paymaster = paymasterForCalls(context.smartAccounts.paymasters(chainId), paymasterService)
    if (paymaster === 'unsupported')
      return fail(response, 400, rpcCodes.unsupportedCapability, walletMessages.UNSUPPORTED_CAPABILITY)
    try {
      const id = await sendUserOperation(context, user, chainId, calls, {
        wait: false,
        paymaster: paymaster ?? null,
      })
      await context.callBundles.add(id, user.id, chainId, 'userOperation')
      return json(response, 200, { result: { id } })
    } catch (error) {
      return failSend(response, error, context.smartAccounts.bundlerUrl(chainId))
    }
  }
  if (!isAddressEqual(from, accounts.eoa)) return wrongAccount(response)
  // The EOA pays its own gas: no paymaster sponsors a plain transaction.
  if (paymasterService !== undefined && requiresCapability({ paymasterService }))
    return fail(response, 400, rpcCodes.unsupportedCapability, walletMessages.UNSUPPORTED_CAPABILITY)
  if (calls.length > 1)
    return fail(response, 400, rpcCodes.atomicityUnsupported, walletMessages.ATOMICITY_UNSUPPORTED)
  try {
    const id = await context.signingLock.withLock(String(user.id), async () =>
      sendTransaction({
        account: privateKeyToAccount(await context.users.openKey(user.id)),
        request: calls[0] as (typeof calls)[number],
        rpcUrl,
        chainId,
      }),
    )
    await context.callBundles.add(id, user.id, chainId, 'transaction')
    json(response, 200, { result: { id } })
  } catch (error) {
    failSend(response, error)
  }
}

interface RpcReceipt {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** The EIP's receipt: the chain's, only the fields it names. */
const callReceipt = (receipt: RpcReceipt) => ({
  logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status: receipt.status,
  blockHash: receipt.blockHash,
  blockNumber: receipt.blockNumber,
  gasUsed: receipt.gasUsed,
  transactionHash: receipt.transactionHash,
})

/**
 * `wallet_getCallsStatus [id]` -> `{ version, id, chainId, atomic, status, receipts }`: 100 pending,
 * 200 confirmed, 500 reverted on chain. Only the user who sent the bundle reads it (5730 otherwise).
 */
export async function getCallsStatus(
  context: WalletContext,
  user: StoredUser,
  params: unknown,
  response: ServerResponse,
) {
  const parsed = GetCallsStatusParams.safeParse(params)
  if (!parsed.success) return fail(response, 400, rpcCodes.unknownBundle, walletMessages.UNKNOWN_BUNDLE)
  const [id] = parsed.data
  const bundle = await context.callBundles.find(id, user.id)
  if (!bundle) return fail(response, 400, rpcCodes.unknownBundle, walletMessages.UNKNOWN_BUNDLE)
  const { chainId } = bundle
  let receipt: RpcReceipt | undefined
  let success = false
  try {
    if (bundle.kind === 'userOperation') {
      const found = (await context.smartAccounts.bundlerRequest(chainId, 'eth_getUserOperationReceipt', [
        id,
      ])) as { receipt: RpcReceipt; success: boolean } | null
      receipt = found?.receipt
      // The bundle's transaction succeeds even when the operation in it reverted: the EntryPoint says which.
      success = found?.success === true
    } else {
      const found = (await context.smartAccounts
        .publicClient(chainId)
        .request({ method: 'eth_getTransactionReceipt', params: [id as Hex] })) as RpcReceipt | null
      receipt = found ?? undefined
      success = found?.status === '0x1'
    }
  } catch (error) {
    return failSend(
      response,
      error,
      context.smartAccounts.has(chainId) ? context.smartAccounts.bundlerUrl(chainId) : undefined,
    )
  }
  json(response, 200, {
    result: {
      version: '2.0.0',
      id,
      chainId: numberToHex(chainId),
      atomic: true,
      status: receipt === undefined ? 100 : success ? 200 : 500,
      ...(receipt === undefined ? {} : { receipts: [callReceipt(receipt)] }),
    },
  })
}

/**
 * `wallet_getCapabilities [address, chainIds?]` -> per chain (hex id) `{ atomic: { status } }`:
 * 'supported' for the user's smart account on its chains, 'unsupported' for the EOA; beside it
 * `paymasterService: { supported: true }` (ERC-7677) for the smart account on a chain with a paymaster
 * (its own or ones a dApp may name). Chains the wallet does not send on are left out.
 */
export async function getCapabilities(
  context: WalletContext,
  user: StoredUser,
  params: unknown,
  response: ServerResponse,
) {
  const parsed = GetCapabilitiesParams.safeParse(params ?? [])
  if (!parsed.success) return invalidParams(response, 'expected [address, chainIds?]')
  const [named, chainIds] = parsed.data
  const wanted = chainIds?.map((id) => Number(BigInt(id))) ?? Object.keys(context.chains).map(Number)
  const chains = wanted.filter((chainId) => Object.hasOwn(context.chains, chainId))
  const capabilities: Record<
    Hex,
    { atomic: { status: 'supported' | 'unsupported' }; paymasterService?: { supported: true } }
  > = {}
  let known = named === undefined
  for (const chainId of chains) {
    const accounts = await userAccounts(context, user, chainId)
    const address = (named ?? preferredAddress(accounts)) as Address
    if (accounts.smart && isAddressEqual(address, accounts.smart)) {
      capabilities[numberToHex(chainId)] = {
        atomic: { status: 'supported' },
        ...(supportsPaymasterService(context.smartAccounts.paymasters(chainId))
          ? { paymasterService: { supported: true } }
          : {}),
      }
      known = true
    } else if (isAddressEqual(address, accounts.eoa)) {
      capabilities[numberToHex(chainId)] = { atomic: { status: 'unsupported' } }
      known = true
    }
  }
  if (!known && named !== undefined && !isAddressEqual(named as Address, user.address))
    return wrongAccount(response)
  json(response, 200, { result: capabilities })
}
