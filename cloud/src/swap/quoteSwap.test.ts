import { uniswapRouter } from '@airlock/node-kit/uniswap'
import { type Address, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevnetCloud, startDevnetCloud } from '../testing/devnetCloud.js'
import { NATIVE_TOKEN, quoteSwap } from './quoteSwap.js'

let kit: DevnetCloud
beforeAll(async () => {
  kit = await startDevnetCloud()
}, 30_000)
afterAll(() => kit?.close())

const routerAmountsOut = (amountIn: bigint, path: Address[]) =>
  kit.publicClient.readContract({
    address: kit.devnet.swap.router,
    abi: uniswapRouter.abi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  }) as Promise<readonly bigint[]>

describe('quotes against the router on anvil', () => {
  it("match the router's getAmountsOut for every pair, both ways, small to pool-sized amounts", async () => {
    const [usdc, dai] = kit.devnet.tokens.map((t) => t.address) as [Address, Address]
    const cases: [Address, Address, bigint[]][] = [
      [
        NATIVE_TOKEN,
        usdc,
        [1n, parseEther('0.001'), parseEther('1'), parseEther('123.456'), parseEther('9000')],
      ],
      [usdc, NATIVE_TOKEN, [1n, parseUnits('1', 6), parseUnits('3001.5', 6), parseUnits('25000000', 6)]],
      [NATIVE_TOKEN, dai, [parseEther('0.5'), parseEther('7')]],
      [dai, NATIVE_TOKEN, [parseEther('2999'), 12_345_678_901_234_567n]],
      [usdc, dai, [parseUnits('1', 6), parseUnits('99.99', 6), parseUnits('2000000', 6)]],
      [dai, usdc, [parseEther('1'), parseEther('500000')]],
    ]
    let compared = 0
    for (const [from, to, amounts] of cases) {
      for (const amount of amounts) {
        const quote = await quoteSwap(kit.publicClient, kit.devnet.swap, from, to, amount)
        if (!quote) {
          // Only amounts the router itself turns into 0 out have no quote.
          expect(
            (
              await routerAmountsOut(
                amount,
                [from, to].map((a) => (a === NATIVE_TOKEN ? kit.devnet.swap.weth : a)),
              )
            ).at(-1),
          ).toBe(0n)
          continue
        }
        const router = await routerAmountsOut(amount, quote.path)
        expect(quote.amountOut, `${from} -> ${to} ${amount}`).toBe(router.at(-1))
        compared++
      }
    }
    expect(compared).toBeGreaterThan(15)
  })

  it('takes the direct pool when it pays more and says the impact grows with size', async () => {
    const [usdc, dai] = kit.devnet.tokens.map((t) => t.address) as [Address, Address]
    const small = await quoteSwap(kit.publicClient, kit.devnet.swap, usdc, dai, parseUnits('100', 6))
    const large = await quoteSwap(kit.publicClient, kit.devnet.swap, usdc, dai, parseUnits('3000000', 6))
    expect(small?.path).toEqual([usdc, dai].map((a) => expect.stringMatching(new RegExp(a, 'i'))))
    expect(small?.priceImpact).toBeLessThan(0.001)
    // A tenth of the pool: 1/11 lost to the curve, as x * y = k says.
    expect(large?.priceImpact).toBeCloseTo(100 / 11, 3)
  })

  it('has no quote for a token without a pool, or for a token to itself', async () => {
    const zero = kit.devnet.tokens[2]?.address as Address
    expect(await quoteSwap(kit.publicClient, kit.devnet.swap, NATIVE_TOKEN, zero, 10n ** 18n)).toBeUndefined()
    expect(
      await quoteSwap(kit.publicClient, kit.devnet.swap, NATIVE_TOKEN, kit.devnet.swap.weth, 1n),
    ).toBeUndefined()
  })
})
