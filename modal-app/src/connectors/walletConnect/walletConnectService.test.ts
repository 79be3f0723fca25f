import { describe, expect, it } from 'vitest'
import type { WalletConnectProvider } from './createProvider.js'
import { createWalletConnectService } from './walletConnectService.js'

const key = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
const parameters = async (entries: Record<string, string> = {}) => ({
  projectId: 'p',
  relayUrl: 'ws://relay.test',
  verify: false,
  metadata: { name: 'App', description: '', url: '', icons: [] },
  appUrl: 'https://app.example',
  key: await key(),
  entries,
})

/** A provider that records its listeners and answers requests as told. */
function fakeProvider(answer: () => Promise<unknown>) {
  const listeners: Record<string, (data: unknown) => void> = {}
  const provider = {
    client: { metadata: { url: '' } },
    session: undefined as object | undefined,
    on: (event: string, listener: (data: unknown) => void) => {
      listeners[event] = listener
    },
    request: answer,
    disconnected: 0,
    disconnect: async () => {
      provider.disconnected++
    },
  }
  return { provider, listeners, asProvider: provider as unknown as WalletConnectProvider }
}

describe('WalletConnect service (the worker side)', () => {
  it('starts on a copy of the entries, sends every write back, sets the app URL and forwards events', async () => {
    const fake = fakeProvider(async () => '0x1')
    const writes: Record<string, string | null>[] = []
    const events: [string, unknown][] = []
    const service = createWalletConnectService(async (_, storage) => {
      expect(storage.entries.keys('@airlock/wc/')).toEqual(['@airlock/wc/a'])
      storage.entries.set({ '@airlock/wc/a': null, '@airlock/wc/b': 'sealed' })
      expect(storage.entries.get('@airlock/wc/b')).toBe('sealed')
      expect(storage.entries.keys('@airlock/wc/')).toEqual(['@airlock/wc/b'])
      return fake.asProvider
    })
    await service.start(
      await parameters({ '@airlock/wc/a': 'old' }),
      (changes) => writes.push(changes),
      (event, data) => events.push([event, data]),
    )
    expect(writes).toEqual([{ '@airlock/wc/a': null, '@airlock/wc/b': 'sealed' }])
    expect(fake.provider.client.metadata.url).toBe('https://app.example')
    fake.listeners.accountsChanged?.(['0xabc'])
    fake.listeners.session_delete?.(undefined)
    expect(events).toEqual([
      ['accountsChanged', ['0xabc']],
      ['session_delete', null],
    ])
  })

  it('answers a request with its result or the wallet error, code and message kept', async () => {
    let answer: () => Promise<unknown> = async () => '0xsigned'
    const fake = fakeProvider(() => answer())
    const service = createWalletConnectService(async () => fake.asProvider)
    await service.start(
      await parameters(),
      () => undefined,
      () => undefined,
    )
    expect(await service.request('personal_sign', ['0x', '0x'], 'eip155:1')).toEqual({
      ok: true,
      result: '0xsigned',
    })
    answer = () => Promise.reject(Object.assign(new Error('User rejected.'), { code: 4001 }))
    expect(await service.request('personal_sign', [], undefined)).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected.' },
    })
    answer = () => Promise.reject('odd')
    expect(await service.request('eth_chainId', undefined, undefined)).toEqual({
      ok: false,
      error: { code: -32603, message: 'An error occurred' },
    })
  })

  it('fails a start as a plain message and code (what crosses the port), and refuses calls before one', async () => {
    const service = createWalletConnectService(async () => {
      throw Object.assign(new Error('relay refused'), { code: 3 })
    })
    await expect(
      service.start(
        await parameters(),
        () => undefined,
        () => undefined,
      ),
    ).rejects.toEqual({ message: 'relay refused', code: 3 })
    expect(() => service.accounts()).toThrow()
    await expect(service.disconnect()).rejects.toEqual({ message: 'WalletConnect has not started' })
  })

  it('disconnects only a session that exists', async () => {
    const fake = fakeProvider(async () => null)
    const service = createWalletConnectService(async () => fake.asProvider)
    await service.start(
      await parameters(),
      () => undefined,
      () => undefined,
    )
    await service.disconnect()
    expect(fake.provider.disconnected).toBe(0)
    fake.provider.session = { namespaces: {} }
    await service.disconnect()
    expect(fake.provider.disconnected).toBe(1)
  })
})
