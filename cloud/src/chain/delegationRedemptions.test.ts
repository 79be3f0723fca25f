import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  numberToHex,
  parseAbi,
  parseAbiParameters,
  zeroHash,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { delegationRedemptions } from './delegationRedemptions.js'

const MANAGER: Address = '0x591f051F13a9212914894E1657b2629D77bEb48f'
const VISITOR: Address = '0x1111111111111111111111111111111111111111'
const MIDDLE: Address = '0x4444444444444444444444444444444444444444'
const DAPP: Address = '0x2222222222222222222222222222222222222222'
const TO: Address = '0x3333333333333333333333333333333333333333'
const HASH: Hex = `0x${'ab'.repeat(32)}`

const delegation = (delegate: Address, delegator: Address) => ({
  delegate,
  delegator,
  authority: zeroHash,
  caveats: [],
  salt: 1n,
  signature: '0x' as Hex,
})
/** Leaf first: the dApp holds a delegation from MIDDLE, which holds one from the visitor (the root). */
const context = encodeAbiParameters(
  parseAbiParameters(
    '(address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature)[]',
  ),
  [[delegation(DAPP, MIDDLE), delegation(MIDDLE, VISITOR)]],
)
const redeem = (mode: Hex, execution: Hex) =>
  encodeFunctionData({
    abi: parseAbi(['function redeemDelegations(bytes[] contexts, bytes32[] modes, bytes[] executions)']),
    functionName: 'redeemDelegations',
    args: [[context], [mode], [execution]],
  })
const single = concatHex([TO, numberToHex(5n, { size: 32 })])

describe("a session's spends, read from a redemption sent to the DelegationManager", () => {
  it('is a send from the root delegator, the account whose funds moved', () => {
    expect(
      delegationRedemptions({ hash: HASH, to: MANAGER, input: redeem(zeroHash, single) }, [MANAGER]),
    ).toEqual([
      {
        hash: HASH,
        logIndex: -2_000_000_000,
        kind: 'native',
        contract: null,
        sender: VISITOR,
        recipient: TO,
        amount: '5',
        tokenId: null,
      },
    ])
  })

  it('believes only a known DelegationManager, and reads nothing from bytes that do not decode', () => {
    expect(
      delegationRedemptions({ hash: HASH, to: DAPP, input: redeem(zeroHash, single) }, [MANAGER]),
    ).toEqual([])
    expect(delegationRedemptions({ hash: HASH, to: MANAGER, input: '0x12345678' }, [MANAGER])).toEqual([])
    expect(delegationRedemptions({ hash: HASH, to: null, input: '0x' }, [MANAGER])).toEqual([])
  })
})
