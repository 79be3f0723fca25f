import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { type Abi, type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'

type Contract = 'OwnedAccount' | 'OwnedAccountFactory'
export const ownedAccountArtifacts = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', '..', 'dev-cloud', 'contracts', 'artifacts.json'),
    'utf8',
  ),
) as Record<Contract, { abi: Abi; bytecode: Hex }>

// anvil's public test key #3 deploys the test contracts.
const deployer = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')

export interface ChainCloud {
  anvil: RunningAnvil
  cloud: RunningCloud
  publicClient: ReturnType<typeof createPublicClient>
  deploy(contract: Contract, args: unknown[]): Promise<Address>
  close(): Promise<void>
}

/** Tests: an anvil chain and a cloud serving it as `eip155:31337` on the given clock. */
export async function startChainCloud(now: () => number): Promise<ChainCloud> {
  const anvil = await startAnvil({ port: await freePort() })
  const cloud = await createCloudServer({ port: 0, chains: { 'eip155:31337': { rpcUrl: anvil.url } }, now })
  const publicClient = createPublicClient({ chain: foundry, transport: http(anvil.url) })
  const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(anvil.url) })
  return {
    anvil,
    cloud,
    publicClient,
    async deploy(contract, args) {
      const hash = await wallet.deployContract({ ...ownedAccountArtifacts[contract], args })
      return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
    },
    async close() {
      await cloud.close()
      await anvil.stop()
    },
  }
}
