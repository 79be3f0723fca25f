import { decodeBase64 } from '@airlock/shared-protocol'
import * as z from 'zod'
import type { SolanaRpc } from './solanaRpc.js'

/**
 * Typed reads for the modal's Solana send and balance, over `solanaRpc`. Every answer is checked;
 * amounts come back as bigint (lamports and token base units).
 */

export type Commitment = 'processed' | 'confirmed' | 'finalized'

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/)
const lamports = z
  .number()
  .int()
  .nonnegative()
  .transform((n) => BigInt(n))
/** The `{ context, value }` envelope of most Solana reads, opened. */
function withContext<T>(value: z.ZodType<T>): z.ZodType<T> {
  return z.object({ context: z.object({ slot: z.number() }), value }).transform((answer) => answer.value as T)
}

const AccountSchema = z
  .object({
    owner: base58,
    lamports,
    data: z.tuple([z.string(), z.literal('base64')]),
    executable: z.boolean(),
  })
  .transform(({ owner, lamports, data, executable }) => ({
    owner,
    lamports,
    data: decodeBase64(data[0]),
    executable,
  }))
/** An account as the send reads it: its program (owner), balance and raw data. */
export type SolanaAccount = z.output<typeof AccountSchema>

/** The balance in lamports, as of `commitment` ('confirmed' unless told). */
export const getBalance = (rpc: SolanaRpc, address: string, commitment: Commitment = 'confirmed') =>
  rpc('getBalance', [address, { commitment }], withContext(lamports))

const BlockhashSchema = withContext(z.object({ blockhash: base58, lastValidBlockHeight: z.number().int() }))
export const getLatestBlockhash = (rpc: SolanaRpc, commitment: Commitment = 'confirmed') =>
  rpc('getLatestBlockhash', [{ commitment }], BlockhashSchema)

/** Each account, or null where none exists yet (in the order asked; at most 100, the node's cap). */
export function getMultipleAccounts(rpc: SolanaRpc, addresses: string[]) {
  if (addresses.length > 100) throw new Error('getMultipleAccounts: at most 100 accounts')
  return rpc(
    'getMultipleAccounts',
    [addresses, { encoding: 'base64', commitment: 'confirmed' }],
    withContext(z.array(AccountSchema.nullable()).length(addresses.length)),
  )
}

/** The account, or null when it does not exist. */
export const getAccountInfo = (rpc: SolanaRpc, address: string) =>
  rpc(
    'getAccountInfo',
    [address, { encoding: 'base64', commitment: 'confirmed' }],
    withContext(AccountSchema.nullable()),
  )

const TokenAccountsSchema = withContext(
  z.array(z.object({ pubkey: base58, account: AccountSchema })).max(1000),
)
/** The owner's token accounts of one mint, raw (decode them with tokenLayout's readTokenAccount). */
export const getTokenAccountsByOwner = (rpc: SolanaRpc, owner: string, mint: string) =>
  rpc(
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'base64', commitment: 'confirmed' }],
    TokenAccountsSchema,
  )

/** The fee in lamports a compiled message (base64) costs; null when its blockhash has expired. */
export const getFeeForMessage = (rpc: SolanaRpc, message: string) =>
  rpc('getFeeForMessage', [message, { commitment: 'confirmed' }], withContext(lamports.nullable()))

/** What an account of `space` bytes must hold to stay rent exempt, in lamports. */
export const getMinimumBalanceForRentExemption = (rpc: SolanaRpc, space: number) =>
  rpc('getMinimumBalanceForRentExemption', [space, { commitment: 'confirmed' }], lamports)

const StatusSchema = z.object({
  slot: z.number().int(),
  err: z.unknown(),
  confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable().optional(),
})
export type SignatureStatus = z.output<typeof StatusSchema>

/** Each signature's status, or null where the node has not seen it (at most 256, the node's cap). */
export function getSignatureStatuses(rpc: SolanaRpc, signatures: string[]) {
  if (signatures.length > 256) throw new Error('getSignatureStatuses: at most 256 signatures')
  return rpc(
    'getSignatureStatuses',
    [signatures],
    withContext(z.array(StatusSchema.nullable()).length(signatures.length)),
  )
}
