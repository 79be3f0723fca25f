import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Abi, type Address, encodePacked, getCreate2Address, type Hex, keccak256 } from 'viem'

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)

/** Uniswap's own published build (npm), never a copy: what mainnet runs is what the devnet runs. */
function load(file: string): Artifact {
  const { abi, bytecode } = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as {
    abi: Abi
    bytecode: string
  }
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
}

export const uniswapFactory = load('@uniswap/v2-core/build/UniswapV2Factory.json')
export const uniswapPair = load('@uniswap/v2-core/build/UniswapV2Pair.json')
export const uniswapRouter = load('@uniswap/v2-periphery/build/UniswapV2Router02.json')
export const weth9 = load('@uniswap/v2-periphery/build/WETH9.json')

/**
 * keccak256 of the pair's creation code: the factory deploys pairs with CREATE2 under it, and the
 * router finds them by it (UniswapV2Library.pairFor hardcodes it), so pair addresses are computed
 * here without asking the chain.
 */
export const PAIR_INIT_CODE_HASH = keccak256(uniswapPair.bytecode)

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
