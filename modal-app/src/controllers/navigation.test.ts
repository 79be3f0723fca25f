import { beforeEach, describe, expect, it } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { closeModal, goBack, openModal, pushView } from './navigation.js'

beforeEach(() => appStore.setState(initialState(), true))

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

  it('pops on back and closes on the last entry', () => {
    openModal()
    pushView('AllWallets')
    goBack()
    expect(appStore.getState()).toMatchObject({ history: ['Connect'], open: true })
    goBack()
    expect(appStore.getState().open).toBe(false)
  })

  it('closes on back when UnsupportedChain is in history', () => {
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
})
