import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  numberToHex,
  parseAbi,
  parseAbiParameters,
  parseEther,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { callsOf, userOperationTransfers } from './userOperationTransfers.js'

const ACCOUNT: Address = '0x1111111111111111111111111111111111111111'
const OTHER: Address = '0x2222222222222222222222222222222222222222'
const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH: Hex = `0x${'ab'.repeat(32)}`

const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute((address target, uint256 value, bytes callData) execution)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const SINGLE: Hex = `0x${'00'.repeat(32)}`
const BATCH: Hex = `0x01${'00'.repeat(31)}`

const erc7579Single = (target: Address, value: bigint, data: Hex = '0x') =>
  encodeFunctionData({
    abi: accountAbi,
    functionName: 'execute',
    args: [SINGLE, concatHex([target, numberToHex(value, { size: 32 }), data])],
  })
const erc7579Batch = (calls: { target: Address; value: bigint; callData: Hex }[]) =>
  encodeFunctionData({
    abi: accountAbi,
    functionName: 'execute',
    args: [
      BATCH,
      encodeAbiParameters(parseAbiParameters('(address target, uint256 value, bytes callData)[]'), [calls]),
    ],
  })

const op = (sender: Address, nonce: bigint, callData: Hex) => ({
  sender,
  nonce,
  initCode: '0x' as Hex,
  callData,
  accountGasLimits: `0x${'00'.repeat(32)}` as Hex,
  preVerificationGas: 0n,
  gasFees: `0x${'00'.repeat(32)}` as Hex,
  paymasterAndData: '0x' as Hex,
  signature: '0x' as Hex,
})

const event = (
  sender: Address,
  nonce: bigint,
  success: boolean,
  logIndex: number,
  address: Address = entryPoint07Address,
) => ({
  address,
  logIndex: numberToHex(logIndex),
  topics: encodeEventTopics({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    args: { userOpHash: `0x${'cd'.repeat(32)}`, sender, paymaster: zeroAddress },
  }) as Hex[],
  data: encodeAbiParameters(parseAbiParameters('uint256, bool, uint256, uint256'), [nonce, success, 1n, 1n]),
})

const bundle = (ops: ReturnType<typeof op>[], to: Address = entryPoint07Address) => ({
  hash: HASH,
  to,
  input: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'handleOps', args: [ops, OTHER] }),
})

describe("a smart account's calls, read from its callData", () => {
  it('reads ERC-7579 single and batch executions, the single-execution form and SimpleAccount', () => {
    expect(callsOf(erc7579Single(ALICE, 5n, '0x1234'))).toEqual([{ target: ALICE, value: 5n }])
    expect(
      callsOf(
        erc7579Batch([
          { target: ALICE, value: 1n, callData: '0x' },
          { target: BOB, value: 2n, callData: '0xdead' },
        ]),
      ),
    ).toEqual([
      { target: ALICE, value: 1n },
      { target: BOB, value: 2n },
    ])
    expect(
      callsOf(
        encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [{ target: BOB, value: 7n, callData: '0x' }],
        }),
      ),
    ).toEqual([{ target: BOB, value: 7n }])
    expect(
      callsOf(encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [ALICE, 3n, '0x'] })),
    ).toEqual([{ target: ALICE, value: 3n }])
    expect(
      callsOf(
        encodeFunctionData({
          abi: accountAbi,
          functionName: 'executeBatch',
          args: [
            [ALICE, BOB],
            [4n, 0n],
            ['0x', '0x'],
          ],
        }),
      ),
    ).toEqual([
      { target: ALICE, value: 4n },
      { target: BOB, value: 0n },
    ])
  })

  it('reads nothing from a delegatecall, another function or bytes that are not a call', () => {
    const delegatecall = encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [`0xff${'00'.repeat(31)}`, concatHex([ALICE, numberToHex(9n, { size: 32 })])],
    })
    expect(callsOf(delegatecall)).toEqual([])
    expect(callsOf('0xa9059cbb')).toEqual([])
    expect(callsOf('0x')).toEqual([])
    // A batch whose executions do not decode.
    expect(
      callsOf(encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [BATCH, '0x12'] })),
    ).toEqual([])
  })
})

describe('the ETH user operations sent, from a bundle sent to the EntryPoint', () => {
  it("turns each successful operation's calls with value into transfers from its smart account", () => {
    const tx = bundle([
      op(
        ACCOUNT,
        0n,
        erc7579Batch([
          { target: ALICE, value: parseEther('0.01'), callData: '0x' },
          { target: BOB, value: 0n, callData: '0xdead' },
          { target: BOB, value: parseEther('0.02'), callData: '0x' },
        ]),
      ),
      op(OTHER, 4n, erc7579Single(ALICE, parseEther('1'))),
    ])
    const transfers = userOperationTransfers(tx, {
      logs: [event(ACCOUNT, 0n, true, 1), event(OTHER, 4n, false, 3)],
    })
    expect(transfers).toEqual([
      {
        hash: HASH,
        logIndex: -1_000_000_000 + 256,
        kind: 'native',
        contract: null,
        sender: ACCOUNT,
        recipient: ALICE,
        amount: parseEther('0.01').toString(),
        tokenId: null,
      },
      {
        hash: HASH,
        logIndex: -1_000_000_000 + 256 + 2,
        kind: 'native',
        contract: null,
        sender: ACCOUNT,
        recipient: BOB,
        amount: parseEther('0.02').toString(),
        tokenId: null,
      },
    ])
  })

  it('believes only the EntryPoint: another contract, a spoofed event or an unmatched nonce moves nothing', () => {
    const ops = [op(ACCOUNT, 0n, erc7579Single(ALICE, 5n))]
    // The same calldata sent to a contract that is not an EntryPoint.
    expect(userOperationTransfers(bundle(ops, OTHER), { logs: [event(ACCOUNT, 0n, true, 0)] })).toEqual([])
    // A success event logged by another contract in the same transaction.
    expect(userOperationTransfers(bundle(ops), { logs: [event(ACCOUNT, 0n, true, 0, OTHER)] })).toEqual([])
    // An event for an operation the bundle does not carry.
    expect(userOperationTransfers(bundle(ops), { logs: [event(ACCOUNT, 1n, true, 0)] })).toEqual([])
    // Input that is not handleOps.
    expect(
      userOperationTransfers({ hash: HASH, to: entryPoint07Address, input: '0x12345678' }, { logs: [] }),
    ).toEqual([])
  })
})
