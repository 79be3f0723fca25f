import type { ModalOptions } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState, toSnapshot } from '../stores/appStore.js'
import { closeBlocked, closeModal, goBack, onClose, openModal, pushView } from './navigation.js'

beforeEach(() => appStore.setState(initialState(), true))
afterEach(() => vi.unstubAllGlobals())

const walletConnectOnly = { universalProviderMode: true } as ModalOptions

describe('navigation', () => {
  it('opens Connect when disconnected, Account when connected, or the requested view', () => {
    openModal()
    expect(appStore.getState().history).toEqual(['Connect'])
    appStore.setState({ status: 'connected', address: '0x1' })
    openModal()
    expect(appStore.getState().history).toEqual(['Account'])
    openModal({ view: 'Networks' })
    expect(appStore.getState()).toMatchObject({ history: ['Networks'], open: true, loading: false })
  })

  it('asks a visitor without an account to connect', () => {
    // Steps of a flow (connecting, email login, an approval) with none under way open Connect too.
    for (const view of [
      'Account',
      'UnsupportedChain',
      'ConnectingSiwe',
      'WalletSend',
      'WalletReceive',
      'ConnectingExternal',
      'EmailVerifyDevice',
      'EmailVerifyOtp',
      'ApproveTransaction',
      'ConnectingSocial',
      'ConnectingFarcaster',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailWallet',
      'SIWXSignMessage',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ] as const) {
      openModal({ view })
      expect(appStore.getState().history).toEqual(['Connect'])
    }
    appStore.setState({ status: 'connected', address: '0x1' })
    openModal({ view: 'WalletReceive' })
    expect(appStore.getState().history).toEqual(['WalletReceive'])
  })

  it('without adapters opens the basic QR view on desktop and AllWallets on a phone, unless connected', () => {
    appStore.setState({ options: walletConnectOnly })
    openModal({ view: 'Networks' })
    expect(appStore.getState().history).toEqual(['ConnectingWalletConnectBasic'])
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }))
    vi.stubGlobal('innerWidth', 390)
    openModal()
    expect(appStore.getState().history).toEqual(['AllWallets'])
    appStore.setState({ status: 'connected', address: '0x1' })
    openModal()
    expect(appStore.getState().history).toEqual(['Account'])
  })

  it('pops on back and closes on the last entry', () => {
    openModal()
    pushView('AllWallets')
    goBack()
    expect(appStore.getState()).toMatchObject({ history: ['Connect'], open: true })
    goBack()
    expect(appStore.getState().open).toBe(false)
  })

  it('shows UnsupportedChain only with a wallet connected', () => {
    openModal({ view: 'UnsupportedChain' })
    expect(appStore.getState()).toMatchObject({ open: true, history: ['Connect'] })
    appStore.setState({ status: 'connected', address: '0x1' })
    openModal({ view: 'UnsupportedChain' })
    expect(appStore.getState().history).toEqual(['UnsupportedChain'])
  })

  it('opens ConnectingSiwe for an account the app asks to sign in, and Account for one signed in', () => {
    appStore.setState({ status: 'connected', address: '0x1', siwx: 'needed' })
    openModal({ view: 'ConnectingSiwe' })
    expect(appStore.getState()).toMatchObject({ open: true, history: ['ConnectingSiwe'] })
    openModal()
    expect(appStore.getState().history).toEqual(['SIWXSignMessage'])
    appStore.setState({ siwx: 'signed' })
    openModal({ view: 'ConnectingSiwe' })
    expect(appStore.getState().history).toEqual(['Account'])
  })

  it('closes on back when UnsupportedChain is in history', () => {
    appStore.setState({ status: 'connected', address: '0x1' })
    openModal({ view: 'UnsupportedChain' })
    pushView('Networks')
    goBack()
    expect(appStore.getState().open).toBe(false)
  })

  it('resets to the view the next open shows', () => {
    openModal()
    pushView('AllWallets')
    closeModal()
    expect(appStore.getState()).toMatchObject({ open: false, loading: false, history: ['Connect'] })
  })

  it('keeps a required sign-in open until the account has a session, unless the flow itself closes', () => {
    const siwx = { mode: 'default', required: true, signOutOnDisconnect: true } as const
    appStore.setState({
      options: { projectId: '', siwx } as unknown as ModalOptions,
      status: 'connected',
      address: '0x1',
      siwx: 'needed',
      open: true,
      history: ['SIWXSignMessage'],
    })
    expect(closeBlocked()).toBe(true)
    closeModal()
    goBack()
    expect(appStore.getState().open).toBe(true)
    // The next open of a connected account without its session is the sign-in.
    expect(openModal() ?? appStore.getState().history).toEqual(['SIWXSignMessage'])
    closeModal({ force: true })
    expect(appStore.getState().open).toBe(false)
    // ConnectingSiwe is the same sign-in: it holds the dialog open alike.
    appStore.setState({ open: true, history: ['ConnectingSiwe'] })
    expect(closeBlocked()).toBe(true)
    appStore.setState({ open: true, history: ['SIWXSignMessage'], siwx: 'signed' })
    expect(closeBlocked()).toBe(false)
    appStore.setState({
      siwx: 'needed',
      options: { projectId: '', siwx: { ...siwx, required: false } } as unknown as ModalOptions,
    })
    expect(closeBlocked()).toBe(false)
  })
})

describe('navigation in embedded mode (spec sections 1 and 2)', () => {
  const embedded = { enableEmbedded: true } as ModalOptions
  beforeEach(() => appStore.setState({ options: embedded, open: true }))

  it('close and back from the only view go to Connect or Account, and the card stays open', () => {
    const onClosed = vi.fn()
    const stop = onClose(onClosed)
    pushView('Networks')
    closeModal()
    expect(appStore.getState()).toMatchObject({ open: true, history: ['Connect'] })
    expect(onClosed).toHaveBeenCalledTimes(1)
    appStore.setState({ status: 'connected', address: '0x1' })
    openModal({ view: 'Networks' })
    goBack()
    expect(appStore.getState()).toMatchObject({ open: true, history: ['Account'] })
    pushView('WalletReceive')
    goBack()
    expect(appStore.getState().history).toEqual(['Account'])
    goBack()
    expect(appStore.getState()).toMatchObject({ open: true, history: ['Account'] })
    stop()
  })

  it('reports the card height in the snapshot', () => {
    expect(toSnapshot(appStore.getState()).cardHeight).toBeUndefined()
    appStore.setState({ cardHeight: 512 })
    expect(toSnapshot(appStore.getState()).cardHeight).toBe(512)
  })
})
