import { afterEach, describe, expect, it, vi } from 'vitest'
import { smartAccountsKit } from './smartAccountsKit.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('the Smart Accounts Kit as the wallet loads it', () => {
  it("sends nothing to MetaMask's analytics when a delegation is made", async () => {
    // As on a production node: no CI variable (the kit stays quiet on CI) and nothing set by anyone.
    vi.stubEnv('CI', '')
    vi.stubEnv('DO_NOT_TRACK', '')
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    vi.useFakeTimers()
    // The kit's reporter keeps the fetch it finds when it loads: nothing may load it before the stub.
    const { kit } = await smartAccountsKit()
    const { DEVNET_SMART_ACCOUNTS } = await import('@airlock/dev-cloud/account-abstraction')
    kit.createDelegation({
      environment: DEVNET_SMART_ACCOUNTS,
      from: '0x1111111111111111111111111111111111111111',
      to: '0x2222222222222222222222222222222222222222',
      scope: { type: kit.ScopeType.NativeTokenTransferAmount, maxAmount: 1n },
    })
    // The kit batches its reports behind a timer: run it.
    await vi.runAllTimersAsync()
    expect(fetch).not.toHaveBeenCalled()
  })
})
