import { decodeBase58, decodeBase64, type RpcResult } from '@airlock/shared-protocol'
import { signatureOf, withSignature } from '../solana/solanaWire.js'
import type { NamespaceConnection } from '../stores/appStore.js'
import { keptConnections } from '../stores/connections.js'
import { requestConnectedWallet } from './walletRequests.js'

const refuse = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })
const invalid = () => refuse(-32602, 'Invalid params')

// A Solana transaction is at most 1232 bytes on the wire; messages to sign are kept small too.
const MAX_TRANSACTION_BYTES = 1232
const MAX_MESSAGE_BYTES = 16_384
const MAX_TRANSACTIONS = 64

function isBase64Transaction(value: unknown): value is string {
  try {
    return typeof value === 'string' && decodeBase64(value).length <= MAX_TRANSACTION_BYTES
  } catch {
    return false
  }
}

function isBase58Message(value: unknown): value is string {
  try {
    return typeof value === 'string' && value.length > 0 && decodeBase58(value).length <= MAX_MESSAGE_BYTES
  } catch {
    return false
  }
}

/** Runs one request on the Solana connection, through its connector (WalletConnect as is, a host wallet's features). */
function run(connection: NamespaceConnection, method: string, params: Record<string, unknown>) {
  return requestConnectedWallet(connection.connectorId, method, params, connection.network)
}

/** A signed transaction in WalletConnect's answer shape, whichever of the two the wallet sent. */
function signedAnswer(answer: RpcResult, unsigned: string, signer: string): RpcResult {
  if (!answer.ok) return answer
  const result = (answer.result ?? {}) as { transaction?: unknown; signature?: unknown }
  try {
    if (isBase64Transaction(result.transaction))
      return {
        ok: true,
        result: { signature: signatureOf(result.transaction, signer), transaction: result.transaction },
      }
    if (typeof result.signature === 'string')
      return {
        ok: true,
        result: {
          signature: result.signature,
          transaction: withSignature(unsigned, signer, result.signature),
        },
      }
  } catch (error) {
    return refuse(-32603, error instanceof Error ? error.message : 'Invalid answer from the wallet')
  }
  return refuse(-32603, 'Invalid answer from the wallet')
}

/**
 * The dApp's Solana provider requests (and the modal's own sends): `solana_signMessage`,
 * `solana_signTransaction`, `solana_signAllTransactions`, `solana_signAndSendTransaction`, with
 * WalletConnect's Solana shapes (messages, signatures, keys base58; transactions base64).
 */
export async function solanaRequest(method: string, raw: unknown): Promise<RpcResult> {
  const connection = keptConnections().solana
  if (!connection)
    return refuse(4100, 'The requested account and/or method has not been authorized by the user.')
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid()
  const params = raw as Record<string, unknown>
  if (params.pubkey !== undefined && params.pubkey !== connection.address)
    return refuse(4100, 'The requested account and/or method has not been authorized by the user.')
  const signer = connection.address
  switch (method) {
    case 'solana_signMessage': {
      if (!isBase58Message(params.message)) return invalid()
      const answer = await run(connection, method, { message: params.message, pubkey: signer })
      const signature = answer.ok ? (answer.result as { signature?: unknown } | null)?.signature : undefined
      if (answer.ok && (typeof signature !== 'string' || !isBase58Message(signature)))
        return refuse(-32603, 'Invalid answer from the wallet')
      return answer.ok ? { ok: true, result: { signature } } : answer
    }
    case 'solana_signTransaction': {
      if (!isBase64Transaction(params.transaction)) return invalid()
      const answer = await run(connection, method, { transaction: params.transaction, pubkey: signer })
      return signedAnswer(answer, params.transaction, signer)
    }
    case 'solana_signAllTransactions': {
      const list = params.transactions
      if (
        !Array.isArray(list) ||
        !list.length ||
        list.length > MAX_TRANSACTIONS ||
        !list.every(isBase64Transaction)
      )
        return invalid()
      const transactions: string[] = []
      for (const transaction of list) {
        const answer = await solanaRequest('solana_signTransaction', { transaction, pubkey: signer })
        if (!answer.ok) return answer
        transactions.push((answer.result as { transaction: string }).transaction)
      }
      return { ok: true, result: { transactions } }
    }
    case 'solana_signAndSendTransaction': {
      if (!isBase64Transaction(params.transaction)) return invalid()
      const answer = await run(connection, method, {
        transaction: params.transaction,
        pubkey: signer,
        ...(params.sendOptions === undefined ? {} : { sendOptions: params.sendOptions }),
      })
      const signature = answer.ok ? (answer.result as { signature?: unknown } | null)?.signature : undefined
      if (answer.ok && (typeof signature !== 'string' || !isBase58Message(signature)))
        return refuse(-32603, 'Invalid answer from the wallet')
      return answer.ok ? { ok: true, result: { signature } } : answer
    }
    default:
      return refuse(4200, 'Requested RPC call is not allowed')
  }
}
