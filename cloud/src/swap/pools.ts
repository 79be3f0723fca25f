import { pairAddress, sortTokens, uniswapPair } from '@airlock/node-kit/uniswap'
import type { SwapContracts } from '@airlock/shared-protocol/devnet'
import { type Address, BaseError, ContractFunctionZeroDataError, type PublicClient } from 'viem'
import type { Hop } from './quoteMath.js'

/**
 * The reserves of the pair of `tokenIn` and `tokenOut`, oriented for a trade from one to the other;
 * undefined when the pair does not exist or is empty. A pair without code reverts the call, which
 * counts as no pair.
 */
export async function readHop(
  client: PublicClient,
  { factory }: SwapContracts,
  tokenIn: Address,
  tokenOut: Address,
): Promise<Hop | undefined> {
  const reserves = await client
    .readContract({
      address: pairAddress(factory, tokenIn, tokenOut),
      abi: uniswapPair.abi,
      functionName: 'getReserves',
    })
    .then((value) => value as readonly [bigint, bigint, number])
    .catch((error: unknown) => {
      // Only a missing contract (no data back) means "no pair"; a node that did not answer is a fault.
      if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError))
        return undefined
      throw error
    })
  if (!reserves || reserves[0] === 0n || reserves[1] === 0n) return undefined
  const inIsToken0 = sortTokens(tokenIn, tokenOut)[0] === tokenIn
  return inIsToken0
    ? { reserveIn: reserves[0], reserveOut: reserves[1] }
    : { reserveIn: reserves[1], reserveOut: reserves[0] }
}

/** Every hop of `path` (token addresses, WETH for ETH), or undefined if one pair is missing or empty. */
export async function readPath(
  client: PublicClient,
  contracts: SwapContracts,
  path: readonly Address[],
): Promise<Hop[] | undefined> {
  const hops = await Promise.all(
    path.slice(1).map((tokenOut, i) => readHop(client, contracts, path[i] as Address, tokenOut)),
  )
  return hops.every((hop) => hop !== undefined) ? hops : undefined
}
