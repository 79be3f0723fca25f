import type { ProposalAnswer } from './sessionNamespaces.js'
import type { RequestSummary } from './walletRequests.js'

export interface PendingProposal {
  id: number
  dapp: string
  url: string
  chains: string[]
  answer: ProposalAnswer
  /** A refused proposal's reason in the page's language (sessionNamespaces.ts shownRefusal). */
  refusal?: string
}

export interface PendingRequest extends RequestSummary {
  id: number
  topic: string
  method: string
  params: unknown
  dapp: string
}

export interface ActiveSession {
  topic: string
  dapp: string
  url: string
}

export interface LogEntry {
  method: string
  dapp: string
  outcome: 'approved' | 'rejected' | 'failed' | 'refused'
  detail: string
}

export interface WalletState {
  accountIndex: number
  address: string
  /** Formatted ETH balance on the devnet; undefined until read, or when anvil does not answer. */
  balance: string | undefined
  /** `moved`: a newer tab took over this wallet; this one stopped. */
  relay: 'connecting' | 'ready' | 'failed' | 'moved'
  /** The last thing that went wrong, shown until the next action. */
  error: string | undefined
  pairing: boolean
  proposals: PendingProposal[]
  requests: PendingRequest[]
  sessions: ActiveSession[]
  log: LogEntry[]
}

type Listener = (state: WalletState) => void

/** A small observable state: the page re-renders on each change. */
export function createWalletState(initial: WalletState) {
  let state = initial
  const listeners = new Set<Listener>()
  return {
    get: () => state,
    set(patch: Partial<WalletState> | ((s: WalletState) => Partial<WalletState>)) {
      state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) }
      for (const listener of listeners) listener(state)
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type WalletStore = ReturnType<typeof createWalletState>
