import { rpcTransport, solanaRpcBodyLimits } from '@airlock/shared-protocol/constants'

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

/**
 * What the proxy serves on a Solana chain: what a wallet-connection modal reads (balances, token
 * accounts, rent, fees, blockhashes, statuses) and the broadcast of transactions a wallet already
 * signed. `requestAirdrop` (a faucet: the node's treasury pays) and everything else are refused, as
 * anvil's cheat codes are; so are the history scans (`getSignaturesForAddress`, `getProgramAccounts`),
 * which the blockchain API's indexer answers instead, at a cost it controls.
 */
export const solanaRpcMethods: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

/** The methods the proxy forwards for a CAIP-2 chain: its namespace decides (solana, else EVM). */
export const rpcMethodsFor = (chainId: string): ReadonlySet<string> =>
  chainId.startsWith('solana:') ? solanaRpcMethods : publicRpcMethods

/** Spec section 9: batches of up to 1000 calls. */
export const MAX_RPC_BATCH = rpcTransport.batch.size

/** The largest body a chain's node takes: calls a batch, bytes a body. */
export interface UpstreamBatchLimit {
  calls: number
  bytes: number
}

/**
 * What a chain's node takes in one body, when that is less than the spec's batch: agave reads at
 * most 50 KiB a request (and our dev node 100 calls a batch), so a Solana batch of up to 1,000 calls
 * goes to it in several bodies. EVM nodes take the spec's batch whole (geth's default cap is 1,000
 * calls; anvil has none): undefined.
 */
export const upstreamBatchLimitFor = (chainId: string): UpstreamBatchLimit | undefined =>
  chainId.startsWith('solana:') ? solanaRpcBodyLimits : undefined
