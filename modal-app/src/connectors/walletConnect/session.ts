import type { Network } from '@airlock/shared-protocol'
import { rpcMapOf, type WalletConnectProvider } from './createProvider.js'
import { parsePairingUri, shortenPairingUri } from './pairingUri.js'

/** What the modal asks wallets for. */
const METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // EIP-5792 and ERC-7715: a wallet that answers them approves them, and they pass to it as they are.
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
]
const EVENTS = ['accountsChanged', 'chainChanged']
/** WalletConnect's Solana RPC: the same names and shapes the dApp's Solana provider sends us. */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

export interface WalletConnectAccount {
  address: string
  chainId: number
  peer: { name: string; icon?: string }
}

/** What a session gave: its EVM and Solana accounts, either may be missing. */
export interface SessionAccounts {
  evm: WalletConnectAccount | undefined
  solana: WalletConnectSolanaAccount | undefined
}

export interface WalletConnectSolanaAccount {
  address: string
  /** CAIP-2, e.g. `solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ`. */
  caipNetworkId: string
  peer: { name: string; icon?: string }
}

/** The session's Solana account on `preferred` (a CAIP-2 id) when it has one, else its first. */
export function solanaAccountOf(
  p: WalletConnectProvider,
  preferred?: string,
): WalletConnectSolanaAccount | undefined {
  const session = p.session
  const accounts = session?.namespaces.solana?.accounts ?? []
  const first = accounts.find((a) => preferred && a.startsWith(`${preferred}:`)) ?? accounts[0]
  if (!session || !first) return undefined
  const [namespace, reference, address] = first.split(':')
  const icon = session.peer.metadata.icons[0]
  return {
    address: address as string,
    caipNetworkId: `${namespace}:${reference}`,
    peer: { name: session.peer.metadata.name, ...(icon ? { icon } : {}) },
  }
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

/** The namespaces a session is asked for: eip155 and/or solana, as the app's networks list them. */
function namespacesOf(networks: readonly Network[]) {
  const evm = networks.filter((n) => n.chainNamespace === 'eip155')
  const solana = networks.filter((n) => n.chainNamespace === 'solana')
  return {
    ...(evm.length
      ? {
          eip155: {
            methods: METHODS,
            events: EVENTS,
            chains: evm.map((n) => n.caipNetworkId),
            rpcMap: rpcMapOf(evm),
          },
        }
      : {}),
    // Asked beside eip155 when the app lists Solana networks (issue 17): one session, both.
    ...(solana.length
      ? {
          solana: {
            methods: SOLANA_METHODS,
            events: [],
            chains: solana.map((n) => n.caipNetworkId),
            rpcMap: rpcMapOf(solana),
          },
        }
      : {}),
  }
}

/**
 * Proposes a session. Without `uri` the SDK makes the pairing and `onUri` gets its URI to show as a
 * QR code; with one (made and shown by the modal already, see pairingUri.ts) the pairing is adopted
 * and the proposal published on it. Resolves when a wallet approves; rejects when it declines or
 * the proposal expires.
 */
export async function pair(
  p: WalletConnectProvider,
  networks: readonly Network[],
  onUri: (uri: string) => void,
  uri?: string,
): Promise<SessionAccounts> {
  const optionalNamespaces = namespacesOf(networks)
  if (uri) {
    // Namespaces first: connect() also drops the pairings of earlier attempts, and must do so
    // before this one exists. An active pairing is the one the SDK proposes on instead of its own.
    await p.connect({ optionalNamespaces, skipPairing: true })
    const { topic } = await p.client.core.pairing.pair({ uri, activatePairing: true })
    // Activating gave it the SDK's 5 minutes from now: back to the expiry its URI states.
    const { expiry } = parsePairingUri(uri)
    if (expiry !== undefined) await expirePairing(p, topic, expiry)
    await p.pair(topic)
  } else {
    const listener = (made: string) => {
      const shown = shortenPairingUri(made)
      void expirePairing(p, shown.topic, shown.expiry).catch(() => undefined)
      onUri(shown.uri)
    }
    p.on('display_uri', listener)
    try {
      await p.connect({ optionalNamespaces })
    } finally {
      p.removeListener('display_uri', listener)
    }
  }
  return { evm: accountOf(p), solana: solanaAccountOf(p) }
}

/**
 * Spec section 4: the pairing expires after 4 minutes in the SDK too, not only in the URI wallets
 * read; at its expiry the SDK drops it and stops listening on its topic.
 */
async function expirePairing(p: WalletConnectProvider, topic: string, expiry: number) {
  p.client.core.expirer.set(topic, expiry)
  await p.client.core.pairing.updateExpiry({ topic, expiry })
}

export function abortPairing(p: WalletConnectProvider) {
  p.abortPairingAttempt()
}
