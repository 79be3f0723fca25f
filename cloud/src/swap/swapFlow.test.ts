import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { type Address, erc20Abi, formatEther, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevnetCloud, startDevnetCloud } from '../testing/devnetCloud.js'
import { NATIVE_TOKEN } from './quoteSwap.js'
import { fallbackSwapGas } from './swapCalldata.js'
import type { BuiltTransaction } from './swapRoutes.js'

// anvil's public test keys #4 and #5
const KEY_4: Hex = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a'
const KEY_5: Hex = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const [alice, bob] = [ANVIL_ACCOUNTS[4], ANVIL_ACCOUNTS[5]] as [Address, Address]

let kit: DevnetCloud
let ETH: string, USDC: string, DAI: string
let usdc: Address, dai: Address
beforeAll(async () => {
  kit = await startDevnetCloud()
  ;[usdc, dai] = kit.devnet.tokens.map((t) => t.address) as [Address, Address]
  const caip = (address: string) => `eip155:31337:${address.toLowerCase()}`
  ;[ETH, USDC, DAI] = [caip(NATIVE_TOKEN), caip(usdc), caip(dai)]
}, 30_000)
afterAll(() => kit?.close())

const quote = async (user: Address, from: string, to: string, amount: bigint) => {
  const q = new URLSearchParams({
    chainId: 'eip155:31337',
    amount: String(amount),
    userAddress: user,
    from,
    to,
  })
  const { status, body } = await kit.getJson(`/v1/convert/quotes?${q}`)
  expect(status).toBe(200)
  return (body.quotes as { toAmount: string; gasLimit: string }[])[0] as {
    toAmount: string
    gasLimit: string
  }
}
const buildSwap = async (user: Address, from: string, to: string, amount: bigint, slippage = 1) => {
  const response = await kit.api('/v1/convert/build-transaction', {
    method: 'POST',
    body: JSON.stringify({ amount: String(amount), eip155: { slippage }, from, to, userAddress: user }),
  })
  const body = (await response.json()) as { tx: BuiltTransaction; message?: string }
  expect(response.status, body.message).toBe(200)
  return body.tx
}
/**
 * Sends a built transaction as the modal has the wallet do it: its to, data, value and gas. A few
 * seconds pass first, as they do while a user confirms: a pair's first swap in a new second costs
 * more than the estimate made in the old one (its price accumulators), and the gas must cover it.
 */
const send = async (key: Hex, tx: BuiltTransaction) => {
  await kit.publicClient.request({ method: 'evm_increaseTime' as never, params: [7] as never })
  const hash = await kit.wallet(key).sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
  })
  return kit.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}
const tokenBalance = (token: Address, owner: Address) =>
  kit.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const minimum = (toAmount: string) => (BigInt(toAmount) * 99n) / 100n

