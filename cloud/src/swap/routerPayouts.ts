import { uniswapRouter } from '@airlock/node-kit/uniswap'
import type { SwapContracts } from '@airlock/shared-protocol/devnet'
import { type Address, decodeFunctionData, type Hex, toEventSelector } from 'viem'
import type { IndexedTransfer } from '../chain/indexStore.js'

const WITHDRAWAL_TOPIC = toEventSelector('Withdrawal(address,uint256)')

interface PayoutTx {
  hash: Hex
  to: Address | null
  input: Hex
}

interface PayoutReceipt {
  logs: { address: Address; topics: Hex[]; data: Hex; logIndex: Hex }[]
}

/** The `to` argument of a router call (every *ETH swap and removeLiquidityETH has one). */
function recipientOf(input: Hex): Address | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: uniswapRouter.abi, data: input })
    const inputs = uniswapRouter.abi.find((item) => item.type === 'function' && item.name === functionName)
    const at = inputs && 'inputs' in inputs ? inputs.inputs.findIndex((i) => i.name === 'to') : -1
    return at >= 0 ? ((args as readonly unknown[])[at] as Address) : undefined
  } catch {
    return undefined
  }
}

/**
 * The ETH a router call paid out. The router unwraps WETH (a Withdrawal log) and sends the ETH on
 * with a plain call, which leaves no log: so each Withdrawal to the router, in a transaction sent to
 * the router, becomes a native transfer from the router to the call's `to` argument.
 */
export function routerPayouts(tx: PayoutTx, receipt: PayoutReceipt, swap: SwapContracts): IndexedTransfer[] {
  if (tx.to?.toLowerCase() !== swap.router.toLowerCase()) return []
  const router = swap.router.toLowerCase()
  const withdrawals = receipt.logs.filter(
    (log) =>
      log.address.toLowerCase() === swap.weth.toLowerCase() &&
      log.topics[0] === WITHDRAWAL_TOPIC &&
      `0x${log.topics[1]?.slice(26)}` === router,
  )
  const recipient = withdrawals.length > 0 ? recipientOf(tx.input) : undefined
  if (!recipient) return []
  return withdrawals.map((log) => ({
    hash: tx.hash,
    logIndex: Number(log.logIndex),
    kind: 'native',
    contract: null,
    sender: swap.router,
    recipient,
    amount: BigInt(log.data).toString(),
    tokenId: null,
  }))
}
