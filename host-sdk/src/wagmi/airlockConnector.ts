import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import type { AirlockProvider } from '../provider/createProvider.js'
import type { CoreLink } from './coreLink.js'

type Address = `0x${string}`
type Listener = (...args: unknown[]) => void

const isAddress = (value: unknown): value is Address =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const addressesOf = (value: unknown): Address[] => (Array.isArray(value) ? value.filter(isAddress) : [])

/**
 * wagmi's view of Airlock's connection: one connector over the core's EIP-1193 provider, whichever
 * wallet the visitor picked in the modal. The modal is the source of truth: its connect, account,
 * chain and disconnect events become wagmi's (so `useAccount` follows a connection made in the
 * modal), and wagmi's `connect`, `switchChain` and `disconnect` act on the modal.
 */
export function airlockConnector(link: CoreLink) {
  return createConnector<AirlockProvider>((config) => {
    const provider = async () => link.core().provider
    const accounts = async () => addressesOf(await (await provider()).request({ method: 'eth_accounts' }))
    const chainIdOf = (value: unknown) => Number(value)
    const onAccountsChanged = (list: string[]) => {
      const addresses = addressesOf(list)
      if (addresses.length) config.emitter.emit('change', { accounts: addresses })
      else onDisconnect()
    }
    const onChainChanged = (chainId: string) => {
      const id = chainIdOf(chainId)
      if (Number.isSafeInteger(id) && id > 0) config.emitter.emit('change', { chainId: id })
    }
    const onConnect = async ({ chainId }: { chainId: string }) => {
      const list = await accounts()
      if (list.length) config.emitter.emit('connect', { accounts: list, chainId: chainIdOf(chainId) })
    }
    const onDisconnect = () => config.emitter.emit('disconnect')
    return {
      id: 'airlock',
      name: 'Airlock',
      type: 'airlock',
      rdns: 'xyz.airlock',
      async setup() {
        // For the page's whole life, not only while wagmi calls it connected: a connection made in
        // the modal (its own Connect view) is announced by the provider's `connect` event.
        link.watch(({ provider }) => {
          const handlers: [string, Listener][] = [
            ['connect', (info) => void onConnect(info as { chainId: string }).catch(() => undefined)],
            ['accountsChanged', (list) => onAccountsChanged(list as string[])],
            ['chainChanged', (chainId) => onChainChanged(chainId as string)],
            ['disconnect', onDisconnect],
          ]
          for (const [event, handler] of handlers) provider.on(event, handler)
          return () => {
            for (const [event, handler] of handlers) provider.removeListener(event, handler)
          }
        })
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const airlock = await provider()
        // A reconnect asks no one: the core answers from the stored session until the modal is up.
        const method = isReconnecting ? 'eth_accounts' : 'eth_requestAccounts'
        const list = addressesOf(await airlock.request({ method }))
        if (!list.length) throw new Error('Airlock: no account is connected')
        let current = await this.getChainId()
        if (chainId !== undefined && chainId !== current && !isReconnecting)
          current = (await this.switchChain?.({ chainId }))?.id ?? current
        return {
          accounts: (withCapabilities
            ? list.map((address) => ({ address, capabilities: {} }))
            : list) as never,
          chainId: current,
        }
      },
      async disconnect() {
        await link.core().disconnect()
      },
      getAccounts: accounts,
      async getChainId() {
        return chainIdOf(await (await provider()).request({ method: 'eth_chainId' }))
      },
      getProvider: provider,
      async isAuthorized() {
        try {
          return (await accounts()).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new ChainNotConfiguredError()
        await (await provider()).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onConnect: (info) => void onConnect(info),
      onDisconnect,
    }
  })
}
