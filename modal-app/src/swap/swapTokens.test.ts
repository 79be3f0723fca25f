import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/blockchain.js'
import type { SwapToken } from './swapStore.js'
import { pickerTokens, portfolioEntry, sameToken, tokenPrice } from './swapTokens.js'

const chain = 'eip155:31337'
const swapToken = (symbol: string, address: string, decimals = 18): SwapToken => ({
  name: `${symbol} token`,
  symbol,
  address: `${chain}:${address}`,
  decimals,
  logoUri: null,
})
const eth = swapToken('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
const usdc = swapToken('USDC', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6)
const dai = swapToken('DAI', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const held = (symbol: string, value: number, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: chain,
  ...(address ? { address: `${chain}:${address.toLowerCase()}` } : {}),
  value,
  price: value / 2,
  quantity: { decimals: '18', numeric: '2' },
})
const portfolio = [held('ETH', 6000), held('USDC', 2, '0x5FbDB2315678afecb367f032d93F642f64180aa3')]

describe('swap tokens and the portfolio', () => {
  it('finds the native token without an address and contracts by address, any case', () => {
    expect(portfolioEntry(eth, portfolio)?.symbol).toBe('ETH')
    expect(portfolioEntry(usdc, portfolio)?.symbol).toBe('USDC')
    expect(portfolioEntry(dai, portfolio)).toBeUndefined()
    expect(sameToken(usdc, { ...usdc, address: usdc.address.toLowerCase() })).toBe(true)
  })

  it("prices from the portfolio, else from the cloud's list", () => {
    expect(tokenPrice(eth, portfolio, { ETH: 1 })).toBe(3000)
    expect(tokenPrice(dai, portfolio, { DAI: 1.001 })).toBe(1.001)
    expect(tokenPrice(dai, portfolio, {})).toBeUndefined()
  })

  it('lists held tokens first by value, then the rest by symbol, and searches name, symbol and address', () => {
    const list = [usdc, dai, eth]
    expect(pickerTokens(list, portfolio, '').map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(pickerTokens(list, portfolio, ' us').map((t) => t.symbol)).toEqual(['USDC'])
    expect(pickerTokens(list, portfolio, 'dai token').map((t) => t.symbol)).toEqual(['DAI'])
    expect(pickerTokens(list, portfolio, '0xe7f1725e').map((t) => t.symbol)).toEqual([])
    expect(pickerTokens(list, portfolio, 'bb3f0512').map((t) => t.symbol)).toEqual(['DAI'])
    expect(pickerTokens(list, undefined, 'xyz')).toEqual([])
  })
})
