import { isSolanaAddress, type Network, type RpcResult, walletStandardChain } from '@airlock/shared-protocol'
import { walletRequest } from '../../controllers/hostBridge.js'

/**
 * A Wallet Standard wallet of the host page, driven through the host (so the wallet sees the dApp's
 * origin). The host answers `standard:connect` with `{ accounts: [{ address, chains }] }`.
 */
export type SolanaConnectResult =
  | { ok: true; address: string }
  | { ok: false; error: RpcResult & { ok: false } }

/** The account the wallet offers on `network` (its Wallet Standard chain), else its first. */
export function pickSolanaAccount(result: unknown, network: Network): string | undefined {
  const accounts = (result as { accounts?: unknown } | null)?.accounts
  if (!Array.isArray(accounts)) return undefined
  const valid = accounts.filter(
    (a): a is { address: string; chains?: unknown } =>
      typeof a === 'object' && a !== null && isSolanaAddress((a as { address?: unknown }).address),
  )
  const chain = walletStandardChain(network.caipNetworkId)
  const onChain = valid.find((a) => Array.isArray(a.chains) && chain && a.chains.includes(chain))
  return (onChain ?? valid[0])?.address
}

/** Asks the wallet for its Solana account; `silent` restores an authorized one without a prompt. */
export async function connectHostSolana(
  walletId: string,
  network: Network,
  silent = false,
): Promise<SolanaConnectResult> {
  const answer = await walletRequest(walletId, 'standard:connect', silent ? { silent: true } : {}, 'solana')
  if (!answer.ok) return { ok: false, error: answer }
  const address = pickSolanaAccount(answer.result, network)
  if (!address)
    return {
      ok: false,
      error: { ok: false, error: { code: -32603, message: 'The wallet returned no account' } },
    }
  return { ok: true, address }
}

/** The Wallet Standard chain of a Solana network, for the features that name one. */
export function chainOf(network: Network): string {
  return walletStandardChain(network.caipNetworkId) ?? network.caipNetworkId
}
