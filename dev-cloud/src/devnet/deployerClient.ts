import type { Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem'
import type { LocalAccount } from 'viem/accounts'

/** The devnet deployer's wallet: a local key, so viem signs and anvil mines each send at once. */
export type DeployerClient = WalletClient<Transport, Chain, LocalAccount>

/** Waits for each transaction and throws on the first that reverted: a half-deployed devnet is useless. */
export async function confirmAll(publicClient: PublicClient, hashes: Hex[]) {
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Devnet deployment failed in ${hash}`)
  }
}

/** Gives an account `wei` of ETH (anvil only). */
export async function setEthBalance(publicClient: PublicClient, address: Address, wei: bigint) {
  await publicClient.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${wei.toString(16)}`] as never,
  })
}
