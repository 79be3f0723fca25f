import { type Hex, isAddress, isAddressEqual, isHex, type PublicClient, type TransactionReceipt } from 'viem'
import { type DevWalletClient, WalletRequestError } from './walletRequests.js'

/**
 * EIP-5792 as a plain EOA wallet answers it: no atomic batches (`atomic: unsupported`), so a
 * `wallet_sendCalls` that does not require atomicity is sent call by call, each its own transaction,
 * and one that does is refused with the EIP's 5760. Batches live as long as the page.
 */
export interface CallBatches {
  capabilities(params: unknown): Record<Hex, { atomic: { status: 'unsupported' } }>
  /** Throws what the wallet refuses without asking the visitor (bad params, atomicity, chain). */
  check(params: unknown): void
  send(params: unknown): Promise<{ id: Hex }>
  status(params: unknown): Promise<CallsStatus>
}

export interface CallsStatus {
  version: '2.0.0'
  id: Hex
  chainId: Hex
  atomic: false
  status: number
  receipts?: {
    logs: { address: Hex; data: Hex; topics: Hex[] }[]
    status: Hex
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

/** EIP-5792's limit-free wallets still cap a batch: a page approving 1,000 transactions is no wallet. */
const MAX_CALLS = 10

interface Call {
  to: Hex
  value?: Hex
  data?: Hex
}

const invalid = (message: string) => new WalletRequestError(-32602, message)

/** The one chain this wallet sends on, as EIP-5792 names it. */
const CHAIN_ID: Hex = '0x7a69'

/** `clientOf`: the account chosen now (the visitor may switch dev accounts between batches). */
export function createCallBatches(clientOf: () => DevWalletClient, publicClient: PublicClient): CallBatches {
  const batches = new Map<Hex, Hex[]>()

  const ownAddress = (claimed: unknown) => {
    if (typeof claimed !== 'string' || !isAddress(claimed, { strict: false }))
      throw invalid('Invalid params: an address is required')
    const own = clientOf().account.address
    if (!isAddressEqual(claimed, own))
      throw new WalletRequestError(4100, `This request is for ${claimed}, not ${own}`)
  }

  /** The batch's calls, once everything the wallet refuses outright is ruled out. */
  const checkBatch = (params: unknown): Call[] => {
    const batch = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown> | undefined
    if (batch?.version !== '2.0.0') throw invalid('Invalid params: version 2.0.0 is required')
    if (batch.chainId !== CHAIN_ID) throw new WalletRequestError(5710, 'Unsupported chain id')
    if (batch.from !== undefined) ownAddress(batch.from)
    if (batch.atomicRequired === true) throw new WalletRequestError(5760, 'Atomicity not supported')
    const capabilities = (batch.capabilities ?? {}) as Record<string, { optional?: boolean }>
    for (const [name, capability] of Object.entries(capabilities))
      if (!capability?.optional) throw new WalletRequestError(5700, `Unsupported capability: ${name}`)
    const calls = batch.calls
    if (!Array.isArray(calls) || calls.length === 0) throw invalid('Invalid params: calls are required')
    if (calls.length > MAX_CALLS) throw new WalletRequestError(5740, 'Batch too large')
    return calls.map(checkCall)
  }

  return {
    capabilities(params) {
      const [address, chainIds] = (Array.isArray(params) ? params : []) as [unknown, unknown]
      ownAddress(address)
      const asked = Array.isArray(chainIds) ? chainIds : [CHAIN_ID]
      return Object.fromEntries(
        asked.filter((id) => id === CHAIN_ID).map((id) => [id, { atomic: { status: 'unsupported' } }]),
      )
    },

    check(params) {
      checkBatch(params)
    },

    async send(params) {
      const checked = checkBatch(params)
      const hashes: Hex[] = []
      const id = randomId()
      batches.set(id, hashes)
      const client = clientOf()
      // One after another: each waits for the previous to be mined, as the dApp ordered them.
      for (const call of checked) {
        const hash = await client.sendTransaction({
          to: call.to,
          value: call.value === undefined ? 0n : BigInt(call.value),
          ...(call.data === undefined ? {} : { data: call.data }),
        } as Parameters<DevWalletClient['sendTransaction']>[0])
        hashes.push(hash)
        await publicClient.waitForTransactionReceipt({ hash })
      }
      return { id }
    },

    async status(params) {
      const id = Array.isArray(params) ? params[0] : undefined
      const hashes = typeof id === 'string' ? batches.get(id as Hex) : undefined
      if (!hashes) throw new WalletRequestError(5730, 'Unknown bundle id')
      const receipts = await Promise.all(
        hashes.map((hash) => publicClient.getTransactionReceipt({ hash }).catch(() => undefined)),
      )
      const mined = receipts.filter((r): r is TransactionReceipt => r !== undefined)
      const done = mined.length === hashes.length && hashes.length > 0
      const reverted = mined.filter((r) => r.status !== 'success').length
      const status = !done ? 100 : reverted === 0 ? 200 : reverted === mined.length ? 500 : 600
      return {
        version: '2.0.0',
        id: id as Hex,
        chainId: CHAIN_ID,
        atomic: false,
        status,
        ...(done ? { receipts: mined.map(receiptOf) } : {}),
      }
    },
  }
}

function checkCall(raw: unknown): Call {
  const call = (raw ?? {}) as Record<string, unknown>
  if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
    throw invalid('Invalid params: every call needs a "to" address')
  if (call.value !== undefined && !(typeof call.value === 'string' && isHex(call.value)))
    throw invalid("Invalid params: a call's value must be hex")
  if (call.data !== undefined && !(typeof call.data === 'string' && isHex(call.data)))
    throw invalid("Invalid params: a call's data must be hex")
  return call as unknown as Call
}

function receiptOf(receipt: TransactionReceipt): NonNullable<CallsStatus['receipts']>[number] {
  return {
    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: `0x${receipt.blockNumber.toString(16)}`,
    gasUsed: `0x${receipt.gasUsed.toString(16)}`,
    transactionHash: receipt.transactionHash,
  }
}

function randomId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
