import { SAFE_RPC_CALLS } from '@airlock/shared-protocol/constants'
import Safe, { calculateSafeMessageHash } from '@safe-global/protocol-kit'
import { type Hex, hashMessage, hashTypedData, isAddress, isHex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { contractNetworks, DEV_SAFE_OWNER_KEYS, type DevSafe } from './devSafe.js'

const MAX_TXS = 16

/** A Safe Apps method the stand-in refuses, with the text Safe{Wallet}'s answer carries. */
export class SafeAppsError extends Error {}

interface Executed {
  safeTxHash: Hex
  txHash: Hex
  executedAt: number
  txStatus: 'SUCCESS' | 'FAILED'
}

export interface SafeAppsHandler {
  /** Answers one Safe Apps request as Safe{Wallet} would (its `data`), or throws a SafeAppsError. */
  handle(method: string, params: unknown): Promise<unknown>
}

const fail = (message: string): never => {
  throw new SafeAppsError(message)
}

/**
 * Safe{Wallet}'s side of the Safe Apps protocol for one Safe on anvil. A transaction the app sends is
 * proposed and signed by both owners at once (no button: the stand-in's owners sign automatically),
 * then executed by owner 1; its answer is the safeTxHash, and `getTxBySafeTxHash` reports the
 * executed transaction's hash. Messages and typed data get both owners' signatures over the
 * SafeMessage hash (valid for EIP-1271 through the fallback handler). Reads go to anvil.
 */
export function createSafeAppsHandler(safe: DevSafe, origin: string): SafeAppsHandler {
  const executed = new Map<string, Executed>()
  const kits = Promise.all(
    DEV_SAFE_OWNER_KEYS.map((signer) =>
      Safe.init({
        provider: safe.rpcUrl,
        signer,
        safeAddress: safe.address,
        contractNetworks: contractNetworks(safe.chainId, safe.contracts),
      }),
    ),
  )
  kits.catch(() => undefined)
  // Serialised: each transaction takes the Safe's next nonce.
  let queue: Promise<unknown> = Promise.resolve()

  async function rpc(call: string, params: unknown[]) {
    const response = await fetch(safe.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error) fail(String(body.error.message ?? 'RPC error').slice(0, 512))
    return body.result ?? null
  }

  async function sendTransactions(params: unknown) {
    const txs = (params as { txs?: unknown } | null)?.txs
    if (!Array.isArray(txs) || txs.length === 0 || txs.length > MAX_TXS) fail('No transactions were passed')
    const transactions = (txs as unknown[]).map((tx) => {
      const { to, value, data } = (tx ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
      if (typeof to !== 'string' || !isAddress(to)) fail('Invalid transaction recipient')
      if (data !== undefined && (typeof data !== 'string' || !isHex(data))) fail('Invalid transaction data')
      let wei: bigint
      try {
        wei = BigInt(typeof value === 'string' || typeof value === 'number' ? value : 0)
      } catch {
        return fail('Invalid transaction value')
      }
      if (wei < 0n) fail('Invalid transaction value')
      return { to: to as string, value: wei.toString(), data: (data as string | undefined) ?? '0x' }
    })
    const [first, second] = await kits
    if (!first || !second) return fail('The Safe is not ready')
    const run = queue.then(async () => {
      const proposed = await first.createTransaction({ transactions })
      const safeTxHash = (await first.getTransactionHash(proposed)) as Hex
      const signed = await second.signTransaction(await first.signTransaction(proposed))
      const result = await first.executeTransaction(signed)
      const txHash = result.hash as Hex
      const receipt = await fetchReceipt(txHash)
      executed.set(safeTxHash, {
        safeTxHash,
        txHash,
        executedAt: Date.now(),
        txStatus: receipt?.status === '0x1' ? 'SUCCESS' : 'FAILED',
      })
      return { safeTxHash }
    })
    queue = run.catch(() => undefined)
    return run
  }

  async function fetchReceipt(hash: Hex) {
    for (;;) {
      const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status?: string } | null
      if (receipt) return receipt
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  // Both owners sign the SafeMessage hash of `dataHash`; signatures in ascending owner order.
  async function signByOwners(dataHash: Hex) {
    const messageHash = calculateSafeMessageHash(safe.address, dataHash, '1.4.1', BigInt(safe.chainId)) as Hex
    const owners = DEV_SAFE_OWNER_KEYS.map((key) => privateKeyToAccount(key)).sort((a, b) =>
      a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1,
    )
    const signatures = await Promise.all(owners.map((owner) => owner.sign({ hash: messageHash })))
    return { messageHash, signature: `0x${signatures.map((s) => s.slice(2)).join('')}` as Hex }
  }

  return {
    async handle(method, params) {
      switch (method) {
        case 'getSafeInfo':
          return {
            safeAddress: safe.address,
            chainId: safe.chainId,
            threshold: safe.threshold,
            owners: safe.owners,
            isReadOnly: false,
          }
        case 'getChainInfo':
          return {
            chainName: 'Anvil',
            chainId: String(safe.chainId),
            shortName: 'anvil',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
            blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
          }
        case 'getEnvironmentInfo':
          return { origin }
        case 'rpcCall': {
          const { call, params: args } = (params ?? {}) as { call?: unknown; params?: unknown }
          if (typeof call !== 'string' || !SAFE_RPC_CALLS.includes(call))
            return fail(`RPC call ${String(call)} is not allowed`)
          return rpc(call, Array.isArray(args) ? args : [])
        }
        case 'sendTransactions':
          return sendTransactions(params)
        case 'getTxBySafeTxHash': {
          const hash = (params as { safeTxHash?: unknown } | null)?.safeTxHash
          const found = typeof hash === 'string' ? executed.get(hash) : undefined
          if (!found) return fail('Transaction not found')
          return { safeAddress: safe.address, txId: `multisig_${safe.address}_${found.safeTxHash}`, ...found }
        }
        case 'signMessage': {
          const message = (params as { message?: unknown } | null)?.message
          if (typeof message !== 'string') return fail('Invalid message')
          // personal_sign's hex is the message's bytes; anything else is text.
          return signByOwners(hashMessage(isHex(message) ? { raw: message } : message))
        }
        case 'signTypedMessage': {
          const typedData = (params as { typedData?: unknown } | null)?.typedData
          try {
            return await signByOwners(hashTypedData(typedData as TypedDataDefinition))
          } catch {
            return fail('Invalid typed data')
          }
        }
        default:
          return fail(`Method ${method} is not supported`)
      }
    },
  }
}
