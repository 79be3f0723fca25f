/**
 * Methods that only read, or only connect, so the modal answers them without an approval view.
 * Spec section 6: the named safe methods, other read-style `eth_*` methods, and the connection
 * methods it lists as seen.
 */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_call',
  'eth_getBalance',
  'eth_chainId',
  'eth_sendRawTransaction',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getLogs',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  // EIP-5792: the wallet shows a batch's status; it signs nothing.
  'wallet_showCallsStatus',
  'wallet_getAssets',
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  // A read: recovers who signed a personal message; wallets answer it without asking.
  'personal_ecRecover',
  // The dApp's Solana provider connecting and disconnecting (its signing methods are unsafe).
  'solana_requestAccounts',
  'solana_disconnect',
] as const

/** Methods that sign or spend: the modal opens ApproveTransaction for them. */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof safeRpcMethods)[number]
export type UnsafeRpcMethod = (typeof unsafeRpcMethods)[number]
export type RpcMethodClass = 'safe' | 'unsafe' | 'forbidden'

// Sets, not object lookups, so names like `constructor` or `__proto__` never match by accident.
const safe: ReadonlySet<string> = new Set(safeRpcMethods)
const unsafe: ReadonlySet<string> = new Set(unsafeRpcMethods)

/**
 * How the modal treats an RPC method: `safe` runs without asking, `unsafe` needs approval, and
 * everything else (including `eth_sign` and other signing variants) is `forbidden` and refused
 * with 'Requested RPC call is not allowed' (`RpcMethodNotAllowedError`).
 *
 * @example
 * import { classifyRpcMethod } from '@airlock/shared-protocol'
 * classifyRpcMethod('personal_sign') // 'unsafe'
 */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'forbidden'
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'forbidden'
}

/** The refused signing variants and what a dApp should call instead. */
const replacements: ReadonlyMap<string, string> = new Map([
  ['eth_sign', 'personal_sign'],
  ['eth_signTypedData', 'eth_signTypedData_v4'],
  ['eth_signTypedData_v3', 'eth_signTypedData_v4'],
  ['eth_signTransaction', 'eth_sendTransaction'],
])

/**
 * The refusal text for a forbidden method: spec section 6's 'Requested RPC call is not allowed',
 * and for an old signing variant its name and the method to use instead (`eth_sign` signs a bare
 * hash the user cannot read, so no wallet should be asked to).
 *
 * @example
 * import { notAllowedMessage } from '@airlock/shared-protocol'
 * notAllowedMessage('eth_sign') // 'Requested RPC call is not allowed: eth_sign signs ...; use personal_sign instead'
 */
export function notAllowedMessage(method: unknown): string {
  const base = 'Requested RPC call is not allowed'
  const replacement = typeof method === 'string' ? replacements.get(method) : undefined
  if (!replacement) return base
  const why =
    method === 'eth_sign' ? ' signs a bare hash the user cannot read' : ' is an outdated signing method'
  return `${base}: ${method as string}${why}; use ${replacement} instead`
}
