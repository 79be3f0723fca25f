import {
  type Address,
  decodeAbiParameters,
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  parseAbi,
  parseAbiParameters,
  sliceHex,
  toEventSelector,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import type { IndexedTransfer } from './indexStore.js'

/** EntryPoints whose `handleOps` takes v0.7's packed user operations (v0.8 kept the struct). */
const ENTRY_POINTS: readonly Address[] = [entryPoint07Address, entryPoint08Address]

/**
 * The calls smart accounts make of themselves: ERC-7579's `execute(mode, calldata)` and the single
 * execution form (MetaMask's HybridDeleGator), and SimpleAccount's `execute` and `executeBatch`.
 */
const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute((address target, uint256 value, bytes callData) execution)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const USER_OPERATION_EVENT = toEventSelector(
  'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
)
const executions = parseAbiParameters('(address target, uint256 value, bytes callData)[]')

const TRANSFER_INDEX_BASE = -1_000_000_000

export interface Call {
  target: Address
  value: bigint
}

interface UserOperationTx {
  hash: Hex
  to: Address | null
  input: Hex
}

interface UserOperationReceipt {
  logs: { address: Address; topics: Hex[]; data: Hex; logIndex: Hex }[]
}

/** ERC-7579 mode: the first byte is the call type (0x00 one call, 0x01 a batch; 0xff delegatecall moves nothing of its own). */
export function erc7579Calls(mode: Hex, calldata: Hex): Call[] {
  const callType = sliceHex(mode, 0, 1)
  if (callType === '0x00') {
    // abi.encodePacked(target, value, callData)
    return [{ target: getAddress(sliceHex(calldata, 0, 20)), value: hexToBigInt(sliceHex(calldata, 20, 52)) }]
  }
  if (callType === '0x01') {
    const [list] = decodeAbiParameters(executions, calldata)
    return list.map(({ target, value }) => ({ target, value }))
  }
  return []
}

/** What an account's `callData` sends, by the account's own call shapes; none for another shape. */
export function callsOf(callData: Hex): Call[] {
  try {
    const { functionName, args } = decodeFunctionData({ abi: accountAbi, data: callData })
    if (functionName === 'executeBatch') {
      const [targets, values] = args
      return targets.map((target, i) => ({ target, value: values[i] ?? 0n }))
    }
    if (args.length === 1) return [{ target: args[0].target, value: args[0].value }]
    if (args.length === 3) return [{ target: args[0], value: args[1] }]
    return erc7579Calls(args[0], args[1])
  } catch {
    return []
  }
}

/**
 * The ETH each user operation in a bundle sent (ERC-4337): the bundler's transaction to the
 * EntryPoint carries them all, and a smart account's transfers are calls it makes, which leave no
 * log. So each operation the EntryPoint reports a success for (its `UserOperationEvent`, matched to
 * the operation by sender and nonce) becomes a native transfer per call with value, from the smart
 * account: Activity shows it as the account's own send. Operations that failed moved nothing.
 */
export function userOperationTransfers(
  tx: UserOperationTx,
  receipt: UserOperationReceipt,
): IndexedTransfer[] {
  const entryPoint = ENTRY_POINTS.find((address) => tx.to && isAddressEqual(address, tx.to))
  if (!entryPoint) return []
  let ops: readonly { sender: Address; nonce: bigint; callData: Hex }[]
  try {
    const { functionName, args } = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input })
    if (functionName !== 'handleOps') return []
    ops = args[0]
  } catch {
    return []
  }
  const transfers: IndexedTransfer[] = []
  for (const log of receipt.logs) {
    if (!isAddressEqual(log.address, entryPoint)) continue
    if (log.topics[0] !== USER_OPERATION_EVENT) continue
    let event: { sender: Address; nonce: bigint; success: boolean }
    try {
      event = decodeEventLog({
        abi: entryPoint07Abi,
        eventName: 'UserOperationEvent',
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
      }).args
    } catch {
      continue
    }
    if (!event.success) continue
    const op = ops.find((o) => isAddressEqual(o.sender, event.sender) && o.nonce === event.nonce)
    if (!op) continue
    // Negative (never a real log's index) and below -1 (the transaction's own value); unique per
    // operation's event and call, and ascending in their order, as Activity lists a transaction's transfers.
    const base = TRANSFER_INDEX_BASE + Number(log.logIndex) * 256
    callsOf(op.callData).forEach(({ target, value }, i) => {
      if (value <= 0n || i >= 256) return
      transfers.push({
        hash: tx.hash,
        logIndex: base + i,
        kind: 'native',
        contract: null,
        sender: op.sender,
        recipient: target,
        amount: value.toString(),
        tokenId: null,
      })
    })
  }
  return transfers
}
