import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type PublicClient,
} from 'viem'
import {
  formatUserOperation,
  type RpcUserOperation,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import type { LocalAccount } from 'viem/accounts'
import { ENTRY_POINT_07 } from './accountAbstractionContracts.js'
import { verifyingPaymasterArtifact } from './devnetPaymaster.js'

// ERC-7677's two methods for EntryPoint v0.7, over eth-infinitism's VerifyingPaymaster, whose
// paymasterData is abi.encode(uint48 validUntil, uint48 validAfter) and the verifying signer's
// signature (EIP-191) over the contract's getHash(userOp, validUntil, validAfter).

/** JSON-RPC codes the paymaster answers with. */
export const paymasterCodes = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  /** The sponsorship policy refused the sender. */
  refused: -32001,
}

export class PaymasterRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Gas the VerifyingPaymaster's validation takes with room to spare (an ecrecover and a hash); no postOp. */
export const PAYMASTER_VERIFICATION_GAS = 100_000n
export const PAYMASTER_POST_OP_GAS = 0n
/** How long a signed sponsorship may wait to be included, s. */
const VALIDITY_S = 3_600n

/**
 * A signature of the right length (65 bytes) that ecrecovers to some address without reverting in
 * OpenZeppelin's ECDSA (low s, v = 28): the stub's, so the bundler's gas estimate runs the real path.
 */
const DUMMY_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

const validity = (validUntil: bigint, validAfter: bigint) =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [Number(validUntil), Number(validAfter)])

export interface PaymasterRpcOptions {
  publicClient: PublicClient
  chainId: number
  paymaster: Address
  signer: LocalAccount
  /** The sponsorship policy: whether to pay for this sender's operation (all when absent). */
  sponsors?: (sender: Address) => boolean | Promise<boolean>
  /** Shown to wallets as ERC-7677's `sponsor.name`. */
  sponsorName?: string
}

const HEX_FIELDS = [
  'nonce',
  'callData',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/** The params `[userOperation, entryPoint, chainId, context]`, checked; throws PaymasterRpcError. */
function checkParams(params: unknown, chainId: number): RpcUserOperation<'0.7'> {
  const invalid = (why: string) =>
    new PaymasterRpcError(paymasterCodes.invalidParams, `Invalid params: ${why}`)
  if (!Array.isArray(params) || params.length < 3 || params.length > 4)
    throw invalid('expected [userOperation, entryPoint, chainId, context]')
  const [userOperation, entryPoint, chain] = params as [Record<string, unknown>, unknown, unknown]
  if (typeof entryPoint !== 'string' || !isAddress(entryPoint, { strict: false }))
    throw invalid('the entry point is not an address')
  if (!isAddressEqual(entryPoint, ENTRY_POINT_07))
    throw new PaymasterRpcError(
      paymasterCodes.invalidParams,
      `Unsupported entry point ${entryPoint}: this paymaster serves EntryPoint v0.7 (${ENTRY_POINT_07})`,
    )
  if (typeof chain !== 'string' || !isHex(chain) || BigInt(chain) !== BigInt(chainId))
    throw new PaymasterRpcError(
      paymasterCodes.invalidParams,
      `Unsupported chain ${JSON.stringify(chain)}: this paymaster serves chain ${numberToHex(chainId)}`,
    )
  if (typeof userOperation !== 'object' || userOperation === null || Array.isArray(userOperation))
    throw invalid('the user operation is not an object')
  if (typeof userOperation.sender !== 'string' || !isAddress(userOperation.sender, { strict: false }))
    throw invalid('the user operation has no sender address')
  for (const field of HEX_FIELDS)
    if (typeof userOperation[field] !== 'string' || !isHex(userOperation[field]))
      throw invalid(`the user operation's ${field} is not hex`)
  if (userOperation.initCode !== undefined || userOperation.paymasterAndData !== undefined)
    throw invalid('an EntryPoint v0.6 user operation (initCode, paymasterAndData)')
  for (const field of ['factory', 'factoryData'] as const)
    if (userOperation[field] != null && !isHex(userOperation[field]))
      throw invalid(`the user operation's ${field} is not hex`)
  return userOperation as unknown as RpcUserOperation<'0.7'>
}

/**
 * ERC-7677's `pm_getPaymasterStubData` and `pm_getPaymasterData` for the devnet's VerifyingPaymaster:
 * `handle(method, params)` resolves with the result or throws PaymasterRpcError.
 */
export function createPaymasterRpc({
  publicClient,
  chainId,
  paymaster,
  signer,
  sponsors = () => true,
  sponsorName = 'Airlock devnet',
}: PaymasterRpcOptions) {
  async function sponsorable(params: unknown) {
    const userOperation = checkParams(params, chainId)
    if (!(await sponsors(userOperation.sender as Address)))
      throw new PaymasterRpcError(
        paymasterCodes.refused,
        `Sponsorship refused: the policy does not sponsor ${userOperation.sender}`,
      )
    return userOperation
  }

  const stubData = () => ({
    paymaster,
    paymasterData: concat([validity(0n, 0n), DUMMY_SIGNATURE]),
    paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
    paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS),
    sponsor: { name: sponsorName },
    isFinal: false,
  })

  async function paymasterData(rpcUserOperation: RpcUserOperation<'0.7'>) {
    const userOperation = formatUserOperation(rpcUserOperation) as UserOperation<'0.7'>
    const latest = await publicClient.getBlock({ blockTag: 'latest' })
    const now = BigInt(Math.floor(Date.now() / 1000))
    const validUntil = (latest.timestamp > now ? latest.timestamp : now) + VALIDITY_S
    // What the stub gave, unless the wallet changed it: the signature covers these gas limits.
    const packed = toPackedUserOperation({
      ...userOperation,
      signature: '0x',
      paymaster,
      paymasterData: '0x',
      paymasterVerificationGasLimit:
        userOperation.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
      paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
    })
    const hash = (await publicClient.readContract({
      address: paymaster,
      abi: verifyingPaymasterArtifact().abi,
      functionName: 'getHash',
      args: [packed, Number(validUntil), 0],
    })) as Hex
    const signature = await signer.signMessage({ message: { raw: hash } })
    return {
      paymaster,
      paymasterData: concat([validity(validUntil, 0n), signature]),
      paymasterVerificationGasLimit: numberToHex(
        userOperation.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
      ),
      paymasterPostOpGasLimit: numberToHex(userOperation.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS),
    }
  }

  return {
    async handle(method: unknown, params: unknown): Promise<unknown> {
      if (method === 'pm_getPaymasterStubData') {
        await sponsorable(params)
        return stubData()
      }
      if (method === 'pm_getPaymasterData') return paymasterData(await sponsorable(params))
      throw new PaymasterRpcError(paymasterCodes.methodNotFound, `Method not found: ${String(method)}`)
    },
  }
}
