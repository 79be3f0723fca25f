import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientParameters } from '../connectors/walletConnect/client.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'

const calls = { pair: 0, abort: 0, uris: [] as (string | undefined)[], started: [] as ClientParameters[] }
let rejectPending: ((error: Error) => void) | undefined
let approveWith:
  | { evm: { address: string; chainId: number; peer: { name: string } }; solana: undefined }
  | undefined

// No node here: the balance a connection reads is not what these tests are about.
vi.mock('./balance.js', () => ({ refreshBalance: async () => undefined }))
vi.mock('./account.js', () => ({ loadIdentity: async () => undefined, invalidateAccount: () => undefined }))
// What a connection starts without waiting (the identity, the balance) ends before the file's teardown.
afterEach(() => vi.dynamicImportSettled())
// Nor is the project check (projectAccess.test.ts): this project is allowed here.
vi.mock('./projectAccess.js', () => ({ mayConnect: async () => true }))

/** The SDK's pairing as session.ts shows it: cut to 4 minutes from now (or to a test's `sdkLifetimeS`). */
let sdkLifetimeS = 240
const sdkUri = (n: number) =>
  `wc:sdk-pairing-${n}@2?expiryTimestamp=${Math.floor(Date.now() / 1000) + sdkLifetimeS}&relay-protocol=irn&symKey=01`

/** Set by a test to hold the provider's start (its worker) until it resolves. */
let starting: Promise<void> | undefined

vi.mock('../connectors/walletConnect/client.js', () => ({
  getClient: async (parameters: ClientParameters) => {
    calls.started.push(parameters)
    await starting
    return {
      on: () => undefined,
      accounts: async () => ({ evm: undefined, solana: undefined }),
      // As the worker does: a URI the modal made is adopted, else the SDK's own goes to onUri.
      pair: (_n: unknown, onUri: (uri: string) => void, uri?: string) => {
        calls.pair++
        calls.uris.push(uri)
        if (!uri) onUri(sdkUri(calls.pair))
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

const { cancelWalletConnect, connectWalletConnect } = await import('./walletConnect.js')
/** Spec section 4: a pairing expires after 4 minutes, and counts as expired within 10 s of that. */
const EXPIRY_MS = 4 * 60_000
const MARGIN_MS = 10_000
const statedExpiryMs = (uri: string) => Number(/expiryTimestamp=(\d+)/.exec(uri)?.[1]) * 1000
// Only the timers and clock the refresh uses are faked; real macrotasks let the imports and the URI's hash settle.
const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}
/**
 * Real macrotasks until `done` holds, for up to 10 s of wall time (a first dynamic import on a loaded
 * machine takes many turns); it fails then instead of hanging. `Date` is fake: wall time is read from
 * `performance`, which is not.
 */
async function settle(done: () => boolean) {
  const until = performance.now() + 10_000
  while (!done() && performance.now() < until) await turns(1)
  expect(done()).toBe(true)
}
/** A pairing URI as the modal makes it: a 32-byte topic, the SDK's query. */
const OWN_URI = /^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  // On a whole second, as URIs state their expiry: 4 minutes from now is exactly 240 s.
  vi.setSystemTime(Date.UTC(2026, 10, 24, 12))
  appStore.setState({ ...initialState(), open: true }, true)
  calls.pair = 0
  calls.abort = 0
  calls.uris = []
  calls.started = []
  approveWith = undefined
  sdkLifetimeS = 240
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
    // What a wallet reads: it expires 4 minutes after it was made, not the SDK's 5.
    expect(statedExpiryMs(first)).toBe(Date.now() + EXPIRY_MS)
    expect(appStore.getState()).toMatchObject({ status: 'connecting', wcUri: first })
    expect(appStore.getState().history.at(-1)).toBe('ConnectingWalletConnect')

    await vi.advanceTimersByTimeAsync(EXPIRY_MS - MARGIN_MS - 1)
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
      expect(appStore.getState().wcUri).toMatch(/^wc:sdk-pairing-1@2\?/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('is refreshed 10 s before the expiry its URI states, whoever made it', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }) as MediaQueryList)
    vi.stubGlobal('innerWidth', 390)
    sdkLifetimeS = 100
    try {
      void connectWalletConnect({ id: 'w', name: 'W' })
      await settle(() => calls.pair === 1)
      expect(statedExpiryMs(appStore.getState().wcUri as string)).toBe(Date.now() + 100_000)
      await vi.advanceTimersByTimeAsync(100_000 - MARGIN_MS - 1)
      expect(calls.abort).toBe(0)
      await vi.advanceTimersByTimeAsync(1)
      await settle(() => calls.pair === 2)
      expect(calls.abort).toBe(1)
      expect(appStore.getState().wcUri).toMatch(/^wc:sdk-pairing-2@2\?/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops refreshing once the modal closed the attempt', async () => {
    void connectWalletConnect()
    await settle(() => calls.pair === 1)
    appStore.setState({ status: 'disconnected' })
    await vi.advanceTimersByTimeAsync(EXPIRY_MS)
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
    await vi.advanceTimersByTimeAsync(EXPIRY_MS - MARGIN_MS)
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

describe('the relay and Verify of the deployment (the tags its server filled in)', () => {
  const REOWN_ID = '0123456789abcdef0123456789abcdef'
  function deploy(tags: Record<string, string>) {
    for (const [name, content] of Object.entries(tags)) {
      const meta = document.createElement('meta')
      meta.name = name
      meta.content = content
      document.head.append(meta)
    }
  }
  beforeEach(() => {
    appStore.setState({
      options: { projectId: 'airlock-project', metadata: { name: 'App', url: 'https://app.example' } },
    } as Partial<ReturnType<typeof initialState>>)
  })
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name^="airlock-walletconnect-"]')) meta.remove()
  })
  const started = async () => {
    void connectWalletConnect()
    await settle(() => calls.pair === 1)
    return calls.started.at(-1) as ClientParameters
  }

  it('a Reown project id: the SDK default relay, Verify on, and this frame as the attested URL', async () => {
    deploy({ 'airlock-walletconnect-project-id': REOWN_ID })
    expect(await started()).toMatchObject({
      projectId: REOWN_ID,
      relayUrl: undefined,
      verify: true,
      appUrl: location.origin,
    })
  })

  it('none (npm start, the tests): the cloud’s relay for the Airlock project, Verify off', async () => {
    expect(await started()).toMatchObject({
      projectId: 'airlock-project',
      relayUrl: 'ws://127.0.0.1:8787/',
      verify: false,
      appUrl: 'https://app.example',
    })
  })

  it('a self-hosted relay beside a Reown project id: that relay, Verify off', async () => {
    deploy({
      'airlock-walletconnect-project-id': REOWN_ID,
      'airlock-walletconnect-relay-url': 'wss://relay.example.com',
    })
    expect(await started()).toMatchObject({
      projectId: 'airlock-project',
      relayUrl: 'wss://relay.example.com/',
      verify: false,
    })
  })
})
