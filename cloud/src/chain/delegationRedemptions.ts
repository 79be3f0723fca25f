import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  isAddressEqual,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import type { IndexedTransfer } from './indexStore.js'
import { type Call, erc7579Calls } from './userOperationTransfers.js'

/**
 * MetaMask's DelegationManager as deployed on public chains (the same address on each; one per
 * release of the delegation framework in use). A chain's own (the devnet's) is configured beside them.
 */
export const METAMASK_DELEGATION_MANAGERS: readonly Address[] = [
  '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
  '0x56D56e07e3d6Ee5a24e30203A37a0a460f42D7A3',
  '0xbe4138886cb096bdc1b930f2f0ca7892aa234d78',
]

const redeemAbi = parseAbi([
  'function redeemDelegations(bytes[] contexts, bytes32[] modes, bytes[] executions)',
])
/** A permission context: the delegation chain, leaf first, its root (the account that pays) last. */
const delegationChain = parseAbiParameters(
  '(address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature)[]',
)

/** Start of these transfers' indexes: apart from user operations' (and every real log index). */
const TRANSFER_INDEX_BASE = -2_000_000_000

interface RedemptionTx {
  hash: Hex
  to: Address | null
  input: Hex
}

/**
 * The ETH a dApp moved with a granted session (ERC-7715 as MetaMask's delegations): it calls the
 * DelegationManager's `redeemDelegations`, which has each chain's root delegator (the visitor's
 * smart account) run the executions, calls that leave no log. A successful transaction to a known
 * DelegationManager ran all of them (it reverts whole otherwise), so each execution with value is a
 * native transfer from that account: the visitor's Activity shows what the session spent.
 */
export function delegationRedemptions(tx: RedemptionTx, managers: readonly Address[]): IndexedTransfer[] {
  if (!tx.to || !managers.some((manager) => isAddressEqual(manager, tx.to as Address))) return []
  let contexts: readonly Hex[]
  let modes: readonly Hex[]
  let executions: readonly Hex[]
  try {
    const { args } = decodeFunctionData({ abi: redeemAbi, data: tx.input })
    ;[contexts, modes, executions] = args
  } catch {
    return []
  }
  const transfers: IndexedTransfer[] = []
  contexts.forEach((context, i) => {
    const mode = modes[i]
    const execution = executions[i]
    if (!mode || !execution) return
    let root: Address | undefined
    let calls: Call[]
    try {
      root = decodeAbiParameters(delegationChain, context)[0].at(-1)?.delegator
      calls = erc7579Calls(mode, execution)
    } catch {
      return
    }
    if (!root) return
    calls.forEach(({ target, value }, j) => {
      if (value <= 0n || j >= 256) return
      transfers.push({
        hash: tx.hash,
        logIndex: TRANSFER_INDEX_BASE + i * 256 + j,
        kind: 'native',
        contract: null,
        sender: root,
        recipient: target,
        amount: value.toString(),
        tokenId: null,
      })
    })
  })
  return transfers
}
