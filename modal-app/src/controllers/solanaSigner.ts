import type { RpcResult } from '@airlock/shared-protocol'
import { keptConnections } from '../stores/connections.js'
import { solanaRequest } from './solanaRequests.js'

/**
 * The modal's own Solana send (Send view): the connected wallet signs the unsigned transaction
 * (base64 wire bytes) and sends it; answers `{ signature }` (base58). A decline is code 4001.
 */
export function signAndSendSolana(transaction: string): Promise<RpcResult> {
  return solanaRequest('solana_signAndSendTransaction', {
    transaction,
    pubkey: keptConnections().solana?.address,
  })
}
