import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, currentView } from '../stores/appStore.js'
import OnRampViews from './OnRampViews.js'
import { onrampStore } from './onrampStore.js'
import { startConnected } from './onrampTesting.js'

const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const { pathname } = new URL(String(input))
  if (pathname.startsWith('/v1/onramp/status/')) return Response.json({ status: 'pending' })
  if (pathname.endsWith('/history')) return Response.json({ data: [], next: null })
  if (pathname.endsWith('/balance')) return Response.json({ balances: [] })
  if (pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337'] })
  // The on-ramp's options and quotes are down: the sample and no quote.
  return new Response('', { status: 503 })
})

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  startConnected(['Account', 'OnRamp'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const settle = () => act(async () => await new Promise((r) => setTimeout(r, 0)))

describe('the Buy form', () => {
  it('says it shows sample options, and refuses an amount outside the limits with their text', async () => {
    render(<OnRampViews view="OnRamp" />)
    await settle()
    expect(screen.getByTestId('onramp-sample').textContent).toBe('Showing sample options')
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Limits $10.00 – $7,500.00')
    const buy = screen.getByTestId('onramp-buy') as HTMLButtonElement
    expect(buy.textContent).toBe('Buy with Coinbase')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '5' } })
    expect(screen.getByRole('alert').textContent).toBe('Amount must be between 10 and 7500 USD')
    expect(buy.disabled).toBe(true)
    fireEvent.click(screen.getByText('Bank account'))
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '20000' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Limits $10.00 – $25,000.00')
    expect(buy.disabled).toBe(false)
  })

  it('opens the pickers from the provider row, the token and the currency', async () => {
    render(<OnRampViews view="OnRamp" />)
    await settle()
    fireEvent.click(screen.getByTestId('onramp-provider'))
    expect(currentView(appStore.getState())).toBe('OnRampProviders')
    fireEvent.click(screen.getByRole('button', { name: 'Token: ETH, change token' }))
    expect(currentView(appStore.getState())).toBe('OnRampTokenSelect')
    fireEvent.click(screen.getByRole('button', { name: 'Currency: USD, change currency' }))
    expect(currentView(appStore.getState())).toBe('OnRampFiatSelect')
  })
})

describe('the provider list', () => {
  it('switches the provider and goes back to the form', async () => {
    appStore.setState({ history: ['Account', 'OnRamp', 'OnRampProviders'] })
    render(<OnRampViews view="OnRampProviders" />)
    await settle()
    fireEvent.click(screen.getByText('Meld'))
    expect(onrampStore.getState().provider).toBe('meld')
    expect(currentView(appStore.getState())).toBe('OnRamp')
  })
})

describe('BuyInProgress', () => {
  const checkout = {
    sessionId: 's1',
    url: 'http://127.0.0.1:8787/sandbox/onramp/coinbase/checkout?session=s1',
    providerLabel: 'Coinbase',
    window: 'blocked' as const,
    status: 'pending' as const,
    purchaseAmount: undefined,
    message: undefined,
  }

  it('asks to complete the purchase in the provider window, and offers a blocked one again', async () => {
    render(<OnRampViews view="BuyInProgress" />)
    act(() => onrampStore.setState({ checkout }))
    expect(screen.getByTestId('connecting-status').textContent).toContain(
      'Complete your purchase in the Coinbase window',
    )
    expect(screen.getByTestId('onramp-open').textContent).toBe('Open Coinbase')
  })

  it('shows the amount bought and Done back to Account', () => {
    render(<OnRampViews view="BuyInProgress" />)
    act(() =>
      onrampStore.setState({
        checkout: { ...checkout, status: 'completed', purchaseAmount: { value: '0.01622', currency: 'ETH' } },
      }),
    )
    expect(screen.getByTestId('onramp-bought').textContent).toBe('You bought 0.01622 ETH')
    fireEvent.click(screen.getByText('Done'))
    expect(appStore.getState().history).toEqual(['Account'])
  })

  it('shows why it failed, and Try again goes back to the form', () => {
    render(<OnRampViews view="BuyInProgress" />)
    appStore.setState({ history: ['Account', 'OnRamp', 'BuyInProgress'] })
    act(() =>
      onrampStore.setState({ checkout: { ...checkout, status: 'failed', message: 'Checkout expired' } }),
    )
    expect(screen.getByTestId('connecting-status').textContent).toBe('Checkout expired')
    fireEvent.click(screen.getByText('Try again'))
    expect(currentView(appStore.getState())).toBe('OnRamp')
  })
})
