import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { uniswapRouter } from '@airlock/node-kit/uniswap'
import { type Address, decodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer } from '../http/createCloudServer.js'
import { type DevnetCloud, startDevnetCloud } from '../testing/devnetCloud.js'
import { NATIVE_TOKEN, quoteSwap } from './quoteSwap.js'
import { fallbackSwapGas } from './swapCalldata.js'
import type { BuiltTransaction } from './swapRoutes.js'

let kit: DevnetCloud
let ETH: string, USDC: string, DAI: string, ZERO: string
const user = ANVIL_ACCOUNTS[3] as Address
beforeAll(async () => {
  kit = await startDevnetCloud()
  const caip = (address: string) => `eip155:31337:${address.toLowerCase()}`
  ETH = caip(NATIVE_TOKEN)
  ;[USDC, DAI, ZERO] = kit.devnet.tokens.map((t) => caip(t.address)) as [string, string, string]
}, 30_000)
afterAll(() => kit?.close())

const NOT_SUPPORTED = { status: 400, body: { message: 'Network not supported for Swaps' } }
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const build = async (body: Record<string, unknown>) => {
  const response = await kit.api('/v1/convert/build-transaction', {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const swapBody = (fields: Record<string, unknown> = {}) => ({
  projectId: 'airlock-e2e',
  amount: parseEther('1').toString(),
  eip155: { slippage: 1 },
  from: ETH,
  to: USDC,
  userAddress: user,
  ...fields,
})

describe('GET /v1/convert/tokens', () => {
  it('lists ETH and the tokens with a pool (ZERO has none), with logos', async () => {
    const { status, body } = await kit.getJson('/v1/convert/tokens?chainId=eip155:31337')
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: ETH,
        decimals: 18,
        logoUri: `${kit.cloud.url}/public/getTokenImage/eth`,
        eip2612: false,
      },
      expect.objectContaining({ symbol: 'USDC', address: USDC, decimals: 6, eip2612: false }),
      expect.objectContaining({
        symbol: 'DAI',
        address: DAI,
        decimals: 18,
        logoUri: expect.stringMatching(/getTokenImage\/dai$/),
      }),
    ])
  })

  it('refuses chains without an AMM, and a missing chainId', async () => {
    expect(await kit.getJson('/v1/convert/tokens?chainId=eip155:1')).toEqual(NOT_SUPPORTED)
    expect((await kit.getJson('/v1/convert/tokens')).status).toBe(400)
  })
})

describe('GET /v1/convert/quotes', () => {
  const quotes = (fields: Record<string, string>) =>
    kit.getJson(
      `/v1/convert/quotes?${query({ chainId: 'eip155:31337', amount: '1000000', userAddress: user, from: USDC, to: DAI, ...fields })}`,
    )

  it("quotes with the router's math, the price impact and the swap's gas", async () => {
    const amount = parseEther('2').toString()
    const { status, body } = await quotes({ amount, from: ETH, to: USDC, gasPrice: '1000000000' })
    expect(status).toBe(200)
    const expected = await quoteSwap(
      kit.publicClient,
      kit.devnet.swap,
      NATIVE_TOKEN,
      kit.devnet.tokens[0]?.address as Address,
      BigInt(amount),
    )
    expect(body.quotes).toEqual([
      {
        id: null,
        fromAccount: ETH,
        toAccount: USDC,
        fromAmount: amount,
        toAmount: expected?.amountOut.toString(),
        priceImpact: expected?.priceImpact,
        gasLimit: expect.stringMatching(/^\d+$/),
      },
    ])
    // Estimated for this user (it holds the ETH): a real swap's gas, not the fallback.
    const gas = Number((body.quotes as { gasLimit: string }[])[0]?.gasLimit)
    expect(gas).toBeGreaterThan(80_000)
    // The estimate plus its margin (10% and 50,000 a hop): a pair's first swap in a new block second
    // costs ~45,000 more (its price accumulators), so the figure ranges up to ~230,000.
    expect(gas).toBeLessThan(300_000)
  })

  it('falls back to a per-hop gas figure when the swap cannot be estimated yet (no allowance)', async () => {
    const { body } = await quotes({})
    expect((body.quotes as { gasLimit: string }[])[0]?.gasLimit).toBe(fallbackSwapGas(1).toString())
  })

  it('answers 503 when the chain node does not answer', async () => {
    const down = await createCloudServer({
      port: 0,
      chains: { 'eip155:31337': { rpcUrl: `http://127.0.0.1:${await freePort()}`, devnet: kit.devnet } },
    })
    try {
      const q = query({ chainId: 'eip155:31337', amount: '1000', userAddress: user, from: ETH, to: USDC })
      const response = await fetch(`${down.url}/v1/convert/quotes?${q}&projectId=airlock-e2e`, {
        headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
      })
      expect([response.status, await response.json()]).toEqual([
        503,
        { message: 'The chain node did not answer' },
      ])
    } finally {
      await down.close()
    }
  })

  it('refuses what it cannot quote, each with its text', async () => {
    expect(await quotes({ chainId: 'eip155:1' })).toEqual(NOT_SUPPORTED)
    expect(await quotes({ from: 'eip155:1:0x09cb48f3a79e3043a60864bc8826922e431822f6' })).toEqual(
      NOT_SUPPORTED,
    )
    expect(await quotes({ to: USDC, from: USDC })).toEqual({
      status: 400,
      body: { message: 'From and to must be different tokens' },
    })
    expect(await quotes({ to: ZERO })).toEqual({
      status: 400,
      body: { message: 'No liquidity for this pair' },
    })
    // 1 wei of DAI buys 0 USDC: the router would revert, so there is nothing to quote.
    expect(await quotes({ from: DAI, to: USDC, amount: '1' })).toEqual({
      status: 400,
      body: { message: 'No liquidity for this pair' },
    })
    for (const bad of [
      { amount: '0' },
      { amount: '-1' },
      { amount: '1e18' },
      { amount: '9'.repeat(61) },
      { userAddress: '0x12' },
      { from: 'USDC' },
      { gasPrice: 'fast' },
    ] as Record<string, string>[])
      expect((await quotes(bad)).status, JSON.stringify(bad)).toBe(400)
  })
})

