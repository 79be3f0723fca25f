import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { confirmAll, setEthBalance } from '../devnet/deployerClient.js'

/**
 * The CREATE2 deployer ("Arachnid's") every anvil chain has from genesis, the one the EntryPoint and
 * SimpleAccountFactory v0.7 were deployed through on every public chain.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** eth-infinitism's salt for EntryPoint v0.7: with the npm build's bytecode it gives the canonical address. */
const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** SimpleAccountFactory v0.7 went out with salt 0. */
const FACTORY_SALT: Hex = `0x${'00'.repeat(32)}`

export interface Artifact {
  abi: Abi
  bytecode: Hex
}
const require = createRequire(import.meta.url)
/** The hardhat builds `@account-abstraction/contracts@0.7.0` ships (the ones eth-infinitism deployed). */
export const artifact = (name: string) =>
  require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact

export const entryPoint07Artifact = (): Artifact => artifact('EntryPoint')
export const simpleAccountFactory07Artifact = (): Artifact => artifact('SimpleAccountFactory')

const entryPointInitCode = (): Hex => entryPoint07Artifact().bytecode
const factoryInitCode = (entryPoint: Address): Hex =>
  concat([
    simpleAccountFactory07Artifact().bytecode,
    encodeAbiParameters([{ type: 'address' }], [entryPoint]),
  ])

const create2Address = (salt: Hex, bytecode: Hex) =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode })

/** The canonical addresses (mainnet's, Base's, ...): reproduced here from the npm bytecode, not copied. */
export const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
export const SIMPLE_ACCOUNT_FACTORY_07: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

export interface AccountAbstractionContracts {
  entryPoint: Address
  simpleAccountFactory: Address
}

/**
 * Where the contracts land: computed from the npm bytecode and the salts, and checked against the
 * canonical addresses, so an artifact that changed under us fails here rather than at an odd address.
 */
export function plannedAccountAbstraction(): AccountAbstractionContracts {
  const entryPoint = create2Address(ENTRY_POINT_SALT, entryPointInitCode())
  const simpleAccountFactory = create2Address(FACTORY_SALT, factoryInitCode(entryPoint))
  if (entryPoint !== ENTRY_POINT_07 || simpleAccountFactory !== SIMPLE_ACCOUNT_FACTORY_07)
    throw new Error(
      `@account-abstraction/contracts builds to ${entryPoint} / ${simpleAccountFactory}, not the canonical v0.7 addresses`,
    )
  return { entryPoint, simpleAccountFactory }
}

/**
 * Sends the CREATE2 deployments: any funded key would do (the sender is not in the address); its own,
 * so the devnet deployer's nonces (which fix the devnet's addresses) stay untouched.
 */
const SENDER_KEY: Hex = '0x4a4c3e1f0b9d8c7a6e5f4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a19081'

/**
 * Deploys EntryPoint v0.7 and SimpleAccountFactory v0.7 at their canonical addresses through the
 * chain's CREATE2 deployer (anvil only: the sender is funded with anvil_setBalance). What the chain
 * already has (anvil --state) is not sent again.
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<AccountAbstractionContracts> {
  const planned = plannedAccountAbstraction()
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const hasCode = async (address: Address) => {
    const code = await publicClient.getCode({ address })
    return code !== undefined && code !== '0x'
  }
  if (!(await hasCode(CREATE2_DEPLOYER)))
    throw new Error(`No CREATE2 deployer at ${CREATE2_DEPLOYER}: anvil has one from genesis`)
  const steps = [
    { address: planned.entryPoint, salt: ENTRY_POINT_SALT, initCode: entryPointInitCode() },
    {
      address: planned.simpleAccountFactory,
      salt: FACTORY_SALT,
      initCode: factoryInitCode(planned.entryPoint),
    },
  ]
  const present = await Promise.all(steps.map((step) => hasCode(step.address)))
  const missing = steps.filter((_, i) => !present[i])
  if (missing.length === 0) return planned
  const sender = privateKeyToAccount(SENDER_KEY)
  await setEthBalance(publicClient, sender.address, parseEther('10'))
  const chain = { ...foundry, id: await publicClient.getChainId() }
  const wallet = createWalletClient({ account: sender, chain, transport })
  const hashes: Hex[] = []
  // In order, the factory after the EntryPoint (its SimpleAccount implementation stores it); the gas
  // given, since an estimate of the factory would run before the EntryPoint is mined.
  for (const step of missing)
    hashes.push(
      await wallet.sendTransaction({
        to: CREATE2_DEPLOYER,
        data: concat([step.salt, step.initCode]),
        gas: 10_000_000n,
      }),
    )
  await confirmAll(publicClient, hashes)
  for (const step of missing)
    if (!(await hasCode(step.address)))
      throw new Error(`The CREATE2 deployment of ${step.address} left no code`)
  return planned
}
