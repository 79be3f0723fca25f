import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { confirmAll, setEthBalance } from '../devnet/deployerClient.js'
import { type Artifact, artifact, CREATE2_DEPLOYER, ENTRY_POINT_07 } from './accountAbstractionContracts.js'

/**
 * The devnet paymaster's verifying signer: its own key, not one of anvil's mnemonic (tests and
 * wallets use 0-9, the bundler 10-11). It also sends the deployment and the deposit (CREATE2: the
 * sender is not in the address). Devnet only: whoever holds it sponsors any operation.
 */
export const DEVNET_PAYMASTER_SIGNER_KEY: Hex =
  '0x7c3e5a1f9b2d4c6e8a0b1d3f5e7c9a2b4d6f8e0a1c3b5d7f9e2a4c6b8d0f1e3a'

const PAYMASTER_SALT: Hex = `0x${'00'.repeat(32)}`

/** What the EntryPoint holds for the paymaster after a deploy (it tops up below half of it). */
export const DEVNET_PAYMASTER_DEPOSIT = parseEther('100')

/** eth-infinitism's sample `VerifyingPaymaster` v0.7 from `@account-abstraction/contracts@0.7.0`. */
export const verifyingPaymasterArtifact = (): Artifact => artifact('VerifyingPaymaster')

export const entryPointDepositAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function depositTo(address account) payable',
])

const initCode = (signer: Address): Hex =>
  concat([
    verifyingPaymasterArtifact().bytecode,
    encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [ENTRY_POINT_07, signer]),
  ])

export interface DevnetPaymasterContract {
  /** The VerifyingPaymaster's address (CREATE2, fixed by the bytecode and the signer). */
  paymaster: Address
  /** Whose signature over `getHash` it accepts. */
  verifyingSigner: Address
}

/** Where the devnet's VerifyingPaymaster lands: the same address on every fresh anvil. */
export function plannedDevnetPaymaster(): DevnetPaymasterContract {
  const verifyingSigner = privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY).address
  const paymaster = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: PAYMASTER_SALT,
    bytecode: initCode(verifyingSigner),
  })
  return { paymaster, verifyingSigner }
}

/**
 * Deploys the VerifyingPaymaster against EntryPoint v0.7 (which `deployAccountAbstraction` put first)
 * through the CREATE2 deployer, and keeps its EntryPoint deposit at `deposit` (topped up when below
 * half of it). Anvil only. Its owner is the CREATE2 deployer, so nobody withdraws the deposit: a devnet
 * has no use for that.
 */
export async function deployDevnetPaymaster(
  rpcUrl: string,
  { deposit = DEVNET_PAYMASTER_DEPOSIT }: { deposit?: bigint } = {},
): Promise<DevnetPaymasterContract> {
  const planned = plannedDevnetPaymaster()
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport, pollingInterval: 50 })
  const hasCode = async (address: Address) => {
    const code = await publicClient.getCode({ address })
    return code !== undefined && code !== '0x'
  }
  if (!(await hasCode(ENTRY_POINT_07)))
    throw new Error(`No EntryPoint at ${ENTRY_POINT_07}: deployAccountAbstraction comes first`)
  const sender = privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY)
  const held = await publicClient.readContract({
    address: ENTRY_POINT_07,
    abi: entryPointDepositAbi,
    functionName: 'balanceOf',
    args: [planned.paymaster],
  })
  const deployed = await hasCode(planned.paymaster)
  if (deployed && held >= deposit / 2n) return planned
  await setEthBalance(publicClient, sender.address, deposit + parseEther('10'))
  const chain = { ...foundry, id: await publicClient.getChainId() }
  const wallet = createWalletClient({ account: sender, chain, transport })
  const hashes: Hex[] = []
  if (!deployed)
    hashes.push(
      await wallet.sendTransaction({
        to: CREATE2_DEPLOYER,
        data: concat([PAYMASTER_SALT, initCode(sender.address)]),
        gas: 3_000_000n,
      }),
    )
  // The gas given: an estimate would run before the deployment is mined.
  hashes.push(
    await wallet.writeContract({
      address: ENTRY_POINT_07,
      abi: entryPointDepositAbi,
      functionName: 'depositTo',
      args: [planned.paymaster],
      value: deposit - held,
      gas: 100_000n,
    }),
  )
  await confirmAll(publicClient, hashes)
  if (!(await hasCode(planned.paymaster)))
    throw new Error(`The CREATE2 deployment of the paymaster at ${planned.paymaster} left no code`)
  return planned
}
