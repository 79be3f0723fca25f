import type { RpcResult } from '@airlock/shared-protocol/host'
import type { HostView } from '../state/hostState.js'

type Listener = (...args: unknown[]) => void

/** The error shape EIP-1193 promises: a message, a numeric code and optional data. */
export class ProviderRpcError extends Error {
  // `declare`: assigned in the constructor; a class field would cost the include a define helper.
  declare code: number
  declare data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export interface AirlockProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): AirlockProvider
  once(event: string, listener: Listener): AirlockProvider
  removeListener(event: string, listener: Listener): AirlockProvider
  off(event: string, listener: Listener): AirlockProvider
  readonly isAirlock: true
}

export const hexChainId = (chainId: number | string | undefined) =>
  typeof chainId === 'number' ? `0x${chainId.toString(16)}` : undefined

/**
 * The dApp's EIP-1193 provider. Requests go to the modal, which routes them to the connected
 * wallet; events are derived from the modal's state snapshots. `early` may answer a request before
 * the modal is up (eth_accounts / eth_chainId from the stored session, so a reconnect on mount stays
 * on Airlock); the events then pick up from what the dApp was told.
 */
export function createProvider(
  call: (request: { method: string; params?: unknown[] | Record<string, unknown> }) => Promise<RpcResult>,
  subscribe: (listener: (view: HostView, previous: HostView) => void) => () => void,
  early: (method: string) => { result: unknown } | undefined = () => undefined,
): AirlockProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(error)
      }
    }
  }
  // What the dApp last heard: the account, and whether it was told it is connected.
  let told: string | undefined
  let connected = false
  subscribe((view, previous) => {
    const now = view.account
    if (view.network.chainId !== previous.network.chainId && view.network.chainId !== undefined) {
      emit('chainChanged', hexChainId(view.network.chainId))
    }
    // Before the modal has restored a stored session, "not connected" means "not known yet".
    if (!view.state.initialized && !now.isConnected) return
    if (now.isConnected && !connected) {
      connected = true
      emit('connect', { chainId: hexChainId(view.network.chainId) })
    }
    if (now.address !== told) {
      told = now.address
      emit('accountsChanged', told ? [told] : [])
    }
    if (!now.isConnected && connected) {
      connected = false
      emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
    }
  })
  const provider: AirlockProvider = {
    isAirlock: true,
    async request(args) {
      if (typeof args?.method !== 'string')
        throw new ProviderRpcError(-32600, 'Invalid request: method must be a string')
      const params = args.params
      if (params !== undefined && (typeof params !== 'object' || params === null)) {
        throw new ProviderRpcError(-32602, 'Invalid params: params must be an array or an object')
      }
      const answer = early(args.method)
      if (answer) {
        if (args.method === 'eth_accounts') {
          told = (answer.result as string[])[0]
          connected = told !== undefined
        }
        return answer.result
      }
      const result = await call({
        method: args.method,
        ...(params === undefined ? {} : { params: params as unknown[] }),
      })
      if (result.ok) return result.result
      throw new ProviderRpcError(result.error.code, result.error.message, result.error.data)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    once(event, listener) {
      const wrapped: Listener = (...args) => {
        provider.removeListener(event, wrapped)
        listener(...args)
      }
      return provider.on(event, wrapped)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off: (event, listener) => provider.removeListener(event, listener),
  }
  return provider
}
