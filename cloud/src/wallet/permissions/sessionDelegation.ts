import { randomBytes } from 'node:crypto'
import type { MetaMaskSmartAccount } from '@metamask/smart-accounts-kit'
import { type Address, encodeFunctionData, type Hex, isAddressEqual, numberToHex, parseAbi } from 'viem'
import { smartAccountsKit } from '../smartAccountsKit.js'
import type { GrantRequest, RequestedPermission } from './grantRequest.js'

const delegationManagerAbi = parseAbi([
  'struct Caveat { address enforcer; bytes terms; bytes args; }',
  'struct Delegation { address delegate; address delegator; bytes32 authority; Caveat[] caveats; uint256 salt; bytes signature; }',
  'function disableDelegation(Delegation _delegation)',
])

/** ERC-7715's answer to `wallet_grantPermissions` (viem's `GrantPermissionsReturnType`). */
export interface GrantedSession {
  expiry: number
  chainId: Hex
  address: Address
  grantedPermissions: RequestedPermission[]
  /** The signed delegation, ABI-encoded: what the dApp hands the DelegationManager to redeem. */
  permissionsContext: Hex
  signerData: { submitToAddress: Address }
  /** While the account is not deployed: the call that deploys it (a delegation needs its delegator's code). */
  factory?: Address
  factoryData?: Hex
}

export interface GrantSessionParameters {
  /** The visitor's smart account, able to sign (its environment names the DelegationManager and enforcers). */
  account: MetaMaskSmartAccount
  chainId: number
  request: GrantRequest
}

/**
 * The visitor's smart account delegates exactly what they approved: the DelegationManager lets the
 * dApp's key spend ETH (or the one token) up to the allowance, before the expiry, and nothing else,
 * enforced on chain by the caveat enforcers, so no further prompt is needed within it and none can
 * get past it. A fresh salt keeps two equal grants two delegations (revoking one leaves the other).
 */
export async function grantSession({
  account,
  chainId,
  request,
}: GrantSessionParameters): Promise<GrantedSession> {
  const { kit, utils } = await smartAccountsKit()
  const { environment } = account
  const { limit } = request
  const scope =
    limit.kind === 'native'
      ? ({ type: 'nativeTokenTransferAmount', maxAmount: limit.allowance } as const)
      : ({ type: 'erc20TransferAmount', tokenAddress: limit.token, maxAmount: limit.allowance } as const)
  const delegation = kit.createDelegation({
    environment,
    from: account.address,
    to: request.delegate,
    scope,
    caveats: [{ type: 'timestamp', afterThreshold: 0, beforeThreshold: request.expiry }],
    salt: `0x${randomBytes(32).toString('hex')}`,
  })
  const signature = await account.signDelegation({ delegation })
  const deployed = await account.isDeployed()
  const factoryArgs = deployed ? undefined : await account.getFactoryArgs()
  return {
    expiry: request.expiry,
    chainId: numberToHex(chainId),
    address: account.address,
    grantedPermissions: [request.permission],
    permissionsContext: utils.encodeDelegations([{ ...delegation, signature }]),
    signerData: { submitToAddress: environment.DelegationManager },
    ...(factoryArgs?.factory ? { factory: factoryArgs.factory, factoryData: factoryArgs.factoryData } : {}),
  }
}

export type RevocationResult = { ok: true; call: { to: Address; data: Hex } } | { ok: false; message: string }

/**
 * The call that revokes a granted session for good: the account (its delegator, the only one the
 * DelegationManager lets) disables the delegation, after which every redemption of it reverts. A
 * context that is not one of this account's own delegations is refused.
 */
export async function revocationCall(
  account: Pick<MetaMaskSmartAccount, 'address' | 'environment'>,
  permissionsContext: Hex,
): Promise<RevocationResult> {
  const { utils } = await smartAccountsKit()
  let delegations: ReturnType<typeof utils.decodeDelegations>
  try {
    delegations = utils.decodeDelegations(permissionsContext)
  } catch {
    return { ok: false, message: 'Unknown permissions context' }
  }
  const [delegation] = delegations
  if (delegations.length !== 1 || !delegation || !isAddressEqual(delegation.delegator, account.address))
    return { ok: false, message: 'Unknown permissions context' }
  return {
    ok: true,
    call: {
      to: account.environment.DelegationManager,
      data: encodeFunctionData({
        abi: delegationManagerAbi,
        functionName: 'disableDelegation',
        args: [utils.toDelegationStruct(delegation)],
      }),
    },
  }
}
