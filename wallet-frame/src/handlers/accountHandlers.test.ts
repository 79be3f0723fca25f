import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  SMART_ADDRESS,
  SMART_CHAIN,
  smartAccountRoutes,
  stubService,
} from '../testing/stubService.js'
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

  it("reads the smart-account chains, and switches and deploys the account on the frame's chain", async () => {
    const service = stubService(smartAccountRoutes())
    const state = newState()
    const handlers = accountHandlers(service.api, state)
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS({})).toEqual({
      smartAccountEnabledNetworks: [SMART_CHAIN],
    })
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).toEqual({ type: 'eoa', address: ADDRESS })
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: SMART_ADDRESS,
    })
    expect(await handlers.INIT_SMART_ACCOUNT({})).toEqual({ address: SMART_ADDRESS, isDeployed: true })
    expect(service.calls.map(({ route, body }) => [route, body])).toEqual([
      ['GET /api/smart-account-networks', undefined],
      ['POST /api/account-type', { chainId: SMART_CHAIN, type: 'eoa' }],
      ['POST /api/account-type', { chainId: SMART_CHAIN, type: 'smartAccount' }],
      ['POST /api/smart-account/init', { chainId: SMART_CHAIN }],
    ])
  })

  it("answers the service's refusal on a chain without smart accounts", async () => {
    const state = { ...newState(), chainId: 1 }
    const handlers = accountHandlers(stubService(smartAccountRoutes()).api, state)
    const refused = 'Smart accounts are not available on this network'
    await expect(async () => handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).rejects.toThrow(
      refused,
    )
    await expect(async () => handlers.INIT_SMART_ACCOUNT({})).rejects.toThrow(refused)
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
