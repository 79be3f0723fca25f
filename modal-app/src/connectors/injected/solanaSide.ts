import { isSolanaAddress, type Network, type RpcResult, walletStandardChain } from '@airlock/shared-protocol'
import { walletRequest } from '../../lib/hostBridge.js'
import { solana } from '../../namespaces/solana.js'
import { appStore } from '../../stores/appStore.js'
import { type Connected, ConnectorError, declinedText, refusals } from '../connector.js'

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

/** The Wallet Standard chain of a Solana network, for the features that name one. */
export function chainOf(network: Network): string {
  return walletStandardChain(network.caipNetworkId) ?? network.caipNetworkId
}

/**
 * A host wallet's Solana side: a Wallet Standard wallet of the host page, driven through the host
 * (so the wallet sees the dApp's origin). `silent` restores an authorized account without a prompt.
 */
export async function connectSolana(walletId: string, silent: boolean, stored?: string): Promise<Connected> {
  const network =
    appStore.getState().networks.find((n) => n.caipNetworkId === stored && n.chainNamespace === 'solana') ??
    solana.startNetwork()
  if (!network) throw new ConnectorError(refusals.noSolanaAdapter)
  const answer = await walletRequest(walletId, 'standard:connect', silent ? { silent: true } : {}, 'solana')
  if (!answer.ok) throw new ConnectorError(declinedText(answer.error), answer.error.code)
  const address = pickSolanaAccount(answer.result, network)
  if (!address) throw new ConnectorError(refusals.noAccount)
  return { accounts: [{ namespace: 'solana', address, network }] }
}

/** The dApp's Solana requests (already checked by the caller) as the wallet's Wallet Standard features. */
export function solanaFeature(
  walletId: string,
  method: string,
  params: Record<string, unknown>,
  network: Network,
): Promise<RpcResult> {
  const host = (feature: string, args: Record<string, unknown>) =>
    walletRequest(walletId, feature, { account: params.pubkey, ...args }, 'solana')
  const chain = chainOf(network)
  switch (method) {
    case 'solana_signMessage':
      return host('solana:signMessage', { message: params.message })
    case 'solana_signTransaction':
      return host('solana:signTransaction', { chain, transaction: params.transaction })
    case 'solana_signAndSendTransaction':
      return host('solana:signAndSendTransaction', {
        chain,
        transaction: params.transaction,
        ...(params.sendOptions && typeof params.sendOptions === 'object'
          ? { options: params.sendOptions }
          : {}),
      })
    default:
      return Promise.resolve({
        ok: false,
        error: { code: 4200, message: 'Requested RPC call is not allowed' },
      })
  }
}
