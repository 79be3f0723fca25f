import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Abi, type Hex, keccak256 } from 'viem'

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
