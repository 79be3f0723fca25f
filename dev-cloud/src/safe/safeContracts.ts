import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  parseEther,
  zeroHash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { confirmAll, setEthBalance } from '../devnet/deployerClient.js'

/** The CREATE2 deployer every anvil chain holds from genesis (Arachnid's deterministic-deployment proxy). */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The Safe v1.4.1 contracts protocol-kit needs, by its `ContractNetworkConfig` names. */
export interface SafeContracts {
  safeSingletonAddress: Address
  safeProxyFactoryAddress: Address
  multiSendAddress: Address
  multiSendCallOnlyAddress: Address
  fallbackHandlerAddress: Address
  signMessageLibAddress: Address
  createCallAddress: Address
  simulateTxAccessorAddress: Address
}

// Each name's build artifact in @safe-global/safe-contracts (SafeL2: the singleton that emits events).
const ARTIFACTS: Record<keyof SafeContracts, string> = {
  safeSingletonAddress: 'SafeL2.sol/SafeL2.json',
  safeProxyFactoryAddress: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  multiSendAddress: 'libraries/MultiSend.sol/MultiSend.json',
  multiSendCallOnlyAddress: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  fallbackHandlerAddress: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  signMessageLibAddress: 'libraries/SignMessageLib.sol/SignMessageLib.json',
  createCallAddress: 'libraries/CreateCall.sol/CreateCall.json',
  simulateTxAccessorAddress: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
}

const artifactsDir = () =>
  join(
    dirname(createRequire(import.meta.url).resolve('@safe-global/safe-contracts/package.json')),
    'build',
    'artifacts',
    'contracts',
  )

/** A key of its own (not one of anvil's): it only pays for the deploys, whose addresses CREATE2 fixes. */
const SAFE_DEPLOYER_KEY: Hex = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe0001'

function initCodes(): Record<keyof SafeContracts, Hex> {
  const dir = artifactsDir()
  return Object.fromEntries(
    Object.entries(ARTIFACTS).map(([name, path]) => [
      name,
      (JSON.parse(readFileSync(join(dir, path), 'utf8')) as { bytecode: Hex }).bytecode,
    ]),
  ) as Record<keyof SafeContracts, Hex>
}

/** Where `deploySafeContracts` puts each contract (salt 0 through the CREATE2 deployer), on any chain. */
export function plannedSafeContracts(): SafeContracts {
  return Object.fromEntries(
    Object.entries(initCodes()).map(([name, bytecode]) => [
      name,
      getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: zeroHash, bytecode }),
    ]),
  ) as unknown as SafeContracts
}

/**
 * Deploys the Safe v1.4.1 contracts (singleton, proxy factory, fallback handler, MultiSend, ...)
 * through anvil's CREATE2 deployer, the bytecode from @safe-global/safe-contracts' build. A
 * contract already there (a persisted chain) is left as it is. Resolves with the addresses.
 */
export async function deploySafeContracts(rpcUrl: string): Promise<SafeContracts> {
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  if (!(await publicClient.getCode({ address: CREATE2_DEPLOYER })))
    throw new Error(`No CREATE2 deployer at ${CREATE2_DEPLOYER} on ${rpcUrl}`)
  const account = privateKeyToAccount(SAFE_DEPLOYER_KEY)
  const wallet = createWalletClient({ account, chain: foundry, transport: http(rpcUrl) })
  await setEthBalance(publicClient, account.address, parseEther('100'))
  const planned = plannedSafeContracts()
  const codes = initCodes()
  const hashes: Hex[] = []
  for (const name of Object.keys(planned) as (keyof SafeContracts)[]) {
    if (await publicClient.getCode({ address: planned[name] })) continue
    hashes.push(await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([zeroHash, codes[name]]) }))
  }
  await confirmAll(publicClient, hashes)
  return planned
}
