import { getSignatureStatuses } from './solanaReads.js'
import type { SolanaRpc } from './solanaRpc.js'

export interface ConfirmOptions {
  /** Give up after this long (60 s: past it a recent blockhash has usually expired). */
  timeoutMs?: number
  intervalMs?: number
}

/** The transaction landed but failed on chain (`err` set): nothing moved but the fee. */
export class SolanaTransactionFailedError extends Error {
  constructor(readonly err: unknown) {
    super(`Transaction failed: ${JSON.stringify(err)?.slice(0, 200)}`)
    this.name = 'SolanaTransactionFailedError'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until `signature` is confirmed (or finalized) by polling getSignatureStatuses: the cloud's
 * proxy serves HTTP only, so no WebSocket subscription. Rejects when the transaction failed, or
 * when it is not confirmed in time (a read that fails meanwhile is tried again; its error is the
 * one given if none ever answered).
 *
 * @example
 * import { confirmSolanaSignature } from './confirmSolanaSignature.js'
 * await confirmSolanaSignature(solanaRpc(network), signature)
 */
export async function confirmSolanaSignature(
  rpc: SolanaRpc,
  signature: string,
  { timeoutMs = 60_000, intervalMs = 500 }: ConfirmOptions = {},
): Promise<'confirmed' | 'finalized'> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const [status] = await getSignatureStatuses(rpc, [signature])
      if (status && status.err !== null && status.err !== undefined)
        throw new SolanaTransactionFailedError(status.err)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
        return status.confirmationStatus
      lastError = undefined
    } catch (error) {
      if (error instanceof SolanaTransactionFailedError) throw error
      lastError = error
    }
    if (Date.now() + intervalMs > deadline)
      throw lastError instanceof Error
        ? lastError
        : new Error(`Transaction not confirmed within ${timeoutMs / 1000} s`)
    await sleep(intervalMs)
  }
}
