import { type Devnet, deployDevnet, plannedDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { uniswapFactory } from '@airlock/node-kit/uniswap'
import { createPublicClient, formatEther, formatUnits, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readHop } from './pools.js'

let anvil: RunningAnvil
let devnet: Devnet
const DEPLOYER = '0x5D529D1FA53f1be0D20dF874cD7D5aa2D00362d6'
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  devnet = await deployDevnet(anvil.url)
}, 30_000)
afterAll(() => anvil?.stop())

describe('Uniswap V2 on the devnet', () => {
  it('lands at the addresses planned from the deployer nonces, the older contracts unmoved', () => {
    expect(devnet).toEqual(plannedDevnet())
    // The tokens the prices file and the e2e tests name are where they always were.
    expect(devnet.tokens.map((t) => t.address.toLowerCase())).toEqual([
      '0x09cb48f3a79e3043a60864bc8826922e431822f6',
      '0x2e99ae7197bd9c4ba8cd62bd80fc8c37cbddb495',
      '0xa4f679efc2b9b870a22f947b4a2b710cfdf0d3db',
    ])
  })

  it('opens ETH/USDC, ETH/DAI and USDC/DAI at the devnet prices (ETH 3000 USD)', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const [usdc, dai] = devnet.tokens as [Devnet['tokens'][0], Devnet['tokens'][0]]
    const { weth } = devnet.swap
    const ethUsdc = await readHop(client, devnet.swap, weth, usdc.address)
    const ethDai = await readHop(client, devnet.swap, weth, dai.address)
    const usdcDai = await readHop(client, devnet.swap, usdc.address, dai.address)
    expect(ethUsdc && [formatEther(ethUsdc.reserveIn), formatUnits(ethUsdc.reserveOut, 6)]).toEqual([
      '10000',
      '30000000',
    ])
    expect(ethDai && [formatEther(ethDai.reserveIn), formatEther(ethDai.reserveOut)]).toEqual([
      '10000',
      '30000000',
    ])
    expect(usdcDai && [formatUnits(usdcDai.reserveIn, 6), formatEther(usdcDai.reserveOut)]).toEqual([
      '30000000',
      '30000000',
    ])
    // The factory the router asks made exactly these three pairs.
    const pairs = await client.readContract({
      address: devnet.swap.factory,
      abi: uniswapFactory.abi,
      functionName: 'allPairsLength',
    })
    expect(pairs).toBe(3n)
  })

  it('deploys nothing on a chain that has it all (anvil --state)', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const nonce = await client.getTransactionCount({ address: DEPLOYER })
    const block = await client.getBlockNumber()
    expect(await deployDevnet(anvil.url)).toEqual(devnet)
    expect(await client.getTransactionCount({ address: DEPLOYER })).toBe(nonce)
    expect(await client.getBlockNumber()).toBe(block)
  })
})
