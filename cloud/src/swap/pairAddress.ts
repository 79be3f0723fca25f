import { type Address, encodePacked, getCreate2Address, keccak256 } from 'viem'
import { PAIR_INIT_CODE_HASH } from './uniswapArtifacts.js'

/** The pair's token order: the lower address is token0 (UniswapV2Library.sortTokens). */
export const sortTokens = (a: Address, b: Address): [Address, Address] =>
  BigInt(a) < BigInt(b) ? [a, b] : [b, a]

/** Where the factory puts (or has put) the pair of two tokens, as the router computes it: no call. */
export function pairAddress(factory: Address, a: Address, b: Address): Address {
  const [token0, token1] = sortTokens(a, b)
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: PAIR_INIT_CODE_HASH,
  })
}
