import { type Address, type Hash, type Hex, hexToBigInt } from 'viem'
import type { StoredUser } from '../userStore.js'
import type { WalletContext } from '../walletContext.js'
import { UserOperationRevertedError } from '../walletRpcErrors.js'

export interface SmartAccountCall {
  to: Address
  data?: Hex
  value?: Hex
}

/** How long a sent user operation may take to be included before the send is answered as failed. */
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * Sends `calls` as one user operation of the user's smart account through the chain's bundler (its
 * first one deploys the account), under the user's signing lock. `wait`: resolves once included with
 * the transaction's hash, throwing UserOperationRevertedError when it reverted; otherwise with the
 * user operation's hash once the bundler took it (once included, for the deploying one).
 */
export async function sendUserOperation(
  context: WalletContext,
  user: StoredUser,
  chainId: number,
  calls: readonly SmartAccountCall[],
  { wait }: { wait: boolean },
): Promise<Hash> {
  return context.signingLock.withLock(String(user.id), async () => {
    const { account, bundler } = await context.smartAccounts.open(
      await context.users.openKey(user.id),
      chainId,
    )
    const deployed = await account.isDeployed()
    const hash = await bundler.sendUserOperation({
      calls: calls.map(({ to, data, value }) => ({
        to,
        ...(data === undefined ? {} : { data }),
        ...(value === undefined ? {} : { value: hexToBigInt(value) }),
      })),
      // A deployed account takes a fresh nonce key per operation (ERC-4337's two-dimensional nonces):
      // one still in the bundler's pool does not hold the next back.
      ...(deployed ? { nonce: await account.getNonce({ key: randomNonceKey() }) } : {}),
    })
    // The operation that deploys the account keeps the lock until it is included: another sent
    // meanwhile would carry the deployment too, and the bundler refuses a second one for the sender.
    if (!wait && deployed) return hash
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
    if (!wait) return hash
    if (!receipt.success)
      throw new UserOperationRevertedError(
        `The user operation reverted${receipt.reason ? `: ${receipt.reason}` : ''}`,
      )
    return receipt.receipt.transactionHash
  })
}

/** 192 random bits: the EntryPoint's nonce key. */
function randomNonceKey(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return bytes.reduce((key, byte) => (key << 8n) | BigInt(byte), 0n)
}
