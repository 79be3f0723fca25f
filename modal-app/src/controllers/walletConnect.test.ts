import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'

const calls = { pair: 0, abort: 0, uris: [] as (string | undefined)[] }
let rejectPending: ((error: Error) => void) | undefined
let approveWith:
  | { evm: { address: string; chainId: number; peer: { name: string } }; solana: undefined }
  | undefined

// No node here: the balance a connection reads is not what these tests are about.
vi.mock('./balance.js', () => ({ refreshBalance: async () => undefined }))
// Nor is the project check (projectAccess.test.ts): this project is allowed here.
vi.mock('./projectAccess.js', () => ({ mayConnect: async () => true }))

/** Set by a test to hold the provider's start (its worker) until it resolves. */
let starting: Promise<void> | undefined

vi.mock('../connectors/walletConnect/client.js', () => ({
  getClient: async () => {
    await starting
    return {
      on: () => undefined,
      accounts: async () => ({ evm: undefined, solana: undefined }),
      // As the worker does: a URI the modal made is adopted, else the SDK's own goes to onUri.
      pair: (_n: unknown, onUri: (uri: string) => void, uri?: string) => {
        calls.pair++
        calls.uris.push(uri)
        if (!uri) onUri(`wc:sdk-pairing-${calls.pair}@2?expiryTimestamp=0`)
        if (approveWith) return Promise.resolve(approveWith)
        return new Promise((_, reject) => {
          rejectPending = reject
        })
      },
      abortPairing: () => {
        calls.abort++
        rejectPending?.(new Error('aborted'))
      },
    }
  },
}))

const { PAIRING_EXPIRY_MS, PAIRING_MARGIN_MS, cancelWalletConnect, connectWalletConnect } = await import(
  './walletConnect.js'
)
// Only the timers the refresh uses are faked; real macrotasks let the imports and the URI's hash settle.
const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}
/**
 * Real macrotasks until `done` holds, for up to 10 s of wall time (a first dynamic import on a loaded
 * machine takes many turns); it fails then instead of hanging. Only the timers are fake, not the clock.
 */
async function settle(done: () => boolean) {
  const until = Date.now() + 10_000
  while (!done() && Date.now() < until) await turns(1)
  expect(done()).toBe(true)
}
/** A pairing URI as the modal makes it: a 32-byte topic, the SDK's query. */
const OWN_URI = /^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  appStore.setState({ ...initialState(), open: true }, true)
  calls.pair = 0
  calls.abort = 0
  calls.uris = []
  approveWith = undefined
})
afterEach(() => {
  cancelWalletConnect()
  vi.useRealTimers()
})

describe('WalletConnect pairing expiry', () => {
  it('shows a fresh URI when the pairing comes within 10 s of its 4 minute expiry', async () => {
    void connectWalletConnect()
    await settle(() => calls.pair === 1)
    const first = calls.uris[0] as string
    expect(first).toMatch(OWN_URI)
    expect(appStore.getState()).toMatchObject({ status: 'connecting', wcUri: first })
    expect(appStore.getState().history.at(-1)).toBe('ConnectingWalletConnect')

    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - PAIRING_MARGIN_MS - 1)
    expect(calls.abort).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await settle(() => calls.pair === 2)
    expect(calls.abort).toBe(1)
    expect(calls.uris[1]).toMatch(OWN_URI)
    expect(calls.uris[1]).not.toBe(first)
    expect(appStore.getState()).toMatchObject({
      status: 'connecting',
      wcUri: calls.uris[1],
      connectError: undefined,
    })
  })

  it('shows the QR code of its own URI before the provider is up, and proposes on that URI', async () => {
    let started: (() => void) | undefined
    starting = new Promise((resolve) => {
      started = resolve
    })
    try {
      void connectWalletConnect()
      await settle(() => appStore.getState().wcUri !== undefined)
      expect(appStore.getState().wcUri).toMatch(OWN_URI)
      expect(calls.pair).toBe(0)
      started?.()
      await settle(() => calls.pair === 1)
      expect(calls.uris[0]).toBe(appStore.getState().wcUri)
    } finally {
      starting = undefined
    }
  })

  it("on a phone, shows the SDK's URI: a link to a wallet's app waits for the published proposal", async () => {
    const coarse = vi.fn(() => ({ matches: true }) as MediaQueryList)
    vi.stubGlobal('matchMedia', coarse)
    vi.stubGlobal('innerWidth', 390)
    try {
      void connectWalletConnect({ id: 'w', name: 'W', mobile_link: 'w://' })
      await settle(() => calls.pair === 1)
      expect(calls.uris[0]).toBeUndefined()
      expect(appStore.getState().wcUri).toBe('wc:sdk-pairing-1@2?expiryTimestamp=0')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops refreshing once the modal closed the attempt', async () => {
    void connectWalletConnect()
    await settle(() => calls.pair === 1)
    appStore.setState({ status: 'disconnected' })
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    await turns(20)
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
    await settle(() => calls.pair === 1)
    expect(calls.uris[0]).toMatch(OWN_URI)
    expect(appStore.getState().wcUri).toBeUndefined()
    void connectWalletConnect()
    await settle(() => appStore.getState().wcUri !== undefined)
    expect(calls.pair).toBe(1)
    expect(appStore.getState()).toMatchObject({ status: 'connecting', wcUri: calls.uris[0] })
  })

  it('is withdrawn when unused until its expiry, and the next choice pairs afresh', async () => {
    appStore.setState({ options: { projectId: 'airlock-demo' } as never })
    const { prepareWalletConnect } = await import('./walletConnect.js')
    prepareWalletConnect()
    await settle(() => calls.pair === 1)
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - PAIRING_MARGIN_MS)
    await settle(() => calls.abort === 1)
    void connectWalletConnect()
    await settle(() => calls.pair === 2)
    expect(calls.uris[1]).not.toBe(calls.uris[0])
    expect(appStore.getState().wcUri).toBe(calls.uris[1])
  })

  it('is not made while a wallet is connected or without a project', async () => {
    const { prepareWalletConnect } = await import('./walletConnect.js')
    prepareWalletConnect()
    appStore.setState({ options: { projectId: 'airlock-demo' } as never, status: 'connected' })
    prepareWalletConnect()
    await turns(20)
    expect(calls.pair).toBe(0)
  })
})
