import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'

const calls = { pair: 0, abort: 0 }
let rejectPending: ((error: Error) => void) | undefined
let approveWith:
  | { evm: { address: string; chainId: number; peer: { name: string } }; solana: undefined }
  | undefined

// No node here: the balance a connection reads is not what these tests are about.
vi.mock('./balance.js', () => ({ refreshBalance: async () => undefined }))
// Nor is the project check (projectAccess.test.ts): this project is allowed here.
vi.mock('./projectAccess.js', () => ({ mayConnect: async () => true }))

vi.mock('../connectors/walletConnect/client.js', () => ({
  getClient: async () => ({
    on: () => undefined,
    accounts: async () => ({ evm: undefined, solana: undefined }),
    pair: (_n: unknown, onUri: (uri: string) => void) => {
      calls.pair++
      onUri(`wc:pairing-${calls.pair}@2?expiryTimestamp=0`)
      if (approveWith) return Promise.resolve(approveWith)
      return new Promise((_, reject) => {
        rejectPending = reject
      })
    },
    abortPairing: () => {
      calls.abort++
      rejectPending?.(new Error('aborted'))
    },
  }),
}))

const { PAIRING_EXPIRY_MS, PAIRING_MARGIN_MS, cancelWalletConnect, connectWalletConnect } = await import(
  './walletConnect.js'
)
// Only the timers the refresh uses are faked; real macrotasks let the dynamic imports settle.
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  appStore.setState({ ...initialState(), open: true }, true)
  calls.pair = 0
  calls.abort = 0
  approveWith = undefined
})
afterEach(() => {
  cancelWalletConnect()
  vi.useRealTimers()
})

describe('WalletConnect pairing expiry', () => {
  it('shows a fresh URI when the pairing comes within 10 s of its 4 minute expiry', async () => {
    void connectWalletConnect()
    await flush()
    expect(appStore.getState()).toMatchObject({
      status: 'connecting',
      wcUri: 'wc:pairing-1@2?expiryTimestamp=0',
    })
    expect(appStore.getState().history.at(-1)).toBe('ConnectingWalletConnect')

    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - PAIRING_MARGIN_MS - 1)
    expect(calls.abort).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(calls.abort).toBe(1)
    expect(calls.pair).toBe(2)
    expect(appStore.getState()).toMatchObject({
      status: 'connecting',
      wcUri: 'wc:pairing-2@2?expiryTimestamp=0',
      connectError: undefined,
    })
  })

  it('stops refreshing once the modal closed the attempt', async () => {
    void connectWalletConnect()
    await flush()
    appStore.setState({ status: 'disconnected' })
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(calls.abort).toBe(0)
    expect(calls.pair).toBe(1)
  })
})

describe('WalletConnect recent wallets', () => {
  const anvil = testNetwork()
  const wallet = (id: string) => ({
    id,
    name: `Wallet ${id}`,
    icon: `https://img/${id}`,
    mobile_link: `${id}://`,
  })

  it('remembers the directory wallet paired with, with its links, two at most, newest first', async () => {
    appStore.setState({ networks: [anvil], recentWallets: [{ id: 'io.metamask', name: 'MetaMask' }] })
    approveWith = { evm: { address: '0x1', chainId: 31337, peer: { name: 'Peer' } }, solana: undefined }
    await connectWalletConnect(wallet('a'))
    await connectWalletConnect(wallet('b'))
    expect(appStore.getState().recentWallets).toEqual([
      { id: 'b', name: 'Wallet b', icon: 'https://img/b', mobile_link: 'b://' },
      { id: 'a', name: 'Wallet a', icon: 'https://img/a', mobile_link: 'a://' },
    ])
    expect(appStore.getState()).toMatchObject({
      status: 'connected',
      address: '0x1',
      connectorId: 'walletConnect',
    })
  })

  it('keeps the recent list as it was after a bare QR pairing', async () => {
    const recent = [{ id: 'io.metamask', name: 'MetaMask' }]
    appStore.setState({ networks: [anvil], recentWallets: recent })
    approveWith = { evm: { address: '0x2', chainId: 31337, peer: { name: 'Peer' } }, solana: undefined }
    await connectWalletConnect()
    expect(appStore.getState()).toMatchObject({ status: 'connected', recentWallets: recent })
  })
})

describe('a pairing prepared in idle time', () => {
  it('is on screen as soon as WalletConnect is chosen, without a second proposal', async () => {
    appStore.setState({ options: { projectId: 'airlock-demo' } as never })
    const { prepareWalletConnect } = await import('./walletConnect.js')
    prepareWalletConnect()
    await flush()
    expect(calls.pair).toBe(1)
    expect(appStore.getState().wcUri).toBeUndefined()
    void connectWalletConnect()
    await flush()
    expect(calls.pair).toBe(1)
    expect(appStore.getState()).toMatchObject({
      status: 'connecting',
      wcUri: 'wc:pairing-1@2?expiryTimestamp=0',
    })
  })

  it('is withdrawn when unused until its expiry, and the next choice pairs afresh', async () => {
    appStore.setState({ options: { projectId: 'airlock-demo' } as never })
    const { prepareWalletConnect } = await import('./walletConnect.js')
    prepareWalletConnect()
    await flush()
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - PAIRING_MARGIN_MS)
    await expect.poll(() => calls.abort).toBe(1)
    void connectWalletConnect()
    await flush()
    expect(calls.pair).toBe(2)
    expect(appStore.getState().wcUri).toBe('wc:pairing-2@2?expiryTimestamp=0')
  })

  it('is not made while a wallet is connected or without a project', async () => {
    const { prepareWalletConnect } = await import('./walletConnect.js')
    prepareWalletConnect()
    appStore.setState({ options: { projectId: 'airlock-demo' } as never, status: 'connected' })
    prepareWalletConnect()
    await flush()
    expect(calls.pair).toBe(0)
  })
})
