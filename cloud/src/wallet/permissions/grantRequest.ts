import { type Address, getAddress, type Hex, hexToBigInt } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import * as z from 'zod'

/** The longest session a dApp may be granted: a year, in seconds. */
export const MAX_SESSION_SECONDS = 365 * 24 * 60 * 60

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity')

/** ERC-7715's signer: the key or account the dApp will redeem with (viem's `grantPermissions` sends these). */
const SignerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('account'), data: z.object({ id: address }) }),
  z.object({
    type: z.literal('key'),
    data: z.object({
      type: z.literal('secp256k1'),
      publicKey: z.string().regex(/^0x04[0-9a-fA-F]{128}$/, 'an uncompressed secp256k1 public key'),
    }),
  }),
])

const AllowanceSchema = z.object({
  type: z.literal('token-allowance'),
  data: z.object({ allowance: quantity }),
})

const PermissionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('native-token-transfer'),
    data: z.object({ ticker: z.string().max(16).optional() }),
    policies: z.array(AllowanceSchema).length(1, 'one token-allowance policy'),
    required: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('erc20-token-transfer'),
    data: z.object({ address, ticker: z.string().max(16).optional() }),
    policies: z.array(AllowanceSchema).length(1, 'one token-allowance policy'),
    required: z.boolean().optional(),
  }),
])
export type RequestedPermission = z.infer<typeof PermissionSchema>

const GrantParamsSchema = z.tuple([
  z.object({
    chainId: quantity.optional(),
    address: address.optional(),
    expiry: z.number().int().positive(),
    signer: SignerSchema,
    permissions: z.array(PermissionSchema).length(1, 'exactly one permission'),
  }),
])

/** What a session may spend: ETH, or one ERC-20 token, up to an allowance in its smallest unit. */
export type SessionLimit =
  | { kind: 'native'; allowance: bigint }
  | { kind: 'erc20'; token: Address; allowance: bigint }

export interface GrantRequest {
  /** Who may redeem: the dApp's session key or account. */
  delegate: Address
  /** Seconds since 1970 after which nothing may be redeemed. */
  expiry: number
  limit: SessionLimit
  /** As the dApp asked for it: the answer's `grantedPermissions`. */
  permission: RequestedPermission
  /** The chain the dApp named (hex), when it named one. */
  chainId?: Hex
  /** The account the dApp named, when it named one. */
  account?: Address
}

export type GrantRequestResult = { ok: true; request: GrantRequest } | { ok: false; message: string }

/**
 * `wallet_grantPermissions` params (ERC-7715 as viem's `grantPermissions` sends them): one permission
 * to move ETH or one ERC-20 token, up to a token-allowance, to a signer, until an expiry. Anything
 * broader (no allowance, several permissions, a permission type nobody enforces) is refused rather
 * than granted wider than the visitor was shown.
 */
export function parseGrantRequest(params: unknown, nowSeconds: number): GrantRequestResult {
  const parsed = GrantParamsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') ?? ''
    return {
      ok: false,
      message: `Invalid permissions request: ${where ? `${where}: ` : ''}${issue?.message}`,
    }
  }
  const [{ chainId, address: account, expiry, signer, permissions }] = parsed.data
  const [permission] = permissions as [RequestedPermission]
  if (expiry <= nowSeconds)
    return { ok: false, message: 'Invalid permissions request: the expiry has passed' }
  if (expiry > nowSeconds + MAX_SESSION_SECONDS)
    return { ok: false, message: 'Invalid permissions request: the expiry must be within a year, in seconds' }
  const allowance = hexToBigInt((permission.policies[0]?.data.allowance ?? '0x0') as Hex)
  if (allowance === 0n) return { ok: false, message: 'Invalid permissions request: the allowance is zero' }
  const delegate =
    signer.type === 'account' ? getAddress(signer.data.id) : publicKeyToAddress(signer.data.publicKey as Hex)
  const limit: SessionLimit =
    permission.type === 'native-token-transfer'
      ? { kind: 'native', allowance }
      : { kind: 'erc20', token: getAddress(permission.data.address), allowance }
  return {
    ok: true,
    request: {
      delegate,
      expiry,
      limit,
      permission,
      ...(chainId ? { chainId: chainId as Hex } : {}),
      ...(account ? { account: getAddress(account) } : {}),
    },
  }
}

const RevokeParamsSchema = z.tuple([
  z.object({
    permissionsContext: z
      .string()
      .regex(/^0x[0-9a-fA-F]*$/)
      .max(16_384),
  }),
])

/** `wallet_revokePermissions [{ permissionsContext }]`: the context a grant answered with. */
export function parseRevokeRequest(
  params: unknown,
): { ok: true; context: Hex } | { ok: false; message: string } {
  const parsed = RevokeParamsSchema.safeParse(params)
  return parsed.success
    ? { ok: true, context: parsed.data[0].permissionsContext as Hex }
    : { ok: false, message: 'Invalid params: expected [{ permissionsContext }]' }
}
