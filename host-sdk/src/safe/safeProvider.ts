import { SAFE_RPC_CALLS } from '@airlock/shared-protocol/host'
import type { Eip1193Like } from '../wallets/types.js'
import type { SafeMessenger } from './safeMessenger.js'

/** What Safe{Wallet} answers `getSafeInfo` with (the fields this provider reads). */
export interface SafeInfo {
  safeAddress: string
  chainId: number
  threshold?: number
  owners?: string[]
  isReadOnly?: boolean
}

/** Spec section 8's text for a chain the wallet cannot be on: a Safe exists on one chain only. */
export const SAFE_WRONG_NETWORK = 'Chain is not supported'

const rpcError = (code: number, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })

const hex = (n: number) => `0x${n.toString(16)}`

type Tx = { to?: unknown; value?: unknown; data?: unknown; gas?: unknown }

/**
 * The Safe as an EIP-1193 provider, answering as `@safe-global/safe-apps-provider` (the one wagmi's
 * and AppKit's Safe connector use) does: the Safe's address and chain, reads through `rpcCall`,
 * `eth_sendTransaction` proposed with `sendTransactions` and answered with the `safeTxHash` (receipts
 * asked for by that hash are the executed transaction's, found with `getTxBySafeTxHash`), messages
 * and typed data signed by the Safe's owners (`signMessage`, `signTypedMessage`). The chain is the
 * Safe's own: a switch elsewhere is refused.
 */
export function createSafeProvider(safe: SafeInfo, messenger: SafeMessenger): Eip1193Like {
  const address = safe.safeAddress
  const chainId = hex(safe.chainId)
  const own = (candidate: unknown) =>
    typeof candidate === 'string' && candidate.toLowerCase() === address.toLowerCase()
  const signature = (answer: unknown) => {
    const signed = (answer as { signature?: unknown } | null)?.signature
    return typeof signed === 'string' && signed ? signed : '0x'
  }
  const rpc = (call: string, params: unknown[]) => messenger.call('rpcCall', { call, params })
  // The executed transaction's hash for a safeTxHash, or the hash itself (an ordinary transaction).
  const executedHash = async (hash: unknown) => {
    try {
      const details = await messenger.call<{ txHash?: unknown } | null>('getTxBySafeTxHash', {
        safeTxHash: hash,
      })
      return typeof details?.txHash === 'string' && details.txHash ? details.txHash : hash
    } catch {
      return hash
    }
  }
  return {
    async request({ method, params }) {
      const args = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [address]
        case 'eth_chainId':
          return chainId
        case 'net_version':
          return String(safe.chainId)
        case 'wallet_switchEthereumChain': {
          const wanted = (args[0] as { chainId?: unknown } | undefined)?.chainId
          if (typeof wanted === 'string' && wanted.toLowerCase() === chainId) return null
          throw rpcError(4901, SAFE_WRONG_NETWORK, { chainId })
        }
        case 'wallet_addEthereumChain':
          throw rpcError(4901, SAFE_WRONG_NETWORK, { chainId })
        case 'personal_sign': {
          const [message, signer] = args
          if (!own(signer) || typeof message !== 'string')
            throw rpcError(-32602, 'The address or message is invalid')
          return signature(await messenger.call('signMessage', { message }))
        }
        case 'eth_signTypedData_v4': {
          const [signer, typed] = args
          if (!own(signer)) throw rpcError(-32602, 'The address is invalid')
          const typedData = typeof typed === 'string' ? JSON.parse(typed) : typed
          return signature(await messenger.call('signTypedMessage', { typedData }))
        }
        case 'eth_sendTransaction': {
          const tx = (args[0] ?? {}) as Tx
          if (typeof tx.to !== 'string') throw rpcError(-32602, 'The transaction has no recipient')
          const gas = typeof tx.gas === 'string' ? Number.parseInt(tx.gas, 16) : tx.gas
          const sent = await messenger.call<{ safeTxHash?: unknown }>('sendTransactions', {
            txs: [{ to: tx.to, value: tx.value || '0', data: tx.data || '0x' }],
            params: typeof gas === 'number' && Number.isFinite(gas) ? { safeTxGas: gas } : {},
          })
          if (typeof sent?.safeTxHash !== 'string')
            throw rpcError(-32603, 'The Safe returned no transaction hash')
          return sent.safeTxHash
        }
        case 'eth_getTransactionReceipt':
        case 'eth_getTransactionByHash': {
          const found = (await rpc(method, [await executedHash(args[0])])) as Record<string, unknown> | null
          // Keyed by the hash asked for, as the Safe connector does: the dApp only knows that one.
          if (found) found[method === 'eth_getTransactionReceipt' ? 'transactionHash' : 'hash'] = args[0]
          return found
        }
        case 'wallet_getCapabilities':
          return { [chainId]: { atomicBatch: { supported: true } } }
        default:
          if (SAFE_RPC_CALLS.includes(method)) return rpc(method, args)
          throw rpcError(4200, `The Safe does not support ${method}`)
      }
    },
  }
}
