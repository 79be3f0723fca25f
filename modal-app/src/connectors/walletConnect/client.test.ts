import { expose } from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { initPersistence, rawEntries } from '../../lib/persistence.js'
import { connectClient, type WorkerLike } from './client.js'
import type { WalletConnectProvider } from './createProvider.js'
import { createWalletConnectService } from './walletConnectService.js'

const key = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
const parameters = {
  projectId: 'p',
  relayUrl: 'ws://relay.test',
  verify: false,
  metadata: { name: 'App', description: '', url: '', icons: [] },
  appUrl: '',
}
const open: MessagePort[] = []
afterEach(() => {
  for (const port of open.splice(0)) port.close()
})

/** A worker made of a MessageChannel: the service runs on the far port, as it does in the real worker. */
function channelWorker(provider: Record<string, unknown>, stored: string[][] = []) {
  const { port1, port2 } = new MessageChannel()
  open.push(port1, port2)
  expose(
    createWalletConnectService(async (_, storage) => {
      stored.push(storage.entries.keys(''))
      storage.entries.set({ '@airlock/wc/written': 'sealed' })
      return provider as unknown as WalletConnectProvider
    }),
    port2,
  )
  return Object.assign(port1, { terminate: () => undefined }) as unknown as WorkerLike
}

describe('WalletConnect client (the main thread side)', () => {
  it("stores the worker's writes with the modal's entries and hands it the stored ones", async () => {
    const host: Record<string, string | null>[] = []
    initPersistence({ '@airlock/wc/kept': 'sealed-before', other: 'x' }, (changes) => host.push(changes))
    const stored: string[][] = []
    await connectClient(channelWorker({ on: () => undefined }, stored), parameters, await key())
    expect(stored).toEqual([['@airlock/wc/kept']])
    await expect.poll(() => rawEntries.get('@airlock/wc/written')).toBe('sealed')
    expect(host).toContainEqual({ '@airlock/wc/written': 'sealed' })
  })

  it("rejects a declined pairing with an Error carrying the wallet's code, and forwards provider events", async () => {
    initPersistence({}, () => undefined)
    const listeners: Record<string, (data: unknown) => void> = {}
    const worker = channelWorker({
      on: (event: string, listener: (data: unknown) => void) => {
        listeners[event] = listener
      },
      connect: async () => {
        throw Object.assign(new Error('User rejected.'), { code: 5000 })
      },
      removeListener: () => undefined,
    })
    const client = await connectClient(worker, parameters, await key())
    const error = await client.pair([], () => undefined).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ message: 'User rejected.', code: 5000 })

    const deleted: unknown[] = []
    client.on('session_delete', (data) => deleted.push(data))
    listeners.session_delete?.(undefined)
    await expect.poll(() => deleted).toEqual([null])
  })

  it('fails the start when the worker cannot load (its error event), and ends that worker', async () => {
    initPersistence({}, () => undefined)
    // A worker that never answers, as one whose script failed to load.
    const onError: (() => void)[] = []
    let terminated = false
    const worker: WorkerLike = {
      postMessage: () => undefined,
      addEventListener: (type: string, listener: unknown) => {
        if (type === 'error') onError.push(listener as () => void)
      },
      removeEventListener: () => undefined,
      terminate: () => {
        terminated = true
      },
    }
    const start = connectClient(worker, parameters, await key())
    for (const listener of onError) listener()
    await expect(start).rejects.toThrow('WalletConnect could not start')
    expect(terminated).toBe(true)
  })
})
