import { t } from './i18n/t.js'

/** The one chain this wallet can serve: the local anvil devnet. */
export const DEVNET_CHAIN = 'eip155:31337'

/** What the wallet answers itself; other methods reach it too and are refused one by one (4200). */
export const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
const EVENTS = ['accountsChanged', 'chainChanged']

interface RequestedNamespace {
  chains?: string[]
  methods?: string[]
  events?: string[]
}
export type RequestedNamespaces = Record<string, RequestedNamespace>

export type ProposalAnswer =
  | { approve: { eip155: { chains: string[]; accounts: string[]; methods: string[]; events: string[] } } }
  | { reject: string }

/** A namespace key is a namespace (`eip155`) or a single chain (`eip155:1`) that carries no `chains`. */
function chainsOf(namespaces: RequestedNamespaces | undefined): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, value]) =>
    key.includes(':') ? [key] : (value.chains ?? []),
  )
}

function union(...lists: (string[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((list) => list ?? []))]
}

/** Why a proposal cannot be served: the chains or namespaces it requires, or no devnet at all. */
type Refusal = { requires: string } | { devnetNotAsked: true }

function refusalOf(
  required: RequestedNamespaces | undefined,
  optional: RequestedNamespaces | undefined,
): Refusal | undefined {
  const requiredChains = chainsOf(required)
  const unservable = requiredChains.filter((chain) => chain !== DEVNET_CHAIN)
  const otherNamespaces = Object.keys(required ?? {}).filter((key) => key.split(':')[0] !== 'eip155')
  if (unservable.length || otherNamespaces.length)
    return { requires: union(unservable, otherNamespaces).join(', ') }
  if (!union(requiredChains, chainsOf(optional)).includes(DEVNET_CHAIN)) return { devnetNotAsked: true }
  return undefined
}

/**
 * A refused proposal's reason as the wallet's page shows it, in the page's language (the dApp gets
 * the English of answerProposal); undefined when the proposal can be served.
 */
export function shownRefusal(
  required: RequestedNamespaces | undefined,
  optional: RequestedNamespaces | undefined,
): string | undefined {
  const refusal = refusalOf(required, optional)
  if (!refusal) return undefined
  return 'requires' in refusal
    ? t('Airlock Dev Wallet serves only the anvil devnet ({chain}); the dApp requires {asked}', {
        chain: DEVNET_CHAIN,
        asked: refusal.requires,
      })
    : t('Airlock Dev Wallet serves only the anvil devnet ({chain}), which the dApp did not ask for', {
        chain: DEVNET_CHAIN,
      })
}

/**
 * The answer to a session proposal: the devnet only. A dApp that requires another chain (or another
 * namespace) cannot be served at all, so it is refused with a message naming what it asked for,
 * rather than approved with a session that fails on its first request.
 */
export function answerProposal(
  required: RequestedNamespaces | undefined,
  optional: RequestedNamespaces | undefined,
  address: string,
): ProposalAnswer {
  // The dApp's rejectSession message: English, as it goes to the dApp.
  const refusal = refusalOf(required, optional)
  if (refusal && 'requires' in refusal)
    return {
      reject: `Airlock Dev Wallet serves only the anvil devnet (${DEVNET_CHAIN}); the dApp requires ${refusal.requires}`,
    }
  if (refusal)
    return {
      reject: `Airlock Dev Wallet serves only the anvil devnet (${DEVNET_CHAIN}), which the dApp did not ask for`,
    }
  const asked = [...Object.values(required ?? {}), ...Object.values(optional ?? {})]
  return {
    approve: {
      eip155: {
        chains: [DEVNET_CHAIN],
        accounts: [`${DEVNET_CHAIN}:${address}`],
        methods: union(SUPPORTED_METHODS, ...asked.map((n) => n.methods)),
        events: union(EVENTS, ...asked.map((n) => n.events)),
      },
    },
  }
}
