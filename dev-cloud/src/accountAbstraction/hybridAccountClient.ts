import { Implementation, toMetaMaskSmartAccount } from '@metamask/smart-accounts-kit'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { fundedAccountClient } from './simpleAccountClient.js'
import { DEVNET_SMART_ACCOUNTS } from './smartAccountsEnvironment.js'

export interface HybridAccountClientParameters {
  rpcUrl: string
  bundlerUrl: string
  /** Wei sent to the counterfactual account by a real transfer first; none when 0. */
  funds: bigint
}

/**
 * A fresh EOA owner's HybridDeleGator (MetaMask's smart account, the one the embedded wallet will
 * use) as the wallet would drive it: the kit computes the account against the devnet's environment,
 * viem's bundler client sends its user operations. Counterfactual, holding `funds`.
 */
export async function hybridAccountClient({ rpcUrl, bundlerUrl, funds }: HybridAccountClientParameters) {
  const publicClient = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toMetaMaskSmartAccount({
    client: publicClient,
    implementation: Implementation.Hybrid,
    // The EOA alone signs: no passkey (P-256) signers yet.
    deployParams: [owner.address, [], [], []],
    deploySalt: '0x',
    signer: { account: owner },
    environment: DEVNET_SMART_ACCOUNTS,
  })
  return fundedAccountClient({ rpcUrl, bundlerUrl, funds, owner, account, publicClient })
}
