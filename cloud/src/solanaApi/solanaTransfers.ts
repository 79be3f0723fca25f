import * as z from 'zod'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
export const SOL_DECIMALS = 9

const InstructionSchema = z.object({ programId: z.string(), parsed: z.unknown().optional() })
const TokenBalanceSchema = z.object({
  accountIndex: z.number().int().nonnegative(),
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({ decimals: z.number().int().min(0).max(255) }),
})

/** The parts of a `getTransaction` answer (encoding jsonParsed) the index reads. */
export const ParsedTransactionSchema = z.object({
  slot: z.number().int().nonnegative(),
  blockTime: z.number().int().nullable().optional(),
  meta: z
    .object({
      err: z.unknown(),
      preTokenBalances: z.array(TokenBalanceSchema).nullish(),
      postTokenBalances: z.array(TokenBalanceSchema).nullish(),
      innerInstructions: z
        .array(z.object({ index: z.number().int(), instructions: z.array(InstructionSchema) }))
        .nullish(),
    })
    .nullable(),
  transaction: z.object({
    signatures: z.array(z.string()).min(1),
    message: z.object({
      accountKeys: z.array(z.object({ pubkey: z.string(), signer: z.boolean() })).min(1),
      instructions: z.array(InstructionSchema),
    }),
  }),
})
export type ParsedTransaction = z.infer<typeof ParsedTransactionSchema>

export interface SolanaTx {
  signature: string
  slot: number
  /** seconds since epoch (0 when the node does not know) */
  blockTime: number
  /** The first signer: who sent it and paid its fee. */
  feePayer: string
  success: boolean
}

/**
 * One movement of value between wallets (token accounts resolved to their owners). A mint's
 * sender and a burn's recipient are the mint itself.
 */
export interface SolanaTransfer {
  signature: string
  /** Order within the transaction: instructions, each followed by its inner ones. */
  seq: number
  kind: 'sol' | 'spl' | 'mint' | 'burn'
  /** The SPL mint; null for SOL. */
  mint: string | null
  sender: string
  recipient: string
  /** Integer amount in base units (lamports for SOL). */
  amount: string
  decimals: number
}

/**
 * Lamports as JSON numbers: u64, so past 2^53 (over 9 million SOL, which a stake pool holds) not a
 * safe integer, yet still a whole number (zod's int() would refuse it).
 */
export const lamports = z.number().nonnegative().refine(Number.isInteger, 'Not a whole number')
const Amount = z.union([z.string().regex(/^\d{1,30}$/), lamports]).transform(String)
const SolMove = z.object({
  type: z.enum(['transfer', 'transferWithSeed']),
  info: z.object({ source: z.string(), destination: z.string(), lamports: Amount }),
})
const Checked = z.object({ amount: Amount, decimals: z.number().int().min(0).max(255) })
const TokenMove = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('transfer'),
    info: z.object({ source: z.string(), destination: z.string(), amount: Amount }),
  }),
  z.object({
    type: z.literal('transferChecked'),
    info: z.object({ source: z.string(), destination: z.string(), mint: z.string(), tokenAmount: Checked }),
  }),
  z.object({
    type: z.enum(['mintTo', 'mintToChecked']),
    info: z.object({
      account: z.string(),
      mint: z.string(),
      amount: Amount.optional(),
      tokenAmount: Checked.optional(),
    }),
  }),
  z.object({
    type: z.enum(['burn', 'burnChecked']),
    info: z.object({
      account: z.string(),
      mint: z.string(),
      amount: Amount.optional(),
      tokenAmount: Checked.optional(),
    }),
  }),
])

interface TokenAccount {
  mint: string
  /** The wallet owning the token account; the account itself when the node does not say. */
  owner: string
  decimals: number
}

