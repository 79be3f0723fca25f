import {
  type Address,
  BaseError,
  type Hash,
  type Hex,
  HttpRequestError,
  hexToBigInt,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import type { StoredUser } from '../userStore.js'
import type { WalletContext } from '../walletContext.js'
import { paymasterRefused, walletMessages } from '../walletMessages.js'
import { PaymasterError, UserOperationRevertedError } from '../walletRpcErrors.js'
import { chainPaymaster, type PaymasterService } from './paymasterCapability.js'
import { httpUrl } from './smartAccountConfig.js'

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
 * `paymaster`: the ERC-7677 service that sponsors it (none when null; the chain's own when absent);
 * one that refuses or does not answer throws PaymasterError before anything is sent.
 */
export async function sendUserOperation(
  context: WalletContext,
  user: StoredUser,
  chainId: number,
  calls: readonly SmartAccountCall[],
  { wait, paymaster: given }: { wait: boolean; paymaster?: PaymasterService | null },
): Promise<Hash> {
  const paymaster =
    given === undefined ? chainPaymaster(context.smartAccounts.paymasters(chainId)) : (given ?? undefined)
  return context.signingLock.withLock(String(user.id), async () => {
    const { account, bundler } = await context.smartAccounts.open(
      await context.users.openKey(user.id),
      chainId,
      paymaster,
    )
    const deployed = await account.isDeployed()
    const sent = bundler.sendUserOperation({
      calls: calls.map(({ to, data, value }) => ({
        to,
        ...(data === undefined ? {} : { data }),
        ...(value === undefined ? {} : { value: hexToBigInt(value) }),
      })),
      // A deployed account takes a fresh nonce key per operation (ERC-4337's two-dimensional nonces):
      // one still in the bundler's pool does not hold the next back.
      ...(deployed ? { nonce: await account.getNonce({ key: randomNonceKey() }) } : {}),
    })
    const hash = await (paymaster ? sent.catch(rethrowPaymasterFailure(paymaster.url)) : sent)
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

/**
 * The paymaster's part in a failed send, as a PaymasterError: its JSON-RPC error (refused, with its
 * message), or no answer (down, timed out, an HTTP error). Other failures are thrown as they are.
 */
const rethrowPaymasterFailure =
  (url: string) =>
  (error: unknown): never => {
    // viem's transport may give the URL back normalized (a trailing slash).
    const fromPaymaster = (e: unknown) =>
      (e instanceof RpcRequestError || e instanceof HttpRequestError || e instanceof TimeoutError) &&
      httpUrl(e.url) === httpUrl(url)
    const failure = error instanceof BaseError ? error.walk(fromPaymaster) : null
    if (failure instanceof RpcRequestError) throw new PaymasterError(400, paymasterRefused(failure.details))
    // Some services answer their refusals with a 4xx status and the JSON-RPC error as the body.
    if (failure instanceof HttpRequestError && failure.status !== undefined && failure.status < 500)
      throw new PaymasterError(400, paymasterRefused(failure.details))
    if (failure) throw new PaymasterError(503, walletMessages.PAYMASTER_DOWN)
    throw error
  }

/** 192 random bits: the EntryPoint's nonce key. */
function randomNonceKey(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return bytes.reduce((key, byte) => (key << 8n) | BigInt(byte), 0n)
}
