import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  numberToHex,
  padHex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { userOperationCalls } from './userOperationCalls.js'

// ERC-7579's execute as MetaMask's HybridDeleGator (and the Smart Accounts Kit's encodeCalls) speaks it.
const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute((address target, uint256 value, bytes callData) execution)',
  'function updateSigners(address owner, string[] keyIds, uint256[] xValues, uint256[] yValues)',
])
const SINGLE: Hex = padHex('0x00', { dir: 'right', size: 32 })
const BATCH: Hex = padHex('0x01', { dir: 'right', size: 32 })
const executions = parseAbiParameters('(address target, uint256 value, bytes callData)[]')

const sender: Address = '0x1111111111111111111111111111111111111111'
const entryPoint: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const to: Address = '0x2222222222222222222222222222222222222222'
const token: Address = '0x3333333333333333333333333333333333333333'
const transfer =
  '0xa9059cbb000000000000000000000000222222222222222222222222222222222222222200000000000000000000000000000000000000000000000000000000000003e8'

const single = (target: Address, value: bigint, data: Hex = '0x') =>
  encodeFunctionData({
    abi: accountAbi,
    functionName: 'execute',
    args: [SINGLE, concatHex([target, numberToHex(value, { size: 32 }), data])],
  })
const batch = (calls: { target: Address; value: bigint; callData: Hex }[]) =>
  encodeFunctionData({
    abi: accountAbi,
    functionName: 'execute',
    args: [BATCH, encodeAbiParameters(executions, [calls])],
  })
const operation = (callData: Hex, more: Record<string, unknown> = {}) => [
  { sender, nonce: '0x0', callData, signature: '0x', ...more },
  entryPoint,
]

describe('userOperationCalls', () => {
  it("reads one call from the account's execute", () => {
    expect(userOperationCalls(operation(single(to, 10n ** 16n)))).toEqual({
      ok: true,
      sender,
      entryPoint,
      calls: [{ to, value: '0x2386f26fc10000', data: '0x' }],
    })
  })

  it("reads the DeleGator's one-call execute, as the kit encodes a single call", () => {
    const callData = encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [{ target: token, value: 7n, callData: transfer }],
    })
    expect(userOperationCalls(operation(callData))).toEqual({
      ok: true,
      sender,
      entryPoint,
      calls: [{ to: token.toLowerCase(), value: '0x7', data: transfer }],
    })
  })

  it('reads every call of a batch, their values and data', () => {
    const result = userOperationCalls(
      operation(
        batch([
          { target: to, value: 5n, callData: '0x' },
          { target: token, value: 0n, callData: transfer },
        ]),
      ),
    )
    expect(result).toEqual({
      ok: true,
      sender,
      entryPoint,
      calls: [
        { to, value: '0x5', data: '0x' },
        { to: token.toLowerCase(), value: '0x0', data: transfer },
      ],
    })
  })

  it("refuses the account's own functions, calls to itself, try-mode, delegatecall and a dApp's paymaster", () => {
    const message = (params: unknown) => {
      const result = userOperationCalls(params)
      return result.ok ? 'ok' : result.message
    }
    const takeover = encodeFunctionData({
      abi: accountAbi,
      functionName: 'updateSigners',
      args: [to, [], [], []],
    })
    expect(message(operation(takeover))).toBe(
      "Invalid user operation: callData is not the account's execute(bytes32,bytes)",
    )
    expect(message(operation(single(sender, 0n, takeover)))).toBe(
      'Invalid user operation: a call to the account itself is not accepted',
    )
    const tryMode = padHex('0x0001', { dir: 'right', size: 32 })
    const delegate = padHex('0xff', { dir: 'right', size: 32 })
    for (const mode of [tryMode, delegate])
      expect(
        message(
          operation(
            encodeFunctionData({
              abi: accountAbi,
              functionName: 'execute',
              args: [mode, concatHex([to, numberToHex(0n, { size: 32 })])],
            }),
          ),
        ),
      ).toBe('Invalid user operation: only a call or a batch of calls is accepted')
    expect(message(operation(single(to, 1n), { paymaster: token }))).toMatch(/paymaster is not accepted/)
    expect(message(operation(batch([])))).toBe('Invalid user operation: no calls')
    const seventeen = Array.from({ length: 17 }, () => ({ target: to, value: 0n, callData: '0x' as Hex }))
    expect(message(operation(batch(seventeen)))).toBe('Invalid user operation: more than 16 calls')
  })

  it('refuses malformed params and truncated encodings', () => {
    const message = (params: unknown) => {
      const result = userOperationCalls(params)
      return result.ok ? 'ok' : result.message
    }
    expect(message(undefined)).toBe('Invalid user operation: expected [userOperation, entryPoint]')
    expect(message([{}, entryPoint])).toBe('Invalid user operation: the sender is not an address')
    expect(message(operation(single(to, 1n)).slice(0, 1))).toMatch(/expected/)
    expect(message([operation(single(to, 1n))[0], 'nowhere'])).toBe(
      'Invalid user operation: the entry point is not an address',
    )
    expect(message(operation('0xzz' as Hex))).toBe('Invalid user operation: callData is not hex')
    const full = single(to, 1n)
    expect(message(operation(full.slice(0, full.length - 64) as Hex))).toBe(
      'Invalid user operation: callData is not ABI-encoded',
    )
    const fullBatch = batch([{ target: to, value: 5n, callData: transfer }])
    expect(message(operation(fullBatch.slice(0, fullBatch.length - 128) as Hex))).toMatch(/not ABI-encoded/)
  })
})