describe('swaps through the built calldata on anvil', () => {
  it('swaps ETH for USDC: at least the quoted minimum arrives, the ETH and gas leave', async () => {
    const amount = parseEther('1.5')
    const q = await quote(alice, ETH, USDC, amount)
    const [ethBefore, usdcBefore] = await Promise.all([
      kit.publicClient.getBalance({ address: alice }),
      tokenBalance(usdc, alice),
    ])
    const receipt = await send(KEY_4, await buildSwap(alice, ETH, USDC, amount))
    expect(receipt.status).toBe('success')
    const received = (await tokenBalance(usdc, alice)) - usdcBefore
    expect(received).toBeGreaterThanOrEqual(minimum(q.toAmount))
    expect(received).toBe(BigInt(q.toAmount)) // nobody traded in between
    const spent = ethBefore - (await kit.publicClient.getBalance({ address: alice }))
    expect(spent).toBe(amount + receipt.gasUsed * receipt.effectiveGasPrice)
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(q.gasLimit))
    expect(receipt.gasUsed).toBeLessThan(fallbackSwapGas(1))
  })

  it('swaps USDC for DAI after approving the router for the amount', async () => {
    const amount = parseUnits('250', 6)
    const allowance = () => kit.getJson(`/v1/convert/allowance?tokenAddress=${USDC}&userAddress=${alice}`)
    expect((await allowance()).body).toEqual({ allowance: '0' })
    const approve = await kit.getJson(
      `/v1/convert/build-approve?userAddress=${alice}&from=${USDC}&to=${DAI}&amount=${amount}`,
    )
    expect((await send(KEY_4, approve.body.tx as BuiltTransaction)).status).toBe('success')
    expect((await allowance()).body).toEqual({ allowance: String(amount) })

    const q = await quote(alice, USDC, DAI, amount)
    const [usdcBefore, daiBefore] = await Promise.all([tokenBalance(usdc, alice), tokenBalance(dai, alice)])
    const receipt = await send(KEY_4, await buildSwap(alice, USDC, DAI, amount))
    expect(receipt.status).toBe('success')
    expect(usdcBefore - (await tokenBalance(usdc, alice))).toBe(amount)
    expect((await tokenBalance(dai, alice)) - daiBefore).toBeGreaterThanOrEqual(minimum(q.toAmount))
    expect(receipt.gasUsed).toBeLessThan(fallbackSwapGas(1))
    // The exact approval is used up: the next swap needs another.
    expect((await allowance()).body).toEqual({ allowance: '0' })
  })

  it('has the router refuse a swap whose price moved past the slippage before it was sent', async () => {
    const built = await buildSwap(alice, ETH, USDC, parseEther('1'))
    // Someone else's large buy moves the ETH/USDC price ~2% first.
    expect((await send(KEY_5, await buildSwap(bob, ETH, USDC, parseEther('100')))).status).toBe('success')
    const call = { account: alice, to: built.to, data: built.data, value: BigInt(built.value) }
    await expect(kit.publicClient.call(call)).rejects.toThrow('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    const receipt = await send(KEY_4, built)
    expect(receipt.status).toBe('reverted')
  })

  it('shows each swap in history as one trade with what left and what arrived', async () => {
    // A sale for ETH too: the router pays ETH with an internal call, which the indexer derives.
    const amount = parseUnits('100', 6)
    await send(
      KEY_4,
      (await kit.getJson(`/v1/convert/build-approve?userAddress=${alice}&from=${USDC}&to=${ETH}`)).body
        .tx as BuiltTransaction,
    )
    const q = await quote(alice, USDC, ETH, amount)
    const ethBefore = await kit.publicClient.getBalance({ address: alice })
    const receipt = await send(KEY_4, await buildSwap(alice, USDC, ETH, amount))
    const ethGained =
      (await kit.publicClient.getBalance({ address: alice })) -
      ethBefore +
      receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethGained).toBe(BigInt(q.toAmount))

    const { body } = await kit.getJson(`/v1/account/${alice}/history?chainId=eip155:31337`)
    type Item = {
      metadata: { operationType: string; status: string; sentFrom: string; sentTo: string }
      transfers: { direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string } }[]
    }
    const items = body.data as Item[]
    const summary = (item: Item) => [
      item.metadata.operationType,
      item.metadata.status,
      ...item.transfers.map((t) => `${t.direction} ${t.fungible_info?.symbol}`),
    ]
    // Newest first: USDC -> ETH, its approve, the reverted swap, bob's..., USDC -> DAI, approve, ETH -> USDC.
    expect(summary(items[0] as Item)).toEqual(['trade', 'confirmed', 'out USDC', 'in ETH'])
    expect(items[0]?.transfers[0]?.quantity.numeric).toBe('100')
    expect(items[0]?.transfers[1]?.quantity.numeric).toBe(formatEther(ethGained))
    expect(items[0]?.metadata).toMatchObject({
      sentFrom: alice.toLowerCase(),
      sentTo: kit.devnet.swap.router.toLowerCase(),
    })
    const trades = items.filter((i) => i.metadata.operationType === 'trade').map(summary)
    expect(trades).toEqual([
      ['trade', 'confirmed', 'out USDC', 'in ETH'],
      ['trade', 'confirmed', 'out USDC', 'in DAI'],
      ['trade', 'confirmed', 'out ETH', 'in USDC'],
    ])
    // The refused swap moved nothing: it shows as a failed call of the router.
    expect(items.find((i) => i.metadata.status === 'failed')?.transfers).toEqual([])
  })

  it('prices balances from the pools, as the swap preview sees them', async () => {
    // Bob's and alice's buys took USDC out of its ETH pool: against ETH's fixed 3000 USD, USDC is now
    // worth a little over 1 USD.
    const prices = await kit.api('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({ currency: 'usd', addresses: [USDC] }),
    })
    const [priced] = ((await prices.json()) as { fungibles: { price: number }[] }).fungibles
    expect(priced?.price).toBeGreaterThan(1)
    expect(priced?.price).toBeLessThan(1.1)
    const { body } = await kit.getJson(`/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337`)
    const row = (body.balances as { symbol: string; price: number }[]).find((b) => b.symbol === 'USDC')
    expect(row?.price).toBe(priced?.price)
  })
})
