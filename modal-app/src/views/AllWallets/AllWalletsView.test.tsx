import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../../stores/appStore.js'
import AllWalletsView from './AllWalletsView.js'

const wallet = (id: string, name: string, badge_type: string) => ({ id, name, image_id: null, badge_type })
const metamask = wallet('metamask', 'MetaMask', 'certified')
const rainbow = wallet('rainbow', 'Rainbow', 'none')

// A directory of two wallets, one certified, that honours badge_type and search as the cloud does.
const asked: URLSearchParams[] = []
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const params = new URL(String(input)).searchParams
  asked.push(params)
  const search = params.get('search')?.toLowerCase() ?? ''
  const data = [metamask, rainbow].filter(
    (w) =>
      (!params.get('badge_type') || w.badge_type === params.get('badge_type')) &&
      w.name.toLowerCase().includes(search),
  )
  return Response.json({ count: data.length, data })
})

beforeEach(() => {
  asked.length = 0
  vi.stubGlobal('fetch', fetchMock)
  appStore.setState(initialState(), true)
  appStore.setState({ options: { projectId: 'p1' } as never, history: ['AllWallets'] })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const shown = () => screen.queryAllByTestId('directory-wallet').map((el) => el.getAttribute('data-name'))
const showing = (names: string[]) => waitFor(() => expect(shown()).toEqual(names))
const last = () => Object.fromEntries(asked.at(-1) ?? [])

describe('the certified filter', () => {
  it('asks for badge_type=certified (one page of 100) while on, and for no badge while off', async () => {
    render(<AllWalletsView />)
    await showing(['MetaMask', 'Rainbow'])
    expect(last()).toMatchObject({ page: '1', entries: '40' })
    expect(last().badge_type).toBeUndefined()

    const filter = screen.getByRole('button', { name: 'Only WalletConnect certified' })
    expect(filter.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(filter)
    await showing(['MetaMask'])
    expect(filter.getAttribute('aria-pressed')).toBe('true')
    expect(last()).toMatchObject({ page: '1', entries: '100', badge_type: 'certified' })
    expect(appStore.getState().snackbar?.message).toBe('Only WalletConnect certified')

    fireEvent.click(filter)
    await showing(['MetaMask', 'Rainbow'])
    expect(filter.getAttribute('aria-pressed')).toBe('false')
    expect(last()).toMatchObject({ page: '1', entries: '40' })
    expect(last().badge_type).toBeUndefined()
  })

  it('keeps the badge with a search, and says so when nothing is certified', async () => {
    render(<AllWalletsView />)
    fireEvent.click(screen.getByRole('button', { name: 'Only WalletConnect certified' }))
    fireEvent.change(screen.getByLabelText('Search wallet'), { target: { value: ' rain ' } })
    await waitFor(() => expect(last()).toMatchObject({ search: 'rain', badge_type: 'certified' }))
    await waitFor(() => expect(screen.getByTestId('wallet-search-empty')).toBeTruthy())
    expect(shown()).toEqual([])
  })

  it('marks certified wallets beside their name, and only them', async () => {
    render(<AllWalletsView />)
    await showing(['MetaMask', 'Rainbow'])
    const [first, second] = screen.getAllByTestId('directory-wallet') as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('img', { name: 'Certified' })).toBeTruthy()
    expect(within(second).queryByTestId('certified-mark')).toBeNull()
  })
})
