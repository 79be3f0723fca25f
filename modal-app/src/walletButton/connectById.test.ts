import type { HostWallet, ModalOptions, RpcResult } from '@airlock/shared-protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../controllers/navigation.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { connectById } from './connectById.js'

vi.mock('../api/analytics.js', () => ({ track: () => undefined }))
vi.mock('../controllers/balance.js', () => ({ refreshBalance: async () => undefined }))
// Loaded after a connection without being awaited: left real, it could still be loading when the file ends.
vi.mock('../controllers/account.js', () => ({ loadIdentity: async () => undefined }))
vi.mock('../controllers/projectAccess.js', () => ({ mayConnect: async () => true }))
// The page's wallet, as the host runs it: a test sets what it answers.
const answers = new Map<string, RpcResult>()
vi.mock('../lib/hostBridge.js', () => ({
  walletRequest: async (_id: string, method: string) =>
    answers.get(method) ?? { ok: false, error: { code: 4200, message: 'Unsupported' } },
  openUrl: () => undefined,
}))
const searches: unknown[] = []
vi.mock('../api/directory.js', () => ({
  fetchWallets: async (query: unknown) => {
    searches.push(query)
    return { count: 0, data: [] }
  },
  walletImageUrl: () => undefined,
}))

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallet: HostWallet = { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', type: 'ANNOUNCED' }

beforeEach(() => {
  answers.clear()
  searches.length = 0
  appStore.setState(
    {
      ...initialState(),
      networks: [testNetwork()],
      activeNetwork: testNetwork(),
      options: { projectId: 'p' } as ModalOptions,
      wallets: [wallet],
    },
    true,
  )
})

describe('connectById', () => {
  it("connects the page's browser wallet without opening the modal, answering AppKit's ParsedCaipAddress", async () => {
    answers.set('eth_requestAccounts', { ok: true, result: [address] })
    answers.set('eth_chainId', { ok: true, result: '0x7a69' })
    expect(await connectById({ wallet: 'metamask' })).toEqual({
      ok: true,
      result: { chainNamespace: 'eip155', chainId: '31337', address },
    })
    expect(appStore.getState()).toMatchObject({
      status: 'connected',
      address,
      connectorId: 'io.metamask',
      open: false,
    })
  })

  it('answers a declined connection with 4001 and stays disconnected', async () => {
    answers.set('eth_requestAccounts', {
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await connectById({ wallet: 'io.metamask' })).toEqual({
      ok: false,
      error: { code: 4001, message: 'Connection declined' },
    })
    expect(appStore.getState().status).toBe('disconnected')
  })

  it('refuses an id naming no wallet after asking the directory, changing nothing', async () => {
    const before = appStore.getState()
    expect(await connectById({ wallet: 'nope' })).toEqual({
      ok: false,
      error: { code: -32602, message: 'Wallet with ID nope not found' },
    })
    expect(searches).toEqual([{ projectId: 'p', page: 1, entries: 10, search: 'nope' }])
    expect(appStore.getState()).toBe(before)
  })

  it('refuses a namespace the app has no network of, and logins the app turned off', async () => {
    expect(await connectById({ wallet: 'metamask', namespace: 'solana' })).toEqual({
      ok: false,
      error: { code: -32602, message: "Adapter for namespace solana doesn't exist" },
    })
    // This deployment has no embedded wallet origin: no email or social login.
    expect(await connectById({ wallet: 'email' })).toMatchObject({
      error: { message: 'Email login is not enabled' },
    })
    expect(await connectById({ wallet: 'google' })).toMatchObject({
      error: { message: 'Social login with google is not enabled' },
    })
    expect(appStore.getState().open).toBe(false)
  })

  it('skips no legal checkbox: Connect asks the visitor to agree first, and closing it declines', async () => {
    appStore.setState({
      options: {
        projectId: 'p',
        termsConditionsUrl: 'https://t.test',
        features: { legalCheckbox: true },
      } as ModalOptions,
    })
    answers.set('eth_requestAccounts', { ok: true, result: [address] })
    const answer = connectById({ wallet: 'metamask' })
    await expect.poll(() => appStore.getState().open).toBe(true)
    expect(appStore.getState()).toMatchObject({ history: ['Connect'], status: 'disconnected' })
    closeModal()
    expect(await answer).toEqual({ ok: false, error: { code: 4001, message: 'Connection declined' } })
  })
})
