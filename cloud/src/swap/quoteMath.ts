/** A pool as one hop of a path sees it: what it holds of the token going in and of the one coming out. */
export interface Hop {
  reserveIn: bigint
  reserveOut: bigint
}

/**
 * UniswapV2Library.getAmountOut, in integers as the contract does it: 0.3% of the input stays in
 * the pool, and the rest moves along x * y = k. Undefined where the router would revert.
 */
export function getAmountOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint | undefined {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}

/** UniswapV2Library.getAmountsOut's last amount: each hop's output is the next one's input. */
export function amountOutAlong(amountIn: bigint, hops: readonly Hop[]): bigint | undefined {
  let amount: bigint | undefined = amountIn
  for (const hop of hops) {
    amount = amount === undefined ? undefined : getAmountOut(amount, hop)
    if (amount === undefined || amount === 0n) return undefined
  }
  return amount
}

const IMPACT_SCALE = 10n ** 12n

/**
 * How much worse than the pools' mid price the trade's execution price is, in percent, leaving the
 * 0.3% fee per hop out (it is charged whatever the size): the part of the cost the trade's own size
 * causes, as Uniswap's interface shows it.
 */
export function priceImpact(amountIn: bigint, hops: readonly Hop[]): number {
  // Out at the mid price: amountIn * prod(reserveOut / reserveIn).
  let midNumerator = amountIn
  let midDenominator = 1n
  // Out on the curve without the fee, kept as a fraction n / d so small amounts do not round away:
  // n / d in gives n * reserveOut / (reserveIn * d + n) out.
  let n = amountIn
  let d = 1n
  for (const { reserveIn, reserveOut } of hops) {
    midNumerator *= reserveOut
    midDenominator *= reserveIn
    ;[n, d] = [n * reserveOut, reserveIn * d + n]
  }
  if (midNumerator === 0n || d === 0n) return 0
  // 1 - (n / d) / (midNumerator / midDenominator)
  const shortfall = IMPACT_SCALE - (n * midDenominator * IMPACT_SCALE) / (d * midNumerator)
  return Number(shortfall * 100n) / Number(IMPACT_SCALE)
}

const SLIPPAGE_SCALE = 10n ** 6n

/**
 * What the swap must at least return for `slippage` percent (a decimal with up to 6 places):
 * `amountOut * (1 - slippage / 100)`, rounded down as the router compares integers.
 */
export function minimumOut(amountOut: bigint, slippage: string): bigint {
  const [whole = '0', fraction = ''] = slippage.split('.')
  const scaled = BigInt(whole) * SLIPPAGE_SCALE + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0')
  return (amountOut * (100n * SLIPPAGE_SCALE - scaled)) / (100n * SLIPPAGE_SCALE)
}