describe('GET /v1/convert/allowance and build-approve', () => {
  it("reads the router's allowance (native: unlimited)", async () => {
    expect(
      (await kit.getJson(`/v1/convert/allowance?${query({ tokenAddress: ETH, userAddress: user })}`)).body,
    ).toEqual({ allowance: maxUint256.toString() })
    expect(
      (await kit.getJson(`/v1/convert/allowance?${query({ tokenAddress: DAI, userAddress: user })}`)).body,
    ).toEqual({ allowance: '0' })
    expect(
      await kit.getJson(
        `/v1/convert/allowance?${query({ tokenAddress: 'eip155:1:0x2e99ae7197bd9c4ba8cd62bd80fc8c37cbddb495', userAddress: user })}`,
      ),
    ).toEqual(NOT_SUPPORTED)
    expect(
      (await kit.getJson(`/v1/convert/allowance?${query({ tokenAddress: DAI, userAddress: 'me' })}`)).status,
    ).toBe(400)
  })

  it('builds an approve of the amount to the router, on the token', async () => {
    const { status, body } = await kit.getJson(
      `/v1/convert/build-approve?${query({ userAddress: user, from: USDC, to: DAI, amount: '2500000' })}`,
    )
    expect(status).toBe(200)
    const tx = body.tx as BuiltTransaction
    expect(tx).toMatchObject({ from: user, to: kit.devnet.tokens[0]?.address.toLowerCase(), value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: 'approve',
      args: [kit.devnet.swap.router, 2_500_000n],
    })
    expect(Number(tx.eip155.gas)).toBeGreaterThan(21_000)
    expect(BigInt(tx.eip155.gasPrice)).toBeGreaterThan(0n)
    const unlimited = await kit.getJson(
      `/v1/convert/build-approve?${query({ userAddress: user, from: USDC, to: DAI })}`,
    )
    expect(
      decodeFunctionData({ abi: erc20Abi, data: (unlimited.body.tx as { data: `0x${string}` }).data })
        .args[1],
    ).toBe(maxUint256)
    expect(
      await kit.getJson(`/v1/convert/build-approve?${query({ userAddress: user, from: ETH, to: DAI })}`),
    ).toEqual({ status: 400, body: { message: 'The native token needs no approval' } })
    expect(
      await kit.getJson(
        `/v1/convert/build-approve?${query({ userAddress: user, from: 'eip155:10:0x2e99ae7197bd9c4ba8cd62bd80fc8c37cbddb495', to: DAI })}`,
      ),
    ).toEqual(NOT_SUPPORTED)
  })
})

