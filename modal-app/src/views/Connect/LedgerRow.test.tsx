import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LEDGER_ID } from '../../connectors/ids.js'
import { appStore, initialState } from '../../stores/appStore.js'
import { LedgerRow } from './LedgerRow.js'

// Connect renders the row twice, in Recent and in the EXTERNAL slot: the Ledger must show in one only.
function Both() {
  return (
    <>
      <div data-testid="recent-slot">
        <LedgerRow recent disabled={false} />
      </div>
      <div data-testid="external-slot">
        <LedgerRow disabled={false} />
      </div>
    </>
  )
}

const withHid = (present: boolean) => {
  if (present) Object.defineProperty(navigator, 'hid', { value: {}, configurable: true })
  else Reflect.deleteProperty(navigator, 'hid')
}

beforeEach(() => appStore.setState(initialState(), true))
afterEach(() => {
  cleanup()
  withHid(false)
})

describe('LedgerRow', () => {
  it('shows in the EXTERNAL slot, with a chevron, while no Ledger is recent', () => {
    withHid(true)
    appStore.setState({ recentWallets: [{ id: 'io.metamask', name: 'MetaMask' }] })
    render(<Both />)
    const row = screen.getByTestId('ledger-row')
    expect(screen.getByTestId('external-slot').contains(row)).toBe(true)
    expect(screen.queryByTestId('wallet-recent')).toBeNull()
  })

  it('shows in Recent, tagged Recent, once a Ledger connected', () => {
    withHid(true)
    appStore.setState({
      recentWallets: [
        { id: LEDGER_ID, name: 'Ledger' },
        { id: 'io.metamask', name: 'MetaMask' },
      ],
    })
    render(<Both />)
    const rows = screen.getAllByTestId('ledger-row')
    expect(rows).toHaveLength(1)
    expect(screen.getByTestId('recent-slot').contains(rows[0] as HTMLElement)).toBe(true)
    expect(rows[0]?.dataset.recent).toBe('true')
    expect(rows[0]?.textContent).toContain('Recent')
  })

  it('shows nowhere where WebHID is missing, recent or not', () => {
    withHid(false)
    appStore.setState({ recentWallets: [{ id: LEDGER_ID, name: 'Ledger' }] })
    render(<Both />)
    expect(screen.queryByTestId('ledger-row')).toBeNull()
  })
})
