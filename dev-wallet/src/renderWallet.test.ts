// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { DevWallet } from './devWallet.js'
import { mountWallet } from './renderWallet.js'
import { createWalletState, type WalletState } from './walletState.js'

const initial: WalletState = {
  accountIndex: 0,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  balance: undefined,
  relay: 'ready',
  error: undefined,
  pairing: false,
  proposals: [],
  requests: [],
  sessions: [],
  log: [],
}
const request = {
  id: 1,
  topic: 't',
  method: 'personal_sign',
  params: [],
  dapp: 'Demo',
  title: 'Sign a message',
  detail: 'Hello <b>there</b>',
}

function mount() {
  const calls: string[] = []
  const wallet = {
    approveRequest: async () => void calls.push('approve'),
    rejectRequest: async () => void calls.push('reject'),
  } as unknown as DevWallet
  const store = createWalletState(initial)
  const root = document.createElement('div')
  mountWallet(root, store, { relayUrl: 'ws://relay', rpcUrl: 'http://rpc' }, wallet)
  return { root, store, calls }
}

describe('mountWallet', () => {
  it('keeps a request’s buttons while unrelated state changes (a click is never lost to a re-render)', () => {
    const { root, store, calls } = mount()
    store.set({ requests: [request] })
    const approve = root.querySelector('[data-testid="request-approve"]') as HTMLButtonElement
    store.set({ balance: '1 ETH' })
    store.set({ log: [{ method: 'x', dapp: 'd', outcome: 'approved', detail: '' }] })
    expect(root.querySelector('[data-testid="request-approve"]')).toBe(approve)
    expect(root.querySelector('[data-testid="balance"]')?.textContent).toBe('1 ETH')
    approve.click()
    expect(calls).toEqual(['approve'])
  })

  it('shows what dApps send as text, never as markup', () => {
    const { root, store } = mount()
    store.set({ requests: [request] })
    expect(root.querySelector('pre')?.textContent).toBe('Hello <b>there</b>')
    expect(root.querySelector('b')).toBeNull()
  })
})
