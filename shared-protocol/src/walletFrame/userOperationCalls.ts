/**
 * What a dApp's `eth_sendUserOperation` asks the embedded wallet's smart account to do, read from
 * the user operation's `callData`. Only the account's ERC-7579 `execute(bytes32 mode, bytes
 * executionCalldata)` with a plain call or a batch of calls (default exec type) is accepted: any other
 * callData runs one of the account's own functions (its signers, its delegations, an upgrade), which
 * a dApp may not have the visitor approve blind. A call to the account itself is refused for the same
 * reason. The frame shows the calls, and the wallet service sends exactly these calls.
 */
export interface UserOperationCall {
  to: string
  /** Wei, hex. */
  value: string
  data: string
}

export type UserOperationCalls =
  | { ok: true; sender: string; entryPoint: string; calls: UserOperationCall[] }
  | { ok: false; message: string }

/** `execute(bytes32,bytes)`'s selector (ERC-7579). */
const EXECUTE_SELECTOR = 'e9ae5c53'
/** `execute((address,uint256,bytes))`'s: the DeleGator's one call, which the kit encodes a single call as. */
const EXECUTE_ONE_SELECTOR = '5c1c6dcd'
/** The most calls one user operation carries (as wallet_sendCalls). */
export const MAX_USER_OPERATION_CALLS = 16
/** 128 KiB of callData, as a wallet_sendCalls call's data. */
const MAX_CALL_DATA_HEX = 2 * 128 * 1024

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/

const refuse = (details: string): UserOperationCalls => ({
  ok: false,
  message: `Invalid user operation: ${details}`,
})

/** `params` as ERC-4337 sends them: `[userOperation, entryPoint]`. */
export function userOperationCalls(params: unknown): UserOperationCalls {
  if (!Array.isArray(params) || params.length !== 2) return refuse('expected [userOperation, entryPoint]')
  const [operation, entryPoint] = params as [unknown, unknown]
  if (typeof entryPoint !== 'string' || !ADDRESS.test(entryPoint))
    return refuse('the entry point is not an address')
  if (!operation || typeof operation !== 'object') return refuse('expected [userOperation, entryPoint]')
  const { sender, callData, paymaster, paymasterAndData } = operation as Record<string, unknown>
  if (typeof sender !== 'string' || !ADDRESS.test(sender)) return refuse('the sender is not an address')
  // A sponsor the dApp chose signs over gas the wallet sets: it cannot be kept, and is not dropped silently.
  if (
    (paymaster !== undefined && paymaster !== null) ||
    (paymasterAndData !== undefined && paymasterAndData !== '0x')
  )
    return refuse('a paymaster is not accepted (use wallet_sendCalls with paymasterService)')
  if (typeof callData !== 'string' || !HEX.test(callData) || callData.length > MAX_CALL_DATA_HEX)
    return refuse('callData is not hex')
  const calls = executeCalls(callData.slice(2).toLowerCase())
  if (typeof calls === 'string') return refuse(calls)
  if (calls.length === 0) return refuse('no calls')
  if (calls.length > MAX_USER_OPERATION_CALLS) return refuse(`more than ${MAX_USER_OPERATION_CALLS} calls`)
  if (calls.some((call) => call.to.toLowerCase() === sender.toLowerCase()))
    return refuse('a call to the account itself is not accepted')
  return { ok: true, sender, entryPoint, calls }
}

/** The calls of ERC-7579 `execute` callData (hex without 0x), or why there are none. */
function executeCalls(hex: string): UserOperationCall[] | string {
  const selector = hex.slice(0, 8)
  const args = hex.slice(8)
  if (selector === EXECUTE_ONE_SELECTOR) {
    const call = executionAt(args, wordAt(args, 0))
    return call ?? 'callData is not ABI-encoded'
  }
  if (selector !== EXECUTE_SELECTOR) return "callData is not the account's execute(bytes32,bytes)"
  const mode = args.slice(0, 64)
  // Byte 0: the call type (00 one call, 01 a batch); byte 1: the exec type (00 revert on failure); the rest unused.
  const callType = mode.slice(0, 2)
  if ((callType !== '00' && callType !== '01') || !/^0+$/.test(mode.slice(2)))
    return 'only a call or a batch of calls is accepted'
  const execution = bytesAt(args, 32)
  if (execution === undefined) return 'callData is not ABI-encoded'
  if (callType === '00') {
    if (execution.length < 104) return 'callData is not ABI-encoded'
    return [
      {
        to: `0x${execution.slice(0, 40)}`,
        value: quantity(execution.slice(40, 104)),
        data: `0x${execution.slice(104)}`,
      },
    ]
  }
  return executions(execution)
}

/** ABI-decodes `(address target, uint256 value, bytes callData)[]` (its encoding, hex without 0x). */
function executions(hex: string): UserOperationCall[] | string {
  const bad = 'the batch is not ABI-encoded'
  const start = wordAt(hex, 0)
  if (start === undefined || start % 32 !== 0) return bad
  const count = wordAt(hex, start)
  if (count === undefined || count > MAX_USER_OPERATION_CALLS)
    return count === undefined ? bad : `more than ${MAX_USER_OPERATION_CALLS} calls`
  const base = start + 32
  const calls: UserOperationCall[] = []
  for (let i = 0; i < count; i++) {
    const offset = wordAt(hex, base + 32 * i)
    const call = offset === undefined ? undefined : executionAt(hex, base + offset)
    if (!call) return bad
    calls.push(...call)
  }
  return calls
}

/** One `(address target, uint256 value, bytes callData)` encoded at byte `tuple`, as a list of one. */
function executionAt(hex: string, tuple: number | undefined): [UserOperationCall] | undefined {
  if (tuple === undefined) return undefined
  const target = hex.slice(tuple * 2, tuple * 2 + 64)
  const value = hex.slice(tuple * 2 + 64, tuple * 2 + 128)
  if (target.length !== 64 || value.length !== 64 || !/^0{24}/.test(target)) return undefined
  const data = bytesAt(hex.slice(tuple * 2), 64)
  if (data === undefined) return undefined
  return [{ to: `0x${target.slice(24)}`, value: quantity(value), data: `0x${data}` }]
}

/** A uint256 word at byte `at`, when it fits a safe integer (offsets and lengths). */
function wordAt(hex: string, at: number): number | undefined {
  const word = hex.slice(at * 2, at * 2 + 64)
  if (word.length !== 64) return undefined
  const value = Number.parseInt(word, 16)
  return Number.isSafeInteger(value) ? value : undefined
}

/** The dynamic `bytes` whose offset word sits at byte `at` (offsets relative to `hex`'s start). */
function bytesAt(hex: string, at: number): string | undefined {
  const offset = wordAt(hex, at)
  if (offset === undefined) return undefined
  const length = wordAt(hex, offset)
  if (length === undefined) return undefined
  const data = hex.slice((offset + 32) * 2, (offset + 32 + length) * 2)
  return data.length === length * 2 ? data : undefined
}

const quantity = (word: string) => `0x${word.replace(/^0+(?=.)/, '')}`
