import {
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  type ModalSnapshot,
  type RpcRequest,
  type RpcResult,
  solanaCaipNetworkIds,
} from '@airlock/shared-protocol/host'
import { type Keypair, VersionedTransaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import type { AdapterContext } from '../../adapters/adapterHook.js'
import { initialSnapshot } from '../../state/hostState.js'

/**
 * The adapter's view of the core and the modal for tests: the modal's Solana methods answered as
 * the modal would with a connected wallet holding `keypair` (signing for real), every request
 * recorded, `answer` to override one, `setAddress` to move the snapshot.
 */
export function fakeModalContext(keypair: Keypair) {
  let snapshot: ModalSnapshot = initialSnapshot('dark', undefined)
  const listeners = new Set<(snapshot: ModalSnapshot) => void>()
  const requests: RpcRequest[] = []
  const events: unknown[] = []
  let walletsChanged = 0
  const overrides: ((request: RpcRequest) => RpcResult | undefined)[] = []
  const setAddress = (address: string | undefined) => {
    const { namespaces: _, ...rest } = snapshot
    snapshot = address
      ? {
          ...rest,
          namespaces: {
            solana: { address, caipAddress: `${solanaCaipNetworkIds.localnet}:${address}`, type: 'eoa' },
          },
        }
      : rest
    for (const listener of [...listeners]) listener(snapshot)
  }
  const sign = (base64: string) => {
    const transaction = VersionedTransaction.deserialize(decodeBase64(base64))
    transaction.sign([keypair])
    return encodeBase64(transaction.serialize())
  }
  const answer = (request: RpcRequest): unknown => {
    const params = (request.params ?? {}) as Record<string, unknown>
    switch (request.method) {
      case 'solana_requestAccounts':
        setAddress(keypair.publicKey.toBase58())
        return [keypair.publicKey.toBase58()]
      case 'solana_disconnect':
        setAddress(undefined)
        return null
      case 'solana_signMessage':
        return {
          signature: encodeBase58(
            nacl.sign.detached(decodeBase58(params.message as string), keypair.secretKey),
          ),
        }
      case 'solana_signTransaction': {
        const transaction = sign(params.transaction as string)
        const signature = VersionedTransaction.deserialize(decodeBase64(transaction))
          .signatures[0] as Uint8Array
        return { signature: encodeBase58(signature), transaction }
      }
      case 'solana_signAllTransactions':
        return { transactions: (params.transactions as string[]).map(sign) }
      case 'solana_signAndSendTransaction': {
        const signed = VersionedTransaction.deserialize(decodeBase64(sign(params.transaction as string)))
        return { signature: encodeBase58(signed.signatures[0] as Uint8Array) }
      }
      default:
        throw new Error(`unexpected ${request.method}`)
    }
  }
  const context: AdapterContext = {
    async request(request) {
      requests.push(request)
      for (const override of overrides.splice(0)) {
        const result = override(request)
        if (result) return result
      }
      return { ok: true, result: answer(request) }
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    walletsChanged: () => {
      walletsChanged++
    },
    walletEvent: (event) => {
      events.push(event)
    },
  }
  return {
    context,
    requests,
    events,
    listeners,
    walletsChanged: () => walletsChanged,
    setAddress,
    /** The next request is answered by `override` (when it returns a result). */
    answerNext(override: (request: RpcRequest) => RpcResult | undefined) {
      overrides.push(override)
    },
  }
}
