import type { ModalSnapshot } from '@airlock/shared-protocol/host'
import type { AdapterContext } from '../adapters/adapterHook.js'
import { createPublicKey, type PublicKeyLike } from './publicKey.js'

export type Listener = (data?: unknown) => void

/** The provider's events: a small emitter whose listeners cannot break each other. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, data?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(data)
        } catch (error) {
          console.error(error)
        }
      }
    },
  }
}

/**
 * The connected Solana account, as a PublicKey-like object, from the modal's snapshots: the same
 * object while the address stays, so `provider.publicKey` can sit in a React dependency list.
 * `onChange` hears (previous, next) after each change of address.
 */
export function watchSolanaAccount(
  context: Pick<AdapterContext, 'snapshot' | 'subscribe'>,
  onChange: (previous: PublicKeyLike | undefined, next: PublicKeyLike | undefined) => void,
): { current(): PublicKeyLike | undefined; stop(): void } {
  const addressOf = (snapshot: ModalSnapshot) => snapshot.namespaces?.solana?.address
  let cached: PublicKeyLike | undefined
  const keyOf = (address: string | undefined) => {
    if (address !== cached?.toBase58()) cached = address ? createPublicKey(address) : undefined
    return cached
  }
  // What the dApp was told, kept apart from the getter's cache: a listener that reads
  // `provider.publicKey` before this one runs must not swallow the event.
  let told = keyOf(addressOf(context.snapshot()))
  const stop = context.subscribe((snapshot) => {
    const previous = told
    told = keyOf(addressOf(snapshot))
    if (told?.toBase58() !== previous?.toBase58()) onChange(previous, told)
  })
  return { current: () => keyOf(addressOf(context.snapshot())), stop }
}