describe('POST /v1/convert/build-transaction', () => {
  it('builds the router call at the slippage, 20 minutes ahead, with its gas', async () => {
    const { status, body } = await build(swapBody({ eip155: { slippage: '0.5' } }))
    expect(status).toBe(200)
    const tx = body.tx as BuiltTransaction
    expect(tx).toMatchObject({ from: user, to: kit.devnet.swap.router, value: parseEther('1').toString() })
    const call = decodeFunctionData({ abi: uniswapRouter.abi, data: tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    const [amountOutMin, path, to, deadline] = call.args as [bigint, Address[], Address, bigint]
    const quote = await quoteSwap(
      kit.publicClient,
      kit.devnet.swap,
      NATIVE_TOKEN,
      kit.devnet.tokens[0]?.address as Address,
      parseEther('1'),
    )
    expect(amountOutMin).toBe(((quote?.amountOut as bigint) * 995n) / 1000n)
    expect(path).toEqual(quote?.path)
    expect(to).toBe(user)
    const block = await kit.publicClient.getBlock()
    expect(Number(deadline - block.timestamp)).toBe(20 * 60)
    expect(Number(tx.eip155.gas)).toBeGreaterThan(80_000)
  })

  it('calls swapExactTokensForETH and swapExactTokensForTokens for token sales', async () => {
    const functionOf = async (fields: Record<string, unknown>) => {
      const { body } = await build(swapBody({ disableEstimate: true, amount: '1000000', ...fields }))
      return decodeFunctionData({ abi: uniswapRouter.abi, data: (body.tx as { data: `0x${string}` }).data })
        .functionName
    }
    expect(await functionOf({ from: USDC, to: ETH })).toBe('swapExactTokensForETH')
    expect(await functionOf({ from: USDC, to: DAI })).toBe('swapExactTokensForTokens')
  })

  it('says when the allowance or the balance is short, unless estimation is off', async () => {
    expect(await build(swapBody({ from: USDC, to: DAI, amount: '1000000' }))).toEqual({
      status: 400,
      body: { message: 'Insufficient allowance' },
    })
    const unestimated = await build(
      swapBody({ from: USDC, to: DAI, amount: '1000000', disableEstimate: true }),
    )
    expect(unestimated.status).toBe(200)
    expect((unestimated.body.tx as { eip155: { gas: string } }).eip155.gas).toBe('200000')
    expect(await build(swapBody({ amount: parseEther('20000').toString() }))).toEqual({
      status: 400,
      body: { message: 'Insufficient balance' },
    })
  })

  it('refuses bad bodies and what it cannot swap, changing nothing', async () => {
    const nonce = await kit.publicClient.getTransactionCount({ address: user })
    expect(await build(swapBody({ to: ZERO }))).toEqual({
      status: 400,
      body: { message: 'No liquidity for this pair' },
    })
    expect(await build(swapBody({ to: ETH }))).toEqual({
      status: 400,
      body: { message: 'From and to must be different tokens' },
    })
    expect(
      await build(
        swapBody({
          from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          to: 'eip155:1:0x2e99ae7197bd9c4ba8cd62bd80fc8c37cbddb495',
        }),
      ),
    ).toEqual(NOT_SUPPORTED)
    for (const slippage of [0, '0', 50.5, '51', -1, 'abc', '1e1', '0.0000001', null])
      expect((await build(swapBody({ eip155: { slippage } }))).status, String(slippage)).toBe(400)
    expect((await build(swapBody({ eip155: { slippage: 50 } }))).status).toBe(200)
    expect((await build(swapBody({ disableEstimate: 'yes' }))).status).toBe(400)
    const response = await kit.api('/v1/convert/build-transaction', { method: 'POST', body: '{' })
    expect([response.status, await response.json()]).toEqual([400, { message: 'Invalid body' }])
    const huge = await kit.api('/v1/convert/build-transaction', {
      method: 'POST',
      body: JSON.stringify({ pad: 'x'.repeat(10_000) }),
    })
    expect(huge.status).toBe(413)
    expect(await kit.publicClient.getTransactionCount({ address: user })).toBe(nonce)
  })
})

describe('swap chains and prices', () => {
  it('lists the devnet as a swap chain beside the RPC chains', async () => {
    expect((await kit.getJson('/v1/supported-chains')).body).toEqual({
      http: [],
      ws: [],
      swap: ['eip155:31337'],
    })
  })

  it('prices ETH from the prices file and the pooled tokens from the pools', async () => {
    const response = await kit.api('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({ currency: 'usd', addresses: [ETH, USDC, ZERO] }),
    })
    expect(await response.json()).toEqual({
      fungibles: [
        expect.objectContaining({ symbol: 'ETH', price: 3000 }),
        expect.objectContaining({ symbol: 'USDC', price: 1 }),
        expect.objectContaining({ symbol: 'ZERO', price: 0.25 }),
      ],
    })
  })
})
