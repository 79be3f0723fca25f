import { getAddress } from 'viem'
import { readHop } from './pools.js'
import type { SwapChain } from './swapChain.js'

const SCALE = 10n ** 12n
const USD_SCALE = 10n ** 6n

/**
 * USD prices of the chain's known tokens from their WETH pools' mid prices, ETH's own price being
 * the anchor (the pools price tokens in ETH, not in dollars). Keyed by lowercase address; a token
 * without a pool is absent, for the caller's fallback.
 */
export async function poolPrices(chain: SwapChain, ethUsd: number): Promise<Map<string, number>> {
  const weth = getAddress(chain.contracts.weth)
  const hops = await Promise.all(
    chain.tokens.map((t) => readHop(chain.client, chain.contracts, weth, getAddress(t.address))),
  )
  const anchor = BigInt(Math.round(ethUsd * Number(USD_SCALE)))
  const prices = new Map<string, number>()
  for (const [i, token] of chain.tokens.entries()) {
    const hop = hops[i]
    if (!hop) continue
    // usd = ethUsd * (wethReserve / 1e18) / (tokenReserve / 10^decimals), in integers until the end.
    const scaled =
      (anchor * hop.reserveIn * 10n ** BigInt(token.decimals) * SCALE) /
      (hop.reserveOut * 10n ** 18n * USD_SCALE)
    prices.set(token.address.toLowerCase(), Number(scaled) / Number(SCALE))
  }
  return prices
}
