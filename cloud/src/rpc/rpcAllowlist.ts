/**
 * What the public JSON-RPC proxy serves: chain reads and the broadcast of transactions a wallet
 * already signed. Everything else is refused here, before the node sees it: `anvil_*`/`hardhat_*`
 * cheat codes, `eth_sendTransaction`/`eth_sign` (a dev node signs with its unlocked accounts),
 * `personal_*`, `admin_*`, `debug_*`, `txpool_*`, filters (state kept per node), subscriptions.
 */
export const publicRpcMethods: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/** Spec section 9: batches of up to 1000 calls. */
export const MAX_RPC_BATCH = 1000
