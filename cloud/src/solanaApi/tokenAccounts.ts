import * as z from 'zod'
import type { SolanaRpcClient } from './solanaRpcClient.js'

/** SPL Token and Token-2022: a wallet's tokens may sit under either program. */
export const TOKEN_PROGRAM_IDS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

const AccountsSchema = z.object({
  value: z.array(z.object({ pubkey: z.string(), account: z.object({ data: z.unknown() }) })).max(10_000),
})
const ParsedDataSchema = z.object({
  parsed: z.object({
    info: z.object({
      mint: z.string(),
      tokenAmount: z.object({
        amount: z.string().regex(/^\d{1,30}$/),
        decimals: z.number().int().min(0).max(255),
      }),
    }),
  }),
})

export interface TokenAccount {
  /** The token account's own address (transfers to the wallet land here). */
  address: string
  /** What it holds, when the node parsed it (an account it cannot parse still has a history). */
  holding: { mint: string; amount: bigint; decimals: number } | undefined
}

/** A wallet's token accounts under both token programs, with their parsed holdings. */
export async function tokenAccountsOf(rpc: SolanaRpcClient, owner: string): Promise<TokenAccount[]> {
  const lists = await Promise.all(
    TOKEN_PROGRAM_IDS.map((programId) =>
      rpc.call(
        'getTokenAccountsByOwner',
        [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
        AccountsSchema,
      ),
    ),
  )
  return lists.flatMap((list) =>
    list.value.map(({ pubkey, account }) => {
      const parsed = ParsedDataSchema.safeParse(account.data)
      const info = parsed.success ? parsed.data.parsed.info : undefined
      return {
        address: pubkey,
        holding: info && {
          mint: info.mint,
          amount: BigInt(info.tokenAmount.amount),
          decimals: info.tokenAmount.decimals,
        },
      }
    }),
  )
}
