import { describe, expect, it } from 'vitest'
import { PAIR_INIT_CODE_HASH, uniswapRouter } from './uniswapArtifacts.js'

describe('Uniswap artifacts', () => {
  it("the router's hardcoded pair init-code hash is that of the pair we deploy", () => {
    // UniswapV2Library.pairFor pushes the hash with PUSH32 (0x7f); a mismatch sends every swap to an empty address.
    expect(PAIR_INIT_CODE_HASH).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    expect(uniswapRouter.bytecode).toContain(`7f${PAIR_INIT_CODE_HASH.slice(2)}`)
  })
})
