import type { Network, RpcResult } from '@airlock/shared-protocol'
import type { TokenBalance } from '../api/blockchain.js'
import { signAndSendSolana } from '../controllers/solanaSigner.js'
import { toDecimal } from '../lib/decimal.js'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { confirmSolanaSignature } from './confirmSolanaSignature.js'
import { solanaRpc } from './solanaRpc.js'

/**
 * The Send view's Solana path, loaded with web3.js only when a Solana account sends. The send form
 * keeps Solana's fee in its `gasPrice` field as total lamports (fee plus any rent), not per gas.
 */

/** The SPL mint of a token from its CAIP-10 id (`solana:<ref>:<mint>`); undefined for SOL. */
export const mintOf = (token: TokenBalance) => token.address?.split(':')[2]

export interface SolanaSendParameters {
  from: string
  to: string
  token: TokenBalance
  amount: string
}

/**
 * What a send of `token` to `to` costs in lamports: the network fee plus the rent of the receiver's
 * token account when the send has to open it. Built as the real transfer, for a zero amount.
 */
export async function estimateSolanaFee(
  network: Network,
  { from, to, token }: Omit<SolanaSendParameters, 'amount'>,
): Promise<bigint> {
  const built = await buildSolanaTransfer(solanaRpc(network), { from, to, mint: mintOf(token), amount: '0' })
  return built.fee + built.rent
}

export type SolanaSendOutcome =
  | { ok: true; signature: string }
  /** `sent`: a signature exists, so balances may still move. `message` is the reason, for the logs. */
  | { ok: false; sent: boolean; message: string }

/** Builds the transfer, has the connected wallet sign and send it, and waits until it is confirmed. */
export async function sendSolana(
  network: Network,
  parameters: SolanaSendParameters,
): Promise<SolanaSendOutcome> {
  const rpc = solanaRpc(network)
  let transaction: string
  try {
    ;({ transaction } = await buildSolanaTransfer(rpc, {
      ...parameters,
      mint: mintOf(parameters.token),
      // The form accepts an exponent form ('15e-1'); base units need plain digits.
      amount: toDecimal(parameters.amount).toFixed(),
    }))
  } catch (error) {
    return { ok: false, sent: false, message: messageOf(error) }
  }
  const answer = await signAndSendSolana(transaction).catch(
    (error: unknown): RpcResult => ({ ok: false, error: { code: -32603, message: messageOf(error) } }),
  )
  if (!answer.ok) return { ok: false, sent: false, message: answer.error.message }
  const { signature } = answer.result as { signature: string }
  try {
    await confirmSolanaSignature(rpc, signature)
    return { ok: true, signature }
  } catch (error) {
    return { ok: false, sent: true, message: messageOf(error) }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Unknown error')
