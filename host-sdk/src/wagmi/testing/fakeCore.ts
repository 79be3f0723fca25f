import type { ModalSnapshot, Network, RpcResult } from '@airlock/shared-protocol/host'
import type { AdapterContext } from '../../adapters/adapterHook.js'
import { createProvider } from '../../provider/createProvider.js'
import { createStore, deriveView, initialSnapshot } from '../../state/hostState.js'

/**
 * The core as the adapter sees it, with a modal faked the way the real one answers: the real
 * EIP-1193 provider over a snapshot store the test moves (`connect`, `switchTo`, `disconnect` as if
 * done in the modal), eth_requestAccounts waiting for the visitor, every request recorded.
 */
export function fakeCore(networks: Network[], stored?: { address: string }) {
  const first = networks[0] as Network
  const store = createStore(deriveView(initialSnapshot('dark', first), networks))
  const update = (patch: Partial<ModalSnapshot>) =>
    store.set(deriveView({ ...store.get().snapshot, ...patch }, networks, store.get()))
  const requests: { method: string; params?: unknown }[] = []
  const pending: ((result: RpcResult) => void)[] = []
  const disconnects: number[] = []
  /** Results for the wallet's own methods (personal_sign, ...), by method. */
  const answers = new Map<string, unknown>()
  const address = () => store.get().account.address
  const network = (chainId: number) => networks.find((candidate) => candidate.id === chainId)
  const connect = (account: string) => {
    update({ initialized: true, status: 'connected', address: account, caipAddress: `eip155:1:${account}` })
    for (const answer of pending.splice(0)) answer({ ok: true, result: [account] })
  }
  const disconnect = () =>
    update({ initialized: true, status: 'disconnected', address: undefined, caipAddress: undefined })
  const switchTo = (chainId: number) => {
    const to = network(chainId) as Network
    update({ caipNetworkId: to.caipNetworkId, chainId: to.id })
  }
  const provider = createProvider(
    async (request) => {
      requests.push(request)
      const { method, params } = request
      if (method === 'eth_chainId')
        return { ok: true, result: `0x${Number(store.get().network.chainId).toString(16)}` }
      if (method === 'eth_accounts') return { ok: true, result: address() ? [address()] : [] }
      if (method === 'eth_requestAccounts')
        return address() ? { ok: true, result: [address()] } : new Promise((resolve) => pending.push(resolve))
      if (method === 'wallet_switchEthereumChain') {
        const to = network(Number((params as [{ chainId: string }])[0].chainId))
        if (!to) return { ok: false, error: { code: 4902, message: 'Unknown network' } }
        switchTo(to.id as number)
        return { ok: true, result: null }
      }
      if (answers.has(method)) return { ok: true, result: answers.get(method) }
      return { ok: false, error: { code: 4200, message: 'Unsupported' } }
    },
    (listener) => store.subscribe(listener),
    (method) => {
      if (store.get().state.initialized || method !== 'eth_accounts') return undefined
      return { result: stored ? [stored.address] : [] }
    },
  )
  return {
    provider,
    requests,
    answers,
    disconnects,
    connect,
    disconnect,
    switchTo,
    /** The visitor closes the modal: a waiting eth_requestAccounts is refused. */
    close: () => {
      for (const answer of pending.splice(0))
        answer({ ok: false, error: { code: 4001, message: 'User rejected the request.' } })
    },
    evm: {
      provider,
      disconnect: async () => {
        disconnects.push(Date.now())
        disconnect()
      },
    },
    // The wagmi adapter takes nothing from the Solana-side context.
    context: {} as AdapterContext,
  }
}
