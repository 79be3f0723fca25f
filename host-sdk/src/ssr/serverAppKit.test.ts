// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAppKit } from '../index.js'
import { anvil, mainnet } from '../networks.js'

describe('createAppKit on a server', () => {
  it('runs without a window and returns the disconnected state', async () => {
    expect(typeof window).toBe('undefined')
    const appKit = createAppKit({ projectId: 'p', networks: [mainnet, anvil], defaultNetwork: anvil })
    await expect(appKit.open({ view: 'Account' })).resolves.toBeUndefined()
    await expect(appKit.close()).resolves.toBeUndefined()
    await expect(appKit.disconnect()).resolves.toBeUndefined()
    expect(appKit.getAccount()).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      address: undefined,
    })
    expect(appKit.getState()).toMatchObject({
      open: false,
      initialized: false,
      selectedNetworkId: 'eip155:31337',
    })
    expect(appKit.getChainId()).toBe(31337)
    expect(appKit.getCaipNetwork()).toBe(anvil)
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getWalletInfo()).toBeUndefined()
    const stop = appKit.subscribeAccount(() => undefined)
    expect(typeof stop).toBe('function')
    stop()
    appKit.setThemeMode('light')
    appKit.destroy()
  })

  it("answers the provider's read-only calls and refuses what needs a wallet", async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [anvil] })
    const provider = appKit.getProvider('eip155')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] }),
    ).rejects.toMatchObject({
      code: 4900,
    })
    await expect(appKit.switchNetwork(anvil)).rejects.toThrow('Not available during server rendering')
  })

  it('keeps the theme asked for and validates the options as in the browser', () => {
    expect(createAppKit({ projectId: 'p', networks: [anvil], themeMode: 'light' }).getThemeMode()).toBe(
      'light',
    )
    expect(() => createAppKit({ projectId: 'p', networks: [] })).toThrow('`networks` must list networks')
    expect(() => createAppKit({ projectId: 'p', networks: [anvil], modalUrl: 'ftp://x' })).toThrow(
      'modalUrl must be http(s)',
    )
  })
})
