import { encodeBase64 } from '@airlock/shared-protocol'
import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { toBaseUnits } from '../lib/decimal.js'
import {
  getFeeForMessage,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getTokenAccountsByOwner,
} from './solanaReads.js'
import type { SolanaRpc } from './solanaRpc.js'
import { solanaTransferErrors } from './solanaTransferErrors.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from './tokenInstructions.js'
import { readMintDecimals, readTokenAccount, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM } from './tokenLayout.js'

export const SOL_DECIMALS = 9

export interface SolanaTransferParameters {
  /** The sender (base58): pays the fee and signs. */
  from: string
  /** The receiving wallet (base58); a token send goes to its associated token account. */
  to: string
  /** The SPL mint (base58); none for SOL. */
  mint?: string | undefined
  /** A decimal amount ('1.5'), in SOL or in the mint's own decimals as the chain says them. */
  amount: string
}

export interface BuiltSolanaTransfer {
  /** The unsigned transaction's wire bytes, base64 (the wallet signs and sends them). */
  transaction: string
  /** What the network charges for it, in lamports (getFeeForMessage). */
  fee: bigint
  /** Lamports put in the receiver's new token account to keep it rent exempt; 0n when none is opened. */
  rent: bigint
}

interface Plan {
  instructions: TransactionInstruction[]
  rent: bigint
}

/** The sender's account to take tokens from: its associated one if that holds enough, else any that does. */
function pickSource(
  from: PublicKey,
  mint: PublicKey,
  accounts: { pubkey: string; data: Uint8Array }[],
  amount: bigint,
) {
  const own = associatedTokenAddress(from, mint).toBase58()
  const usable = accounts.filter(({ data }) => {
    const state = readTokenAccount(data)
    return (
      state?.mint === mint.toBase58() &&
      state.owner === from.toBase58() &&
      !state.frozen &&
      state.amount >= amount
    )
  })
  const source = usable.find((a) => a.pubkey === own) ?? usable[0]
  if (!source) throw new Error(solanaTransferErrors.insufficientFunds)
  return new PublicKey(source.pubkey)
}

async function tokenPlan(
  rpc: SolanaRpc,
  from: PublicKey,
  to: PublicKey,
  mint: PublicKey,
  amountText: string,
): Promise<Plan> {
  const destination = associatedTokenAddress(to, mint)
  const [[mintAccount, receiver, destinationAccount], held] = await Promise.all([
    getMultipleAccounts(rpc, [mint.toBase58(), to.toBase58(), destination.toBase58()]),
    getTokenAccountsByOwner(rpc, from.toBase58(), mint.toBase58()),
  ])
  const decimals = mintAccount?.owner === TOKEN_PROGRAM ? readMintDecimals(mintAccount.data) : undefined
  if (decimals === undefined) throw new Error(solanaTransferErrors.notTokenMint)
  // Tokens sent to a token account's own associated account could never be moved again.
  if (receiver?.owner === TOKEN_PROGRAM) throw new Error(solanaTransferErrors.receiverIsTokenAccount)
  const amount = toBaseUnits(amountText, decimals)
  const sources = held.filter(({ account }) => account.owner === TOKEN_PROGRAM)
  const source = pickSource(
    from,
    mint,
    sources.map(({ pubkey, account }) => ({ pubkey, data: account.data })),
    amount,
  )
  const transfer = transferChecked(source, mint, destination, from, amount, decimals)
  if (destinationAccount) {
    const state =
      destinationAccount.owner === TOKEN_PROGRAM ? readTokenAccount(destinationAccount.data) : undefined
    if (state?.mint !== mint.toBase58()) throw new Error(solanaTransferErrors.receiverOtherMint)
    return { instructions: [transfer], rent: 0n }
  }
  const rent = await getMinimumBalanceForRentExemption(rpc, TOKEN_ACCOUNT_SIZE)
  return {
    instructions: [createAssociatedTokenAccountIdempotent(from, destination, to, mint), transfer],
    rent,
  }
}

/**
 * An unsigned SOL or SPL transfer, its fee payer the sender, with a recent blockhash; a token send
 * opens the receiver's associated token account first when it does not exist (idempotently, so a
 * race with another sender does not fail it). Throws with the reason when the chain says the send
 * cannot work (an unknown mint, no account holding enough, a token account as receiver).
 *
 * @example
 * import { buildSolanaTransfer } from './buildSolanaTransfer.js'
 * import { solanaRpc } from './solanaRpc.js'
 * const { transaction, fee } = await buildSolanaTransfer(solanaRpc(network), { from, to, amount: '0.5' })
 */
export async function buildSolanaTransfer(
  rpc: SolanaRpc,
  parameters: SolanaTransferParameters,
): Promise<BuiltSolanaTransfer> {
  const from = new PublicKey(parameters.from)
  const to = new PublicKey(parameters.to)
  const planned: Promise<Plan> = parameters.mint
    ? tokenPlan(rpc, from, to, new PublicKey(parameters.mint), parameters.amount)
    : Promise.resolve({
        instructions: [
          SystemProgram.transfer({
            fromPubkey: from,
            toPubkey: to,
            lamports: toBaseUnits(parameters.amount, SOL_DECIMALS),
          }),
        ],
        rent: 0n,
      })
  const [latest, plan] = await Promise.all([getLatestBlockhash(rpc), planned])
  const transaction = new Transaction({ feePayer: from, ...latest }).add(...plan.instructions)
  const fee = await getFeeForMessage(rpc, encodeBase64(transaction.serializeMessage()))
  if (fee === null) throw new Error(solanaTransferErrors.blockhashExpired)
  const wire = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return { transaction: encodeBase64(wire), fee, rent: plan.rent }
}
