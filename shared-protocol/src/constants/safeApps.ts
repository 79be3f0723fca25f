/**
 * The reads a Safe App's provider sends through Safe{Wallet} (`rpcCall`): the Safe Apps SDK's `eth`
 * methods and the block number. The host's Safe provider forwards only these, and the dev
 * Safe{Wallet} stand-in answers only these.
 */
export const SAFE_RPC_CALLS: readonly string[] = [
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'eth_blockNumber',
]
