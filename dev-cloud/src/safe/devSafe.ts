import Safe from '@safe-global/protocol-kit'
import { type Address, createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { setEthBalance } from '../devnet/deployerClient.js'
import { deploySafeContracts, type SafeContracts } from './safeContracts.js'

/**
 * The dev Safe's two owners: anvil's default accounts 5 and 6 (public keys of the "test test ...
 * junk" mnemonic), who both sign each of its transactions (threshold 2).
 */
export const DEV_SAFE_OWNER_KEYS: readonly [Hex, Hex] = [
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
]
export const DEV_SAFE_THRESHOLD = 2

/** What the dev Safe starts with, so a dApp inside it has something to send. */
const DEV_SAFE_BALANCE = parseEther('10')

export interface DevSafe {
  address: Address
  chainId: number
  owners: Address[]
  threshold: number
  contracts: SafeContracts
  rpcUrl: string
}

/** protocol-kit's per-chain contract table for the devnet's own deployment. */
export const contractNetworks = (chainId: number, contracts: SafeContracts) => ({
  [String(chainId)]: contracts,
})

/**
 * Deploys the Safe contracts and a Safe of anvil accounts 5 and 6, threshold 2, with
 * @safe-global/protocol-kit (a predicted Safe, its deployment transaction sent by owner 1), and
 * funds it. The same salt gives the same address on every fresh chain; a deployed one is reused.
 */
export async function deployDevSafe(rpcUrl: string, saltNonce = '0'): Promise<DevSafe> {
  const contracts = await deploySafeContracts(rpcUrl)
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  const chainId = await publicClient.getChainId()
  const owners = DEV_SAFE_OWNER_KEYS.map((key) => privateKeyToAccount(key).address)
  const kit = await Safe.init({
    provider: rpcUrl,
    signer: DEV_SAFE_OWNER_KEYS[0],
    predictedSafe: {
      safeAccountConfig: { owners, threshold: DEV_SAFE_THRESHOLD },
      safeDeploymentConfig: { saltNonce, safeVersion: '1.4.1' },
    },
    contractNetworks: contractNetworks(chainId, contracts),
  })
  const address = (await kit.getAddress()) as Address
  if (!(await kit.isSafeDeployed())) {
    const deployment = await kit.createSafeDeploymentTransaction()
    const owner = createWalletClient({
      account: privateKeyToAccount(DEV_SAFE_OWNER_KEYS[0]),
      chain: foundry,
      transport: http(rpcUrl),
    })
    const hash = await owner.sendTransaction({
      to: deployment.to as Address,
      data: deployment.data as Hex,
      value: BigInt(deployment.value),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`The dev Safe's deployment reverted in ${hash}`)
    await setEthBalance(publicClient, address, DEV_SAFE_BALANCE)
  }
  return { address, chainId, owners, threshold: DEV_SAFE_THRESHOLD, contracts, rpcUrl }
}
