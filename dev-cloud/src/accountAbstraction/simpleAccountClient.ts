import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { AccountAbstractionContracts } from './accountAbstractionContracts.js'

/** Anvil's account 0, which pays the new accounts (tests and benches on a chain of their own). */
const FUNDER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** A real transfer from anvil's account 0 (a counterfactual account is funded like any address). */
export async function sendEth(rpcUrl: string, to: Address, value: bigint) {
  const funder = createWalletClient({
    account: privateKeyToAccount(FUNDER_KEY),
    chain: foundry,
    transport: http(rpcUrl),
  })
  const hash = await funder.sendTransaction({ to, value })
  await createPublicClient({ chain: foundry, transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
}

export interface SimpleAccountClientParameters {
  rpcUrl: string
  bundlerUrl: string
  contracts: AccountAbstractionContracts
  /** Wei sent to the counterfactual account by a real transfer first; none when 0. */
  funds: bigint
}

/**
 * A fresh owner's SimpleAccount v0.7 as a wallet would drive it (permissionless computes the
 * account, viem's bundler client sends its user operations): counterfactual, holding `funds`.
 * For tests and benches only: permissionless is a devDependency.
 */
export async function simpleAccountClient({
  rpcUrl,
  bundlerUrl,
  contracts,
  funds,
}: SimpleAccountClientParameters) {
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSimpleSmartAccount({
    client: publicClient,
    owner,
    entryPoint: { address: contracts.entryPoint, version: '0.7' },
    factoryAddress: contracts.simpleAccountFactory,
  })
  return fundedAccountClient({ rpcUrl, bundlerUrl, funds, owner, account, publicClient })
}

/**
 * Funds a counterfactual smart account with `funds` (none when 0) by a real transfer and gives its
 * bundler client, polling every 50 ms: what every account type's test client ends with.
 */
export async function fundedAccountClient<Account extends SmartAccount>({
  rpcUrl,
  bundlerUrl,
  funds,
  owner,
  account,
  publicClient,
}: {
  rpcUrl: string
  bundlerUrl: string
  funds: bigint
  owner: PrivateKeyAccount
  account: Account
  publicClient: PublicClient<Transport, typeof foundry>
}) {
  if (funds > 0n) await sendEth(rpcUrl, account.address, funds)
  const bundlerClient = createBundlerClient({
    account,
    client: publicClient,
    transport: http(bundlerUrl),
    pollingInterval: 50,
  })
  return { owner, account, bundlerClient, publicClient }
}
