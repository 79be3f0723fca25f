import { describe, expect, it, vi } from 'vitest'
import { anvil } from '../networks.js'
import { createStore, deriveView, initialSnapshot } from '../state/hostState.js'
import { createProvider } from './createProvider.js'

function setup(
  call: Parameters<typeof createProvider>[0] = vi.fn(async () => ({ ok: true as const, result: '0x1' })),
  early?: Parameters<typeof createProvider>[2],
) {
  const store = createStore(deriveView(initialSnapshot('dark', anvil), [anvil]))
  const provider = createProvider(call, (listener) => store.subscribe(listener), early)
  const update = (patch: Partial<ReturnType<typeof store.get>['snapshot']>) =>
    store.set(deriveView({ ...store.get().snapshot, ...patch }, [anvil], store.get()))
  const connect = (address: string) =>
    update({ initialized: true, status: 'connected', address, caipAddress: `eip155:31337:${address}` })
  return { store, provider, call, connect, update }
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
    const { provider, connect, update } = setup()
    const events: unknown[] = []
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('accountsChanged', (a) => events.push(['accountsChanged', a]))
    provider.on('disconnect', (e) => events.push(['disconnect', (e as { code: number }).code]))
    connect('0xabc')
    update({ status: 'disconnected', address: undefined })
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', ['0xabc']],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
  })

  it('answers eth_accounts from the stored session before the modal is up, then follows the modal', async () => {
    const call = vi.fn(async () => ({ ok: true as const, result: [] }))
    const { provider, update } = setup(call, (method) =>
      method === 'eth_accounts' ? { result: ['0xabc'] } : undefined,
    )
    const events: unknown[] = []
    provider.on('accountsChanged', (a) => events.push(['accountsChanged', a]))
    provider.on('disconnect', () => events.push(['disconnect']))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc'])
    expect(call).not.toHaveBeenCalled()
    // The modal starts restoring: nothing is known yet, so nothing is said.
    update({ status: 'reconnecting' })
    expect(events).toEqual([])
    // The stored wallet is gone: the dApp hears it.
    update({ initialized: true, status: 'disconnected' })
    expect(events).toEqual([['accountsChanged', []], ['disconnect']])
  })

  it('says nothing when the modal restores the account the dApp was already told', async () => {
    const { provider, connect } = setup(undefined, (method) =>
      method === 'eth_accounts' ? { result: ['0xabc'] } : undefined,
    )
    const events: unknown[] = []
    provider.on('accountsChanged', (a) => events.push(a))
    provider.on('connect', (a) => events.push(a))
    await provider.request({ method: 'eth_accounts' })
    connect('0xabc')
    expect(events).toEqual([])
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
