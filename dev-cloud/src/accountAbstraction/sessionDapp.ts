import { type Address, concatHex, encodeFunctionData, type Hex, numberToHex, parseAbi, toHex } from 'viem'

/**
 * The dApp's side of an ERC-7715 smart session, as tests play it: what it asks the wallet for, and
 * how it later spends alone through the DelegationManager the wallet named (`signerData.submitToAddress`).
 */
const redeemAbi = parseAbi([
  'function redeemDelegations(bytes[] contexts, bytes32[] modes, bytes[] executions)',
])

/** ERC-7579's single call, default exec type: the mode of a plain one-call redemption. */
const SINGLE_DEFAULT_MODE: Hex = `0x${'00'.repeat(32)}`

/**
 * `wallet_grantPermissions` params as viem's `grantPermissions` sends them: `signer` (the dApp's key)
 * may move up to `allowance` wei of ETH until `expiry` (unix seconds).
 *
 * @example
 * await provider.request({ method: 'wallet_grantPermissions', params: nativeSessionRequest(key.address, 10n ** 16n, expiry) })
 */
export function nativeSessionRequest(signer: Address, allowance: bigint, expiry: number) {
  return [
    {
      expiry,
      signer: { type: 'account', data: { id: signer } },
      permissions: [
        {
          type: 'native-token-transfer',
          data: { ticker: 'ETH' },
          policies: [{ type: 'token-allowance', data: { allowance: toHex(allowance) } }],
          required: true,
        },
      ],
    },
  ]
}

/** Calldata for the DelegationManager: spend `value` wei to `to` under the granted `permissionsContext`. */
export function sessionRedemption(permissionsContext: Hex, to: Address, value: bigint): Hex {
  return encodeFunctionData({
    abi: redeemAbi,
    functionName: 'redeemDelegations',
    args: [[permissionsContext], [SINGLE_DEFAULT_MODE], [concatHex([to, numberToHex(value, { size: 32 })])]],
  })
}
