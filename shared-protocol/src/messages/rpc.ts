import * as z from 'zod'

/** An EIP-1193 request as it crosses the frame boundary. */
export const RpcRequestSchema = z.object({
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()).max(64), z.record(z.string(), z.unknown())]).optional(),
})
export type RpcRequest = z.infer<typeof RpcRequestSchema>

/**
 * A request the modal asks the host to run on one of the host's browser wallets. `namespace`
 * 'solana' runs a Wallet Standard feature (`standard:connect`, `solana:signMessage`, ...) on the
 * wallet's Solana side; absent, it is an EIP-1193 request.
 */
export const WalletRequestSchema = RpcRequestSchema.extend({
  walletId: z.string().min(1).max(128),
  namespace: z.enum(['eip155', 'solana']).optional(),
})
export type WalletRequest = z.infer<typeof WalletRequestSchema>

export const RpcErrorSchema = z.object({
  code: z.number().int(),
  message: z.string().max(4096),
  data: z.unknown().optional(),
})
export type RpcError = z.infer<typeof RpcErrorSchema>

/**
 * Errors do not survive comlink's structured clone with their `code`, so every call that can
 * fail the EIP-1193 way answers with an envelope instead of throwing.
 */
export const RpcResultSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: RpcErrorSchema }),
])
export type RpcResult = z.infer<typeof RpcResultSchema>
