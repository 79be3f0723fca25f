import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'

const getBalance = vi.fn<() => Promise<bigint>>()
vi.mock('viem/actions', () => ({ getBalance: () => getBalance() }))
const { NATIVE_BALANCE_CACHE_MS, refreshBalance, refreshIfOld } = await import('./balance.js')

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
beforeEach(() => {
  getBalance.mockReset()
  appStore.setState(
    {
      ...initialState(),
      status: 'connected',
      address,
      activeNetwork: testNetwork(),
      networks: [testNetwork()],
    },
    true,
  )
})

describe('the native balance', () => {
  it('keeps the last balance on screen, marked unavailable, when a read fails', async () => {
    getBalance.mockResolvedValueOnce(1_500_000_000_000_000_000n)
    await refreshBalance({ force: true })
    expect(appStore.getState().balance).toMatchObject({ formatted: '1.5', symbol: 'ETH' })
    getBalance.mockRejectedValueOnce(new Error('timeout'))
    await refreshBalance({ force: true })
    expect(appStore.getState()).toMatchObject({
      balance: { formatted: '1.5' },
      balanceError: 'Token Balance Unavailable',
      balanceLoading: false,
    })
    getBalance.mockResolvedValueOnce(2_000_000_000_000_000_000n)
    await refreshBalance({ force: true })
    expect(appStore.getState()).toMatchObject({ balance: { formatted: '2' }, balanceError: undefined })
  })

  it('reads an old balance again, one read at a time', async () => {
    let release: (value: bigint) => void = () => undefined
    getBalance.mockResolvedValueOnce(1n)
    await refreshBalance({ force: true })
    const at = appStore.getState().balance?.at as number
    refreshIfOld(at + 1000)
    expect(getBalance).toHaveBeenCalledTimes(1)
    getBalance.mockImplementation(() => new Promise((resolve) => (release = resolve)))
    refreshIfOld(at + NATIVE_BALANCE_CACHE_MS)
    refreshIfOld(at + NATIVE_BALANCE_CACHE_MS + 5000)
    expect(appStore.getState().balanceLoading).toBe(true)
    // viem is imported with the read, so the call lands after a tick.
    await vi.waitFor(() => expect(getBalance).toHaveBeenCalledTimes(2))
    release(3n)
    await vi.waitFor(() => expect(appStore.getState().balanceLoading).toBe(false))
    expect(getBalance).toHaveBeenCalledTimes(2)
  })

  it('never shows one account or network the balance of another', async () => {
    getBalance.mockResolvedValueOnce(1n)
    await refreshBalance({ force: true })
    appStore.setState({ activeNetwork: testNetwork(1) })
    getBalance.mockRejectedValueOnce(new Error('down'))
    await refreshBalance({ force: true })
    expect(appStore.getState().balance).toBeUndefined()
  })
})
