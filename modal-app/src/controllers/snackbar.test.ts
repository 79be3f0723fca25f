import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { closeModal, openModal } from './navigation.js'
import { SHAKE_MS, SNACKBAR_SWAP_MS, shakeModal, showSnackbar } from './snackbar.js'

beforeEach(() => {
  vi.useFakeTimers()
  appStore.setState(initialState(), true)
})
afterEach(() => vi.useRealTimers())

describe('snackbar', () => {
  it('shows success, error and loading; a new message replaces the shown one after 150 ms', () => {
    showSnackbar('loading', 'Confirm the transaction in your wallet')
    expect(appStore.getState().snackbar).toMatchObject({ variant: 'loading' })
    showSnackbar('success', 'Transaction started')
    expect(appStore.getState().snackbar).toBeUndefined()
    vi.advanceTimersByTime(SNACKBAR_SWAP_MS - 1)
    expect(appStore.getState().snackbar).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(appStore.getState().snackbar).toMatchObject({ variant: 'success', message: 'Transaction started' })
    showSnackbar('error', 'Something went wrong')
    vi.advanceTimersByTime(SNACKBAR_SWAP_MS)
    expect(appStore.getState().snackbar).toMatchObject({ variant: 'error' })
  })

  it('loading stays until replaced; the others hide by themselves', () => {
    showSnackbar('loading', 'Sending')
    vi.advanceTimersByTime(60_000)
    expect(appStore.getState().snackbar?.variant).toBe('loading')
    appStore.setState({ snackbar: undefined })
    showSnackbar('success', 'Done')
    vi.advanceTimersByTime(60_000)
    expect(appStore.getState().snackbar).toBeUndefined()
  })

  it('closing the modal clears it: the next open shows no message left over, nor one that was waiting', () => {
    openModal()
    showSnackbar('loading', 'Confirm the transaction in your wallet')
    closeModal()
    expect(appStore.getState().snackbar).toBeUndefined()
    openModal()
    showSnackbar('success', 'Link copied')
    showSnackbar('error', 'Could not copy the link')
    closeModal()
    vi.advanceTimersByTime(SNACKBAR_SWAP_MS)
    openModal()
    expect(appStore.getState().snackbar).toBeUndefined()
  })

  it('shakes the dialog for 500 ms', () => {
    shakeModal()
    expect(appStore.getState().shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_MS - 1)
    expect(appStore.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(appStore.getState().shake).toBe(false)
  })
})
