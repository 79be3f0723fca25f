import { describe, expect, it } from 'vitest'
import {
  formatFeeUSD,
  formatPriceImpact,
  formatTokenAmount,
  fromBaseUnits,
  isNativeSwapToken,
  minimumReceived,
  networkFeeInUSD,
  quoteRate,
  usdValue,
} from './swapMath.js'

describe('swap math', () => {
  it('takes the slippage off the quote and rounds down, as the cloud builds amountOutMin', () => {
    expect(minimumReceived('1980000000', 1)).toBe(1960200000n)
    // 999 * 0.99 = 989.01: rounded down, never promising more than the router will accept.
    expect(minimumReceived('999', 1)).toBe(989n)
    expect(minimumReceived(10n ** 24n + 1n, 0.5)).toBe(995_000_000_000_000_000_000_000n)
    expect(() => minimumReceived('1', 0)).toThrow('Invalid slippage')
    expect(() => minimumReceived('1', 51)).toThrow('Invalid slippage')
  })

  it('reads base units exactly, whatever the decimals', () => {
    expect(fromBaseUnits('1980000', 6)).toBe('1.98')
    expect(fromBaseUnits(123456789012345678901234n, 18)).toBe('123456.789012345678901234')
  })

  it('gives the rate per one from token, decimals adjusted', () => {
    // 0.5 ETH for 1,000.25 USDC.
    const rate = quoteRate({ fromAmount: '500000000000000000', toAmount: '1000250000' }, 18, 6)
    expect(rate.toFixed()).toBe('2000.5')
    expect(formatTokenAmount(rate)).toBe('2,000.5')
  })

  it('prices the network fee as gas limit x gas price in ETH at the ETH price', () => {
    // 150,000 gas at 2 gwei = 0.0003 ETH; at $3,000 that is $0.90.
    expect(networkFeeInUSD('150000', 2_000_000_000n, 3000)).toBeCloseTo(0.9, 10)
    expect(formatFeeUSD(0.9)).toBe('$0.90')
    expect(formatFeeUSD(0.004)).toBe('<$0.01')
    expect(formatFeeUSD(0)).toBe('$0.00')
  })

  it('formats amounts truncated to 6 decimals, grouped, with dust shown as such', () => {
    expect(formatTokenAmount('1234567.1234569')).toBe('1,234,567.123456')
    expect(formatTokenAmount('0.10')).toBe('0.1')
    expect(formatTokenAmount('0')).toBe('0')
    expect(formatTokenAmount('0.0000001')).toBe('<0.000001')
    expect(formatTokenAmount('1.99', 0)).toBe('1')
  })

  it('formats the price impact in percent, small ones as <0.01%', () => {
    expect(formatPriceImpact(0.1549)).toBe('0.15%')
    expect(formatPriceImpact(12.345)).toBe('12.35%')
    expect(formatPriceImpact(0.004)).toBe('<0.01%')
    expect(formatPriceImpact(0)).toBe('0.00%')
  })

  it('shows a USD value only for a number with a price', () => {
    expect(usdValue('1.5', 2000)).toBe('$3,000.00')
    expect(usdValue('', 2000)).toBe('')
    expect(usdValue('abc', 2000)).toBe('')
    expect(usdValue('1', undefined)).toBe('')
  })

  it('knows the native token by its 0xeee… address', () => {
    expect(isNativeSwapToken('eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true)
    expect(isNativeSwapToken('eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(false)
  })
})
