import { describe, expect, it } from 'vitest'
import { testNetwork } from '../testing/networks.js'
import { initialState, toSnapshot } from './appStore.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = { ...testNetwork(), assets: { imageUrl: 'https://img.test/anvil.png' } }
const connected = {
  ...initialState(),
  status: 'connected' as const,
  address,
  activeNetwork: network,
  balance: { formatted: '9999.989', symbol: 'ETH', at: 0, key: `eip155:31337:${address}` },
}

describe('toSnapshot: what the ready-made buttons show', () => {
  it("carries the account's balance and the network's image", () => {
    expect(toSnapshot(connected)).toMatchObject({
      balance: { formatted: '9999.989', symbol: 'ETH' },
      networkImage: 'https://img.test/anvil.png',
    })
  })

  it("never another account's or network's balance, nor an image the host could not show as it is", () => {
    const other = { ...connected, balance: { ...connected.balance, key: `eip155:1:${address}` } }
    expect(toSnapshot(other).balance).toBeUndefined()
    expect(toSnapshot({ ...connected, status: 'disconnected' }).balance).toBeUndefined()
    const script = { ...network, assets: { imageUrl: 'javascript:alert(1)' } }
    expect(toSnapshot({ ...connected, activeNetwork: script }).networkImage).toBeUndefined()
  })
})
