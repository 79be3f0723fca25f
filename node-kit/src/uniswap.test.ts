import { describe, expect, it } from 'vitest'
import { PAIR_INIT_CODE_HASH, pairAddress, sortTokens, uniswapRouter } from './uniswap.js'

describe('Uniswap artifacts', () => {
  it("the router's hardcoded pair init-code hash is that of the pair we deploy", () => {
    // UniswapV2Library.pairFor pushes the hash with PUSH32 (0x7f); a mismatch sends every swap to an empty address.
    expect(PAIR_INIT_CODE_HASH).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    expect(uniswapRouter.bytecode).toContain(`7f${PAIR_INIT_CODE_HASH.slice(2)}`)
  })
})

describe('pairAddress', () => {
  // Mainnet's Uniswap V2 factory and its USDC/WETH pair, as Etherscan lists them.
  const factory = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
  const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

  it('is where the factory put the pair, whichever token comes first', () => {
    expect(pairAddress(factory, usdc, weth)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
    expect(pairAddress(factory, weth, usdc)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
  })

  it('orders tokens by address, the lower first', () => {
    expect(sortTokens(weth, usdc)).toEqual([usdc, weth])
  })
})
