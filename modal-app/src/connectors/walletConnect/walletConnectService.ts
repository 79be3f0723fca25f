import type { Network } from '@airlock/shared-protocol'
import { releaseProxy } from 'comlink'
import type {
  Attest,
  CreateProviderParameters,
  ProviderStorage,
  WalletConnectProvider,
} from './createProvider.js'
import type { EntryStore } from './hostKeyValueStorage.js'
import { abortPairing, accountOf, pair, type SessionAccounts, solanaAccountOf } from './session.js'

export interface StartParameters extends CreateProviderParameters {
  /** What wallets show as the dApp's URL: set after the SDK's init, which drops one not of its own page. */
  appUrl: string
  key: CryptoKey
  /** The modal's WalletConnect entries (sealed) as they were when the worker started. */
  entries: Record<string, string>
}

export type ProviderEvent = 'session_delete' | 'accountsChanged'

export type RequestOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number; message: string } }

/** A failure as it crosses to the main thread: comlink keeps a thrown Error's message, not its code. */
export interface CrossedError {
  message: string
  code?: number
}

function crossed(error: unknown): CrossedError {
  const code = (error as { code?: unknown } | null)?.code
  return {
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'number' ? { code } : {}),
  }
}

/**
 * The WalletConnect provider behind the worker's port: the SDK's evaluation, its core's start and
 * every pairing's crypto and relay traffic run off the modal's main thread, which stays free for the
 * views. Its storage is a copy of the sealed entries; each write goes back through `persist`.
 */
export function createWalletConnectService(
  create: (
    parameters: CreateProviderParameters,
    storage: ProviderStorage,
    attest: Attest,
  ) => Promise<WalletConnectProvider>,
) {
  let provider: WalletConnectProvider | undefined
  const started = () => {
    if (!provider) throw crossed(new Error('WalletConnect has not started'))
    return provider
  }
  return {
    async start(
      { appUrl, key, entries: initial, ...parameters }: StartParameters,
      persist: (changes: Record<string, string | null>) => void,
      onEvent: (event: ProviderEvent, data: unknown) => void,
      // The main thread's, for Verify: it has the document the verify server's frame needs.
      attest: Attest = async () => '',
    ): Promise<void> {
      if (provider) return
      const copy = new Map(Object.entries(initial))
      const entries: EntryStore = {
        keys: (prefix) => [...copy.keys()].filter((name) => name.startsWith(prefix)),
        get: (name) => copy.get(name),
        set(changes) {
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) copy.delete(name)
            else copy.set(name, value)
          }
          persist(changes)
        },
      }
      try {
        const p = await create(parameters, { key, entries }, attest)
        const metadata = p.client?.metadata
        if (metadata) metadata.url = appUrl
        p.on('session_delete', () => onEvent('session_delete', null))
        p.on('accountsChanged', (accounts: unknown) => onEvent('accountsChanged', accounts))
        provider = p
      } catch (error) {
        throw crossed(error)
      }
    },
    accounts(preferred?: string): SessionAccounts {
      const p = started()
      return { evm: accountOf(p, preferred), solana: solanaAccountOf(p, preferred) }
    },
    async pair(
      networks: readonly Network[],
      onUri: (uri: string) => void,
      uri?: string,
    ): Promise<SessionAccounts> {
      try {
        return await pair(started(), networks, (shown) => void onUri(shown), uri)
      } catch (error) {
        throw crossed(error)
      } finally {
        // The main thread's callback came as a comlink proxy, a port of its own: closed once the
        // attempt is over (a pairing refreshed every four minutes would otherwise keep one each time).
        ;(onUri as Partial<Record<typeof releaseProxy, () => void>>)[releaseProxy]?.()
      }
    },
    abortPairing(): void {
      abortPairing(started())
    },
    setDefaultChain(caipNetworkId: string): void {
      started().setDefaultChain(caipNetworkId)
    },
    async request(method: string, params: unknown, chainId: string | undefined): Promise<RequestOutcome> {
      try {
        const result = await started().request({ method, params: params ?? [] }, chainId)
        return { ok: true, result: result ?? null }
      } catch (error) {
        const e = error as { code?: unknown; message?: unknown }
        return {
          ok: false,
          error: {
            code: typeof e.code === 'number' ? e.code : -32603,
            message: typeof e.message === 'string' ? e.message : 'An error occurred',
          },
        }
      }
    },
    async disconnect(): Promise<void> {
      const p = started()
      if (p.session) await p.disconnect()
    },
  }
}

export type WalletConnectService = ReturnType<typeof createWalletConnectService>
