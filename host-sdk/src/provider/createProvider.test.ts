import { describe, expect, it, vi } from 'vitest'
import { anvil } from '../networks.js'
import { createStore, deriveView, initialSnapshot } from '../state/hostState.js'
import { createProvider } from './createProvider.js'

function setup(
  call: Parameters<typeof createProvider>[0] = vi.fn(async () => ({ ok: true as const, result: '0x1' })),
) {
  const store = createStore(deriveView(initialSnapshot('dark', anvil), [anvil]))
  const provider = createProvider(call, (listener) => store.subscribe(listener))
  const connect = (address: string) =>
    store.set(
      deriveView(
        { ...store.get().snapshot, status: 'connected', address, caipAddress: `eip155:31337:${address}` },
        [anvil],
        store.get(),
      ),
    )
  return { store, provider, call, connect }
}

describe('the EIP-1193 provider', () => {
  it('unwraps results and throws errors with their code', async () => {
    const { provider } = setup(
      vi.fn(async () => ({
        ok: false as const,
        error: { code: 4001, message: 'User rejected the request.' },
      })),
    )
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(provider.request({ method: 1 as unknown as string })).rejects.toMatchObject({ code: -32600 })
    await expect(provider.request({ method: 'x', params: 'bad' })).rejects.toMatchObject({ code: -32602 })
  })

  it('emits connect, accountsChanged and disconnect from state changes', () => {
    const { provider, store, connect } = setup()
    const events: unknown[] = []
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('accountsChanged', (a) => events.push(['accountsChanged', a]))
    provider.on('disconnect', (e) => events.push(['disconnect', (e as { code: number }).code]))
    connect('0xabc')
    store.set(
      deriveView(
        { ...store.get().snapshot, status: 'disconnected', address: undefined },
        [anvil],
        store.get(),
      ),
    )
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', ['0xabc']],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
  })

  it('stops calling a removed listener', () => {
    const { provider, connect } = setup()
    const listener = vi.fn()
    provider.on('accountsChanged', listener)
    provider.removeListener('accountsChanged', listener)
    connect('0xabc')
    expect(listener).not.toHaveBeenCalled()
  })
})
