import { describe, expect, it } from 'vitest'
import { stubService, USER } from '../testing/stubService.js'
import { accountHandlers } from './accountHandlers.js'
import type { FrameState } from './handlerTypes.js'

const newState = (): FrameState => ({ email: undefined, chainId: 31337, dapp: undefined })

describe('account handlers', () => {
  it('keeps the chain id in memory', async () => {
    const state = newState()
    const handlers = accountHandlers(stubService().api, state)
    expect(await handlers.GET_CHAIN_ID({})).toEqual({ chainId: 31337 })
    expect(await handlers.SWITCH_NETWORK({ chainId: 8453 })).toEqual({ chainId: 8453 })
    expect(await handlers.GET_CHAIN_ID({})).toEqual({ chainId: 8453 })
  })

  it('offers EOAs only', async () => {
    const service = stubService({ 'GET /api/user': USER })
    const handlers = accountHandlers(service.api, newState())
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS({})).toEqual({ smartAccountEnabledNetworks: [] })
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).toEqual({
      type: 'eoa',
      address: USER.address,
    })
    await expect(async () => handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not available',
    )
    await expect(async () => handlers.INIT_SMART_ACCOUNT({})).rejects.toThrow(
      'Smart accounts are not available',
    )
    expect(service.calls).toHaveLength(1)
  })

  it("remembers the dApp's name, url and a safe icon", async () => {
    const state = newState()
    const handlers = accountHandlers(stubService().api, state)
    const metadata = {
      name: 'Demo',
      description: '',
      url: 'https://demo.app',
      icons: ['https://demo.app/i.png'],
    }
    await handlers.SYNC_DAPP_DATA({ projectId: 'p', sdkVersion: '1', metadata })
    expect(state.dapp).toEqual({ name: 'Demo', url: 'https://demo.app', icon: 'https://demo.app/i.png' })
    await handlers.SYNC_DAPP_DATA({
      projectId: 'p',
      sdkVersion: '1',
      metadata: { ...metadata, icons: ['javascript:x'] },
    })
    expect(state.dapp?.icon).toBeUndefined()
    await handlers.SYNC_DAPP_DATA({ projectId: 'p', sdkVersion: '1' })
    expect(state.dapp).toBeUndefined()
  })
})
