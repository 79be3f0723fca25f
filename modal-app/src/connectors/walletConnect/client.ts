import type { Network } from '@airlock/shared-protocol'
import { type Endpoint, proxy, wrap } from 'comlink'
import { rawEntries } from '../../lib/persistence.js'
import { loadWrappingKey } from '../../lib/wrappingKey.js'
import { refusals } from '../connector.js'
import type { CreateProviderParameters } from './createProvider.js'
import { WALLETCONNECT_PREFIX } from './hostKeyValueStorage.js'
import type { SessionAccounts } from './session.js'
import { type AttestationRequest, attestInPage } from './verifyAttestation.js'
import type {
  CrossedError,
  ProviderEvent,
  RequestOutcome,
  WalletConnectService,
} from './walletConnectService.js'

/** The modal's handle on the WalletConnect provider in its worker. */
export interface WalletConnectClient {
  on(event: ProviderEvent, listener: (data: unknown) => void): void
  /** The session's accounts, on `preferred` (CAIP-2) when it has one there. */
  accounts(preferred?: string): Promise<SessionAccounts>
  /**
   * Proposes a session on `uri` (a pairing the modal made, see pairingUri.ts), else on one the SDK
   * makes, whose URI goes to `onUri`. Rejects (with the wallet's code) when declined or expired.
   */
  pair(networks: readonly Network[], onUri: (uri: string) => void, uri?: string): Promise<SessionAccounts>
  abortPairing(): void
  setDefaultChain(caipNetworkId: string): Promise<void>
  request(method: string, params: unknown, chainId: string | undefined): Promise<RequestOutcome>
  disconnect(): Promise<void>
}

export interface ClientParameters extends CreateProviderParameters {
  appUrl: string
}

/** The worker as the client uses it (a test passes one end of a MessageChannel). */
export type WorkerLike = Endpoint & { terminate(): void }

/** The worker's failure as an Error again, with the wallet's code (5000: declined) when it had one. */
function toError(error: unknown): Error {
  if (error instanceof Error) return error
  const { message, code } = (error ?? {}) as Partial<CrossedError>
  return Object.assign(new Error(typeof message === 'string' ? message : String(error)), {
    ...(typeof code === 'number' ? { code } : {}),
  })
}

/**
 * Starts the provider in `worker` with a copy of the stored WalletConnect entries; the worker's
 * writes come back sealed and go to the host like every other entry. A worker whose script cannot
 * load never answers, so its error event fails the start instead of leaving it pending.
 */
export async function connectClient(
  worker: WorkerLike,
  parameters: ClientParameters,
  key: CryptoKey,
): Promise<WalletConnectClient> {
  const remote = wrap<WalletConnectService>(worker)
  const listeners: Record<ProviderEvent, Set<(data: unknown) => void>> = {
    session_delete: new Set(),
    accountsChanged: new Set(),
  }
  const entries = Object.fromEntries(
    rawEntries.keys(WALLETCONNECT_PREFIX).map((name) => [name, rawEntries.get(name) as string]),
  )
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', () => reject(new Error(refusals.notStarted)), {
      once: true,
    }),
  )
  try {
    await Promise.race([
      remote.start(
        { ...parameters, key, entries },
        proxy((changes: Record<string, string | null>) => rawEntries.set(changes)),
        proxy((event: ProviderEvent, data: unknown) => {
          for (const listener of listeners[event]) listener(data)
        }),
        proxy((request: AttestationRequest) => attestInPage(request, { projectId: parameters.projectId })),
      ),
      failed,
    ])
  } catch (error) {
    worker.terminate()
    throw toError(error)
  }
  const crossing = <T>(call: Promise<T>) => call.catch((error: unknown) => Promise.reject(toError(error)))
  return {
    on: (event, listener) => void listeners[event].add(listener),
    accounts: (preferred) => crossing(remote.accounts(preferred)),
    pair: (networks, onUri, uri) => crossing(remote.pair(networks, proxy(onUri), uri)),
    abortPairing: () => void remote.abortPairing().catch(() => undefined),
    setDefaultChain: (caipNetworkId) => crossing(remote.setDefaultChain(caipNetworkId)),
    request: (method, params, chainId) => crossing<RequestOutcome>(remote.request(method, params, chainId)),
    disconnect: () => crossing(remote.disconnect()),
  }
}

let client: Promise<WalletConnectClient> | undefined

/** One provider per page load, in its own worker; it restores a stored session as it starts. */
export function getClient(parameters: ClientParameters): Promise<WalletConnectClient> {
  client ??= loadWrappingKey()
    .then((key) =>
      connectClient(
        new Worker(new URL('./walletConnectWorker.ts', import.meta.url), {
          type: 'module',
          name: 'airlock-walletconnect',
        }),
        parameters,
        key,
      ),
    )
    .catch((error: unknown) => {
      client = undefined
      throw error
    })
  return client
}