/** Token accounts named by the transaction, from its pre- and post-token balances. */
function tokenAccountsOf(tx: ParsedTransaction): Map<string, TokenAccount> {
  const keys = tx.transaction.message.accountKeys
  const accounts = new Map<string, TokenAccount>()
  for (const balance of [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])]) {
    const address = keys[balance.accountIndex]?.pubkey
    if (!address) continue
    accounts.set(address, {
      mint: balance.mint,
      owner: balance.owner ?? address,
      decimals: balance.uiTokenAmount.decimals,
    })
  }
  return accounts
}

type Move = Omit<SolanaTransfer, 'signature' | 'seq'>

function tokenMove(parsed: unknown, accounts: Map<string, TokenAccount>): Move | undefined {
  const move = TokenMove.safeParse(parsed)
  if (!move.success) return undefined
  const ownerOf = (account: string) => accounts.get(account)?.owner ?? account
  const { data } = move
  if (data.type === 'transfer' || data.type === 'transferChecked') {
    const known = accounts.get(data.info.source) ?? accounts.get(data.info.destination)
    const mint = data.type === 'transferChecked' ? data.info.mint : known?.mint
    const decimals = data.type === 'transferChecked' ? data.info.tokenAmount.decimals : known?.decimals
    const amount = data.type === 'transferChecked' ? data.info.tokenAmount.amount : data.info.amount
    // A plain transfer names no mint: without the accounts' balances it cannot be told apart.
    if (mint === undefined || decimals === undefined) return undefined
    const sender = ownerOf(data.info.source)
    return { kind: 'spl', mint, sender, recipient: ownerOf(data.info.destination), amount, decimals }
  }
  const amount = data.info.tokenAmount?.amount ?? data.info.amount
  const decimals = data.info.tokenAmount?.decimals ?? accounts.get(data.info.account)?.decimals
  if (amount === undefined || decimals === undefined) return undefined
  const holder = ownerOf(data.info.account)
  const { mint } = data.info
  return data.type === 'mintTo' || data.type === 'mintToChecked'
    ? { kind: 'mint', mint, sender: mint, recipient: holder, amount, decimals }
    : { kind: 'burn', mint, sender: holder, recipient: mint, amount, decimals }
}

function moveOf(
  instruction: z.infer<typeof InstructionSchema>,
  accounts: Map<string, TokenAccount>,
): Move | undefined {
  if (instruction.programId === SYSTEM_PROGRAM) {
    const move = SolMove.safeParse(instruction.parsed)
    if (!move.success) return undefined
    const { source, destination, lamports } = move.data.info
    return {
      kind: 'sol',
      mint: null,
      sender: source,
      recipient: destination,
      amount: lamports,
      decimals: SOL_DECIMALS,
    }
  }
  return TOKEN_PROGRAMS.has(instruction.programId) ? tokenMove(instruction.parsed, accounts) : undefined
}

/**
 * A landed transaction as the index keeps it: who sent it, whether it succeeded, and the SOL and SPL
 * transfers its instructions (inner ones included: a program's CPI moves value too) made. Rent paid
 * to create accounts is not a transfer between wallets, and a failed transaction moved nothing.
 */
export function transfersOf(tx: ParsedTransaction): { tx: SolanaTx; transfers: SolanaTransfer[] } {
  const signature = tx.transaction.signatures[0] as string
  const success = tx.meta !== null && tx.meta.err === null
  const row: SolanaTx = {
    signature,
    slot: tx.slot,
    blockTime: tx.blockTime ?? 0,
    feePayer: tx.transaction.message.accountKeys[0]?.pubkey as string,
    success,
  }
  if (!success) return { tx: row, transfers: [] }
  const accounts = tokenAccountsOf(tx)
  const inner = new Map((tx.meta?.innerInstructions ?? []).map((entry) => [entry.index, entry.instructions]))
  const ordered = tx.transaction.message.instructions.flatMap((instruction, index) => [
    instruction,
    ...(inner.get(index) ?? []),
  ])
  const transfers: SolanaTransfer[] = []
  for (const instruction of ordered) {
    const move = moveOf(instruction, accounts)
    if (move && move.amount !== '0') transfers.push({ signature, seq: transfers.length, ...move })
  }
  return { tx: row, transfers }
}
