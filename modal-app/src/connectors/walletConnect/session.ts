import type { Network } from '@airlock/shared-protocol'
import {
  type CreateProviderParameters,
  createProvider,
  rpcMapOf,
  type WalletConnectProvider,
} from './createProvider.js'

/** What the modal asks wallets for. */
const METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['accountsChanged', 'chainChanged']

let provider: Promise<WalletConnectProvider> | undefined

/** One provider per page load; it restores a stored session on init. */
export function getProvider(parameters: CreateProviderParameters): Promise<WalletConnectProvider> {
  provider ??= createProvider(parameters).catch((error) => {
    provider = undefined
    throw error
  })
  return provider
}

export interface WalletConnectAccount {
  address: string
  chainId: number
  peer: { name: string; icon?: string }
}

/** The session's account on `preferred` (a CAIP-2 id) when it has one, else its first EVM account. */
export function accountOf(p: WalletConnectProvider, preferred?: string): WalletConnectAccount | undefined {
  const session = p.session
  const accounts = session?.namespaces.eip155?.accounts ?? []
  const first = accounts.find((a) => preferred && a.startsWith(`${preferred}:`)) ?? accounts[0]
  if (!session || !first) return undefined
  const [, chain, address] = first.split(':')
  const icon = session.peer.metadata.icons[0]
  return {
    address: address as string,
    chainId: Number(chain),
    peer: { name: session.peer.metadata.name, ...(icon ? { icon } : {}) },
  }
}

/**
 * Proposes a session: `onUri` gets each pairing URI to show as a QR code. Resolves when a wallet
 * approves; rejects when it declines or the attempt is aborted (for a refresh).
 */
export async function pair(
  p: WalletConnectProvider,
  networks: readonly Network[],
  onUri: (uri: string) => void,
) {
  const evm = networks.filter((n) => n.chainNamespace === 'eip155')
  const listener = (uri: string) => onUri(uri)
  p.on('display_uri', listener)
  try {
    await p.connect({
      optionalNamespaces: {
        eip155: {
          methods: METHODS,
          events: EVENTS,
          chains: evm.map((n) => n.caipNetworkId),
          rpcMap: rpcMapOf(evm),
        },
      },
    })
  } finally {
    p.removeListener('display_uri', listener)
  }
  return accountOf(p)
}

export function abortPairing(p: WalletConnectProvider) {
  p.abortPairingAttempt()
}
